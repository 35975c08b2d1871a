import type { AuthSession, OrganizationSummary } from '@campus/sdk';
import { describe, expect, it } from 'vitest';
import { startTestServer } from './start-test-server.js';

describe('startTestServer', () => {
  it('serves the API over HTTP on a free port until closed', async () => {
    const server = await startTestServer();
    try {
      expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      expect(server.apiUrl).toBe(`${server.url}/api`);

      const organizations = await fetch(`${server.apiUrl}/organizations/registration`);
      expect(organizations.status).toBe(200);
      const body = (await organizations.json()) as { data: OrganizationSummary[] };
      expect(body.data.length).toBeGreaterThan(0);

      const token = await server.loginAs('student');
      const me = await fetch(`${server.apiUrl}/user`, { headers: { authorization: `Bearer ${token}` } });
      expect(((await me.json()) as { data: AuthSession }).data.user.username).toBe('student');
    } finally {
      await server.close();
    }
    await expect(fetch(`${server.apiUrl}/organizations/registration`)).rejects.toThrow();
  });
});
