import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/start-test-server.js';
import { URL_ERROR_MESSAGES } from './url-errors.js';

// Over real HTTP, with and without a built web app: its catch-all route would otherwise take an API path
// the router refuses and answer 403 or 404 for it.
describe.each([
  ['without the web app', false],
  ['with the web app', true],
])('a URL the server refuses, %s', (_name, withWebApp) => {
  let server: TestServer;
  let webDir: string;

  beforeAll(async () => {
    webDir = await mkdtemp(join(tmpdir(), 'campus-web-'));
    if (withWebApp) await writeFile(join(webDir, 'index.html'), '<!doctype html><title>Campus</title>');
    server = await startTestServer({ webDir });
  });
  afterAll(async () => {
    await server?.close();
    await rm(webDir, { recursive: true, force: true });
  });

  it.each([5000, 101])(
    'answers 414 with a short fixed message for a %i-character path id',
    async (length) => {
      const id = '7'.repeat(length);
      const response = await fetch(`${server.apiUrl}/events/${id}`);
      expect(response.status).toBe(414);
      const text = await response.text();
      expect(text.length).toBeLessThan(100);
      expect(text).not.toContain('7777777777');
      expect(JSON.parse(text)).toEqual({ status: 'error', message: URL_ERROR_MESSAGES.tooLong });
      expect(response.headers.get('content-type')).toMatch(/^application\/json/);
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    },
  );

  it('answers 414 for an over-long id in a nested path and for a DELETE', async () => {
    const long = 'x'.repeat(2000);
    expect((await fetch(`${server.apiUrl}/courses/1/sessions/${long}`)).status).toBe(414);
    const deleted = await fetch(`${server.apiUrl}/sessions/${long}`, { method: 'DELETE' });
    expect(deleted.status).toBe(414);
    expect(await deleted.json()).toEqual({ status: 'error', message: URL_ERROR_MESSAGES.tooLong });
  });

  it('answers 400 with a fixed message for a path that is not valid percent-encoding', async () => {
    const response = await fetch(`${server.apiUrl}/events/%E0%A4%A`);
    expect(response.status).toBe(400);
    const text = await response.text();
    expect(text).not.toContain('%E0');
    expect(JSON.parse(text)).toEqual({ status: 'error', message: URL_ERROR_MESSAGES.malformed });
  });

  it('leaves ids within the limit to the route (422 Invalid id), and a long query string alone', async () => {
    const response = await fetch(`${server.apiUrl}/events/${'7'.repeat(100)}`);
    expect(response.status).toBe(422);
    expect(await response.json()).toMatchObject({ status: 'error', message: 'Invalid id' });
    const listed = await fetch(`${server.apiUrl}/events?q=${'x'.repeat(500)}`);
    expect(listed.status).toBe(200);
  });
});
