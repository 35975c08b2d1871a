import { z } from 'zod';

/**
 * zod probes once whether it may compile object parsers with `new Function`. In the browser the web app's
 * Content-Security-Policy has no 'unsafe-eval', so the probe fails: zod copes, but the browser reports a
 * CSP violation on every page load. In a browser the compiler is turned off, which skips the probe; Node
 * (server, CLI) keeps the faster compiled parsers. The probe runs when the first object schema is built,
 * so this module must be evaluated before any schema: sdk/src/index.ts imports it first.
 */
if ('document' in globalThis) z.config({ jitless: true });
