import type { IncomingMessage, ServerResponse } from 'node:http';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * The Content-Security-Policy of every answer: the web app, the API reference page and the API itself.
 * The built app loads only its own scripts, so no script may be inline or from elsewhere. Styles allow
 * 'unsafe-inline' because Mantine injects <style> tags and style attributes (and Quill writes style
 * attributes into the editor); a style cannot run code. Images come from the server (uploads) or are
 * data:/blob: URLs (Quill's pasted images, previews of an upload before it is sent).
 */
export const CONTENT_SECURITY_POLICY = {
  'default-src': ["'self'"],
  'base-uri': ["'self'"],
  'script-src': ["'self'"],
  'script-src-attr': ["'none'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  // The editor's link tooltip turns links of these two video sites into embedded players (spec section 5).
  'frame-src': ["'self'", 'https://www.youtube.com', 'https://player.vimeo.com'],
  'object-src': ["'none'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
};

/** Helmet's options: the CSP above, frames denied, a referrer that never carries a path to another site. */
const HELMET_OPTIONS = {
  contentSecurityPolicy: { useDefaults: false, directives: CONTENT_SECURITY_POLICY },
  frameguard: { action: 'deny' },
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  strictTransportSecurity: { maxAge: 180 * 24 * 60 * 60, includeSubDomains: false },
} as const satisfies HelmetOptions;

/**
 * The headers helmet sets, taken once from its middleware: none of them depends on the request (the CSP has
 * no nonce), and building them per request (parsing the CSP directives each time) cost about 15 us a call.
 */
export function securityHeaders(): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(HELMET_OPTIONS)({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}

/**
 * Security headers on every answer, registered first so they are on 404s, 4xx errors and the SPA's
 * index.html alike: the CSP above, X-Content-Type-Options nosniff, X-Frame-Options DENY, and a referrer
 * that never carries a path to another site. Helmet's `upgrade-insecure-requests` is left out: the
 * quick start serves plain HTTP, and on any address but localhost it would send the app's own asset
 * requests to an HTTPS port that is not there.
 */
export const securityHeadersPlugin = fp(
  async (app) => {
    const headers = securityHeaders();
    // A callback hook: it runs on every request, and an async one costs a promise each time.
    app.addHook('onRequest', (_request, reply, done) => {
      reply.headers(headers);
      done();
    });
  },
  { name: 'security-headers' },
);
