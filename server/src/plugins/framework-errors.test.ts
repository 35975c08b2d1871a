import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/start-test-server.js';
import { URL_ERROR_MESSAGES } from './framework-errors.js';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

// Over real HTTP: these answers come from the router, before any hook or route.
describe('a URL the router refuses', () => {
  it('answers 414 with a short fixed message for a 5,000-character path id, not the path again', async () => {
    const id = '7'.repeat(5000);
    const response = await fetch(`${server.apiUrl}/events/${id}`);
    expect(response.status).toBe(414);
    const text = await response.text();
    expect(text.length).toBeLessThan(200);
    expect(text).not.toContain('7777777777');
    expect(JSON.parse(text)).toEqual({ status: 'error', message: URL_ERROR_MESSAGES.tooLong });
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('answers 400 with a fixed message for a path that is not valid percent-encoding', async () => {
    const response = await fetch(`${server.apiUrl}/events/%E0%A4%A`);
    expect(response.status).toBe(400);
    const text = await response.text();
    expect(text).not.toContain('%E0');
    expect(JSON.parse(text)).toEqual({ status: 'error', message: URL_ERROR_MESSAGES.malformed });
  });

  it('leaves ids within the limit to the route (422 Invalid id)', async () => {
    const response = await fetch(`${server.apiUrl}/events/${'7'.repeat(100)}`);
    expect(response.status).toBe(422);
    expect(await response.json()).toMatchObject({ status: 'error', message: 'Invalid id' });
  });
});
