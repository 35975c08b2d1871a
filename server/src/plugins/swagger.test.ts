import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../testing/test-app.js';
import { API_DESCRIPTION, DOCS_TITLE, OPENAPI_PATH } from './swagger.js';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

interface OpenApiDocument {
  info: { title: string; description: string };
  paths: Record<string, unknown>;
}

/** The Fastify logo @fastify/swagger-ui puts in the top bar unless told otherwise. */
async function fastifyLogoBase64(): Promise<string> {
  const require = createRequire(import.meta.url);
  const root = dirname(require.resolve('@fastify/swagger-ui/package.json'));
  return (await readFile(join(root, 'static', 'logo.svg'))).toString('base64');
}

describe('the API reference', () => {
  it('is a page titled for Campus', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(`<title>${DOCS_TITLE}</title>`);
    expect(response.body).not.toContain('Swagger UI');
  });

  it('loads the document from /api/openapi.json and shows no Fastify logo', async () => {
    const script = await t.app.inject({ method: 'GET', url: '/api/docs/static/swagger-initializer.js' });
    expect(script.statusCode).toBe(200);
    expect(script.body).toContain(`"url":"${OPENAPI_PATH}"`);
    expect(script.body).not.toContain(await fastifyLogoBase64());
  });

  it('sends the plugin’s own copy of the document to the one address', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe(OPENAPI_PATH);
  });

  it('describes what the document holds and nothing it does not', async () => {
    const response = await t.app.inject({ method: 'GET', url: OPENAPI_PATH });
    expect(response.statusCode).toBe(200);
    const document = response.json<OpenApiDocument>();
    expect(document.info).toMatchObject({ title: 'Campus API', description: API_DESCRIPTION });
    expect(API_DESCRIPTION).not.toMatch(/courses|events|groups/i);
    for (const path of ['/api/register', '/api/login', '/api/profile', '/api/organizations/registration']) {
      expect(document.paths).toHaveProperty([path]);
    }
  });
});
