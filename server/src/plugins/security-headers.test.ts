import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../testing/test-app.js';

let t: TestApp;
let webDir: string;

beforeAll(async () => {
  // A stand-in for web/dist, so the test does not depend on a build being present.
  webDir = await mkdtemp(join(tmpdir(), 'campus-web-'));
  await mkdir(join(webDir, 'assets'));
  await writeFile(
    join(webDir, 'index.html'),
    '<!doctype html><script type="module" src="/assets/app.js"></script>',
  );
  await writeFile(join(webDir, 'assets', 'app.js'), 'export {};');
  t = await buildTestApp({ webDir });
});
afterAll(async () => {
  await t?.close();
  await rm(webDir, { recursive: true, force: true });
});

/** The CSP as a map of directive -> sources. */
function csp(response: LightMyRequestResponse): Map<string, string[]> {
  const header = String(response.headers['content-security-policy'] ?? '');
  return new Map(
    header
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name = '', ...sources]) => [name, sources]),
  );
}

function expectSecurityHeaders(response: LightMyRequestResponse): void {
  expect(response.headers['x-content-type-options']).toBe('nosniff');
  expect(response.headers['x-frame-options']).toBe('DENY');
  expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(response.headers['strict-transport-security']).toBe('max-age=15552000');
  const policy = csp(response);
  expect(policy.get('script-src')).toEqual(["'self'"]);
  expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
  expect(policy.get('img-src')).toEqual(["'self'", 'data:', 'blob:']);
  expect(policy.get('object-src')).toEqual(["'none'"]);
  expect(policy.has('upgrade-insecure-requests')).toBe(false);
  expect(policy.get('frame-src')).toEqual(["'self'", 'https://www.youtube.com', 'https://player.vimeo.com']);
}

/** An API answer's: nothing may load from it or frame it, never sniffed, the app's referrer and HSTS. */
function expectApiSecurityHeaders(response: LightMyRequestResponse): void {
  expect(response.headers['x-content-type-options']).toBe('nosniff');
  expect(response.headers['x-frame-options']).toBe('DENY');
  expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(response.headers['strict-transport-security']).toBe('max-age=15552000');
  const policy = csp(response);
  expect(policy.get('default-src')).toEqual(["'none'"]);
  expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
}

describe('security headers', () => {
  it('are on an API answer (the shorter set for JSON)', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/organizations/registration' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expectApiSecurityHeaders(response);
    expect(response.headers['cross-origin-opener-policy']).toBeUndefined();
  });

  it.each(['/', '/login', '/profile'])('are on the web app page at %s', async (url) => {
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('/assets/app.js');
    expectSecurityHeaders(response);
  });

  it('are on the app script', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/assets/app.js' });
    expect(response.statusCode).toBe(200);
    expectSecurityHeaders(response);
  });

  it('are on a 404 of the API and of a file', async () => {
    const api = await t.app.inject({ method: 'GET', url: '/api/no-such-route' });
    expect(api.statusCode).toBe(404);
    expectApiSecurityHeaders(api);
    const file = await t.app.inject({ method: 'GET', url: '/assets/missing.js' });
    expect(file.statusCode).toBe(404);
    expectSecurityHeaders(file);
  });

  it('are on a 422', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/login', payload: {} });
    expect(response.statusCode).toBe(422);
    expectApiSecurityHeaders(response);
  });

  it('are on a 401 and on a 400 from the body parser', async () => {
    const unauthorized = await t.app.inject({ method: 'GET', url: '/api/profile' });
    expect(unauthorized.statusCode).toBe(401);
    expectApiSecurityHeaders(unauthorized);
    const malformed = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"username":',
    });
    expect(malformed.statusCode).toBe(400);
    expectApiSecurityHeaders(malformed);
  });

  it('are on the API reference page', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(response.statusCode).toBe(200);
    expectSecurityHeaders(response);
  });
});
