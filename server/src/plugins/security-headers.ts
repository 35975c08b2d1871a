import helmet from '@fastify/helmet';
import fp from 'fastify-plugin';

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

/**
 * Security headers on every answer, registered first so they are on 404s, 4xx errors and the SPA's
 * index.html alike: the CSP above, X-Content-Type-Options nosniff, X-Frame-Options DENY, and a referrer
 * that never carries a path to another site. Helmet's `upgrade-insecure-requests` is left out: the
 * quick start serves plain HTTP, and on any address but localhost it would send the app's own asset
 * requests to an HTTPS port that is not there.
 */
export const securityHeadersPlugin = fp(
  async (app) => {
    await app.register(helmet, {
      global: true,
      contentSecurityPolicy: { useDefaults: false, directives: CONTENT_SECURITY_POLICY },
      frameguard: { action: 'deny' },
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      // Browsers heed it only over HTTPS. Not for subdomains: a school's other sites are not ours to pin.
      strictTransportSecurity: { maxAge: 180 * 24 * 60 * 60, includeSubDomains: false },
    });
  },
  { name: 'security-headers' },
);
