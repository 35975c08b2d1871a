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
 * The headers of an API answer (JSON, never rendered as a page), after OWASP's REST Security Cheat Sheet: no
 * content may load from it and no page may frame it, it is never sniffed as another type, and the
 * referrer and HSTS policies of the app. Half as many headers as a page's, each validated by Node on every
 * answer. The API reference page (/api/docs) is a page and gets the full set.
 */
export const API_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'strict-transport-security': `max-age=${HELMET_OPTIONS.strictTransportSecurity.maxAge}`,
};

function isApiAnswer(url: string): boolean {
  return (url.startsWith('/api/') || url === '/api') && !url.startsWith('/api/docs');
}

/**
 * Security headers on every answer, registered first so they are on 404s, 4xx errors and the SPA's
 * index.html alike: for pages and files the CSP above, X-Content-Type-Options nosniff, X-Frame-Options DENY,
 * and a referrer that never carries a path to another site; for API answers the shorter API_SECURITY_HEADERS.
 * Helmet's `upgrade-insecure-requests` is left out: the quick start serves plain HTTP, and on any address but
 * localhost it would send the app's own asset requests to an HTTPS port that is not there.
 */
export const securityHeadersPlugin = fp(
  async (app) => {
    const pageHeaders = securityHeaders();
    // A callback hook: it runs on every request, and an async one costs a promise each time.
    app.addHook('onRequest', (request, reply, done) => {
      reply.headers(isApiAnswer(request.url) ? API_SECURITY_HEADERS : pageHeaders);
      done();
    });
  },
  { name: 'security-headers' },
);
