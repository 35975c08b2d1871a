import { describe, expect, it } from 'vitest';
import { createCampusClient } from './create-client.js';
import { NotFoundError } from './errors.js';
import { fakeFetch, json, success } from './fake-fetch.test-support.js';

const session = {
  id: 7,
  created_at: '2026-11-01T10:00:00.000Z',
  last_used_at: '2026-11-20T09:00:00.000Z',
  expires_at: '2026-12-20T09:00:00.000Z',
  current: true,
};

describe('client.sessions', () => {
  it('maps list, revoke and revokeOthers to their endpoints and parses the answers', async () => {
    const { fetch, requests } = fakeFetch(success([session]), success(null), success({ revoked: 2 }));
    const client = createCampusClient({ baseUrl: 'http://a/api', fetch, getToken: () => 't' });
    expect(await client.sessions.list()).toEqual([session]);
    expect(await client.sessions.revoke(7)).toBeNull();
    expect(await client.sessions.revokeOthers()).toEqual({ revoked: 2 });
    expect(requests.map((r) => `${r.method} ${r.url.replace('http://a/api', '')}`)).toEqual([
      'GET /sessions',
      'DELETE /sessions/7',
      'DELETE /sessions',
    ]);
    expect(requests[0]?.headers.Authorization ?? requests[0]?.headers.authorization).toBe('Bearer t');
  });

  it('refuses a session answer that carries no expiry', async () => {
    const { expires_at: _dropped, ...withoutExpiry } = session;
    const { fetch } = fakeFetch(success([withoutExpiry]));
    const client = createCampusClient({ baseUrl: 'http://a/api', fetch });
    await expect(client.sessions.list()).rejects.toThrow();
  });

  it('throws NotFoundError for a session that is not the user’s', async () => {
    const { fetch } = fakeFetch(json(404, { status: 'error', message: 'Session not found' }));
    const client = createCampusClient({ baseUrl: 'http://a/api', fetch });
    await expect(client.sessions.revoke(99)).rejects.toBeInstanceOf(NotFoundError);
  });
});
