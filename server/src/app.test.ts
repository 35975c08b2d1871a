import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { envelope } from './testing/http.js';
import { buildTestApp, type TestApp } from './testing/test-app.js';

// One app with a temporary web build, one without: the API behaves the same, the pages differ.
let withWeb: TestApp;
let withoutWeb: TestApp;
let webDir: string;

beforeAll(async () => {
  webDir = await mkdtemp(join(tmpdir(), 'campus-web-'));
  await writeFile(join(webDir, 'index.html'), '<!doctype html><div id="root">campus spa</div>');
  await writeFile(join(webDir, 'app.js'), 'console.log("campus")');
  withWeb = await buildTestApp({ webDir });
  withoutWeb = await buildTestApp({ webDir: join(webDir, 'missing') });
});
afterAll(async () => {
  await withWeb?.close();
  await withoutWeb?.close();
  await rm(webDir, { recursive: true, force: true });
});

describe('the API', () => {
  it.each(['/api/nope', '/api/organizations/999/nothing-here', '/api'])(
    'answers JSON 404 for the unknown path %s',
    async (url) => {
      const response = await withWeb.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/application\/json/);
      expect(envelope(response)).toEqual({ status: 'error', message: 'Not found' });
    },
  );

  it('answers JSON 404 for an unknown method on a known path', async () => {
    const response = await withWeb.app.inject({ method: 'DELETE', url: '/api/profile' });
    expect(response.statusCode).toBe(404);
    expect(envelope(response).status).toBe('error');
  });

  it.each([
    ['malformed JSON', '{"username": "admin",', 'application/json'],
    ['an unsupported content type', 'username=admin', 'text/csv'],
  ])('answers %s with a 4xx envelope, never a 500', async (_name, payload, contentType) => {
    const response = await withWeb.app.inject({
      method: 'POST',
      url: '/api/login',
      payload,
      headers: { 'content-type': contentType },
    });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expect(envelope(response)).toMatchObject({ status: 'error', message: expect.any(String) });
  });

  it('refuses a prototype-poisoning body', async () => {
    const response = await withWeb.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: '{"username":"a","password":"b","__proto__":{"isAdmin":true}}',
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(400);
  });

  it('says malformed JSON is malformed (400)', async () => {
    const response = await withWeb.app.inject({
      method: 'POST',
      url: '/api/register',
      payload: '{oops',
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(400);
    expect(envelope(response).message).toBe('The request body is not valid JSON.');
  });
});

describe('an empty JSON body', () => {
  it('is no body: a bodiless POST /logout with a JSON content type still logs out', async () => {
    const token = await withWeb.loginAs('student');
    const response = await withWeb.app.inject({
      method: 'POST',
      url: '/api/logout',
      payload: '',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    });
    expect(response.statusCode).toBe(200);
  });

  it('lists the required fields where a body is needed', async () => {
    const response = await withWeb.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: '',
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(envelope(response).errors ?? {}).sort()).toEqual(['password', 'username']);
  });
});

describe('the OpenAPI document', () => {
  it('lists every route with its schemas', async () => {
    const response = await withWeb.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    const doc = response.json<{ openapi: string; paths: Record<string, Record<string, unknown>> }>();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/register',
        '/api/login',
        '/api/logout',
        '/api/user',
        '/api/profile',
        '/api/profile/password',
        '/api/organizations/registration',
      ]),
    );
    expect(doc.paths['/api/profile']).toHaveProperty('put');
    const register = JSON.stringify(doc.paths['/api/register']);
    expect(register).toContain('organization_id');
    expect(register).toContain('password_confirmation');
  });

  it('has a reference page at /api/docs', async () => {
    const response = await withWeb.app.inject({ method: 'GET', url: '/api/docs' });
    expect([200, 302]).toContain(response.statusCode);
    const page =
      response.statusCode === 302 ? await withWeb.app.inject({ method: 'GET', url: '/api/docs/' }) : response;
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
  });
});

describe('the web app', () => {
  it.each(['/', '/dashboard/calendar', '/event/12', '/login?next=%2Fprofile'])(
    'serves index.html for %s (SPA fallback)',
    async (url) => {
      const response = await withWeb.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/text\/html/);
      expect(response.body).toContain('campus spa');
    },
  );

  it('serves the files of the build', async () => {
    const response = await withWeb.app.inject({ method: 'GET', url: '/app.js' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('console.log');
  });

  it('answers 404 (not the page) for a missing asset', async () => {
    const response = await withWeb.app.inject({ method: 'GET', url: '/assets/missing.js' });
    expect(response.statusCode).toBe(404);
  });

  it('says to run pnpm build when there is no build', async () => {
    const response = await withoutWeb.app.inject({ method: 'GET', url: '/' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('pnpm build');
    const api = await withoutWeb.app.inject({ method: 'GET', url: '/api/organizations/registration' });
    expect(api.statusCode).toBe(200);
  });
});
