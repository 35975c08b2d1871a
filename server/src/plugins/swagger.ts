import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** The one address of the OpenAPI document: the reference page loads it, and clients may too. */
export const OPENAPI_PATH = '/api/openapi.json';
export const DOCS_PATH = '/api/docs';
export const DOCS_TITLE = 'Campus API reference';

/** Says only what the document holds; each later capability adds its calls (and a word here). */
export const API_DESCRIPTION = [
  'Accounts (register, sign in, sign out, the signed-in user), the signed-in user’s profile and password,',
  'their sessions (list, revoke; a session ends after 30 days without use), and the organizations offered at',
  'registration. Later capabilities add their calls here as they arrive.',
  '',
  'Answers use the envelope `{ status, message?, data }`; errors are `{ status: "error", message, errors? }`',
  'with field messages on 422. Signed-in calls take `Authorization: Bearer <token>`.',
].join('\n');

/** The top bar's mark: the product's name instead of the plugin's (Fastify) logo. */
const LOGO_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="220" height="40" viewBox="0 0 220 40">
<text x="0" y="28" font-family="sans-serif" font-size="24" font-weight="700" fill="#ffffff">Campus API</text>
</svg>`;

/**
 * The OpenAPI document, generated from the routes' zod schemas, at OPENAPI_PATH, and a reference page at
 * DOCS_PATH that reads that same address. The page runs under the app's CSP (plugins/security-headers.ts):
 * its scripts and styles are files of its own origin, the logo a data: image.
 */
export const swaggerPlugin = fp(
  async (app) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: { title: 'Campus API', description: API_DESCRIPTION, version: '0.1.0' },
        components: { securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer' } } },
      },
      transform: jsonSchemaTransform,
    });
    await app.register(swaggerUi, {
      routePrefix: DOCS_PATH,
      theme: {
        title: DOCS_TITLE,
        // There is one document, so the picker that `urls` brings is hidden.
        css: [
          {
            filename: 'campus.css',
            content: '.swagger-ui .topbar .download-url-wrapper { display: none; }\n',
          },
        ],
      },
      logo: { type: 'image/svg+xml', content: LOGO_SVG },
      // The plugin points the page at its own copy (/api/docs/json) and lets no option change that; a list
      // of documents takes precedence over it in Swagger UI, so the page loads the one address.
      uiConfig: { urls: [{ url: OPENAPI_PATH, name: 'Campus API' }] },
      uiHooks: {
        // One address of the document: the plugin's copy sends there.
        onRequest: async (request, reply) => {
          if (request.url === `${DOCS_PATH}/json`) return reply.redirect(OPENAPI_PATH);
        },
      },
    });
    app.get(OPENAPI_PATH, { schema: { hide: true } }, async () => app.swagger());
  },
  { name: 'swagger' },
);
