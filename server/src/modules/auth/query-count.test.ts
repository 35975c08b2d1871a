import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countQueries } from '../../testing/count-queries.js';
import { bearer } from '../../testing/http.js';
import { buildTestApp, type TestApp } from '../../testing/test-app.js';

// Statements per signed-in request, the auth hook included: the actor is one statement (token, user and
// permission keys), and a User answer one more (the row and its permissions). Was 4 for each before. The
// actor is then cached (auth/actor-cache.ts): the same token again costs the actor statement no more.

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

describe('statements per signed-in request', () => {
  it.each([
    ['/api/user', 2],
    // The actor, then the user detail: the user, their relations (family, manager, groups, courses taken)
    // and the assistants tree (one recursive statement).
    ['/api/profile', 4],
    ['/api/sessions', 2],
  ])('GET %s runs %i', async (url, expected) => {
    const token = await t.loginAs('teacher');
    const { result, count, queries } = await countQueries(t.database, () =>
      t.app.inject({ method: 'GET', url, headers: bearer(token) }),
    );
    expect(result.statusCode).toBe(200);
    expect(count, queries.join('\n')).toBe(expected);
    const again = await countQueries(t.database, () =>
      t.app.inject({ method: 'GET', url, headers: bearer(token) }),
    );
    expect(again.result.statusCode).toBe(200);
    expect(again.count, again.queries.join('\n')).toBe(expected - 1);
  });

  it('runs the actor statement on every request with the cache off', async () => {
    const uncached = await buildTestApp({ actorCache: false });
    try {
      const token = await uncached.loginAs('teacher');
      for (let i = 0; i < 2; i++) {
        const { count } = await countQueries(uncached.database, () =>
          uncached.app.inject({ method: 'GET', url: '/api/user', headers: bearer(token) }),
        );
        expect(count).toBe(2);
      }
    } finally {
      await uncached.close();
    }
  });

  it('never reads password_hash to answer a signed-in request', async () => {
    const token = await t.loginAs('admin');
    const { queries } = await countQueries(t.database, async () => {
      for (const url of ['/api/user', '/api/profile', '/api/sessions']) {
        await t.app.inject({ method: 'GET', url, headers: bearer(token) });
      }
    });
    expect(queries.length).toBeGreaterThan(0);
    expect(queries.filter((sql) => sql.includes('password_hash'))).toEqual([]);
  });

  it('a guest request to a public route runs no auth statement', async () => {
    const { count } = await countQueries(t.database, () =>
      t.app.inject({ method: 'GET', url: '/api/organizations/registration' }),
    );
    expect(count).toBe(1);
  });
});
