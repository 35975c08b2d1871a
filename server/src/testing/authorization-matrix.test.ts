import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { USER_ANSWER_ROUTES } from '../caching/user-answer-routes.js';
import { READS_WRITING_UNSEEN, WRITING_READS } from '../plugins/write-announcements.js';
import {
  type Absent,
  anotherUserOf,
  MATRIX_ROLES,
  type MatrixContext,
  type MatrixRole,
  type MatrixRow,
} from './authorization-matrix.js';
import { AUTHORIZATION_MATRIX } from './authorization-matrix-rows.js';
import { type DatabaseSnapshot, snapshotDatabase } from './database-snapshot.js';
import { type FixtureIds, loadFixtureIds } from './fixture-ids.js';
import { keysIn, stringsIn } from './json-walk.js';
import { listApiRoutes, type RegisteredRoute, routeFor } from './route-list.js';
import { buildTestApp, type TestApp } from './test-app.js';

// Runs every row of the matrix for every role against the real app, each call with a fresh token. Cells of
// rows that change data get the demo data as seeded: the database is restored after each of them.

let testApp: TestApp;
let ids: FixtureIds;
let routes: RegisteredRoute[];
let snapshot: DatabaseSnapshot;

beforeAll(async () => {
  // An injected GET /api/live answers when its stream ends.
  testApp = await buildTestApp({ liveMaxStreamMs: 50 });
  ids = await loadFixtureIds(testApp.database);
  routes = listApiRoutes(testApp.app);
  snapshot = await snapshotDatabase(testApp.database);
});
afterAll(async () => {
  await testApp?.close();
});

function resolve<T>(value: T | ((context: MatrixContext) => T), context: MatrixContext): T {
  return typeof value === 'function' ? (value as (context: MatrixContext) => T)(context) : value;
}

/** Rows whose cells change data, or make some first, run each cell on freshly restored data. */
function changesData(row: MatrixRow): boolean {
  return row.method !== 'GET' || row.arrange !== undefined;
}

/** A context for reading a row's URL without running its arrange: every made id reads as 1. */
function urlOnlyContext(role: MatrixRole): MatrixContext {
  const made = new Proxy<Record<string, number>>({}, { get: () => 1 });
  return { role, ids, anotherUser: anotherUserOf(role), made };
}

describe('coverage', () => {
  it('has a row for every /api route the app registers (docs aside), and no row for a route it lacks', () => {
    const covered = new Set<string>();
    const stale: string[] = [];
    for (const row of AUTHORIZATION_MATRIX) {
      const url = resolve(row.url, urlOnlyContext('admin'));
      const route = routeFor(routes, row.method, url);
      if (route) covered.add(`${route.method} ${route.url}`);
      else stale.push(`${row.method} ${url}`);
    }
    const missing = routes
      .map((route) => `${route.method} ${route.url}`)
      .filter((name) => !covered.has(name));
    expect(missing, 'routes without a row in testing/authorization-matrix.ts').toEqual([]);
    expect(stale, 'rows that reach no route').toEqual([]);
  });

  it('leaves the OpenAPI document and its page, which have no rows, open to guests', async () => {
    const document = await testApp.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(document.statusCode).toBe(200);
    // The page may redirect to its own assets; it must not ask for a token.
    const page = await testApp.app.inject({ method: 'GET', url: '/api/docs' });
    expect(page.statusCode).toBeLessThan(400);
  });
});

function assertAbsent(response: LightMyRequestResponse, absent: Absent, context: MatrixContext): void {
  // An iCalendar answer (the calendar feed) is text: its whole body is the one string to search.
  const text = !String(response.headers['content-type'] ?? '').includes('json');
  const body: unknown = response.body === '' ? null : text ? response.body : response.json();
  const keys = new Set(keysIn(body));
  for (const key of absent.keys ?? [])
    expect(keys.has(key), `field "${key}" in ${response.body}`).toBe(false);
  const strings = stringsIn(body);
  for (const value of absent.values ? resolve(absent.values, context) : []) {
    expect(
      strings.some((text) => text.includes(value)),
      `"${value}" in ${response.body}`,
    ).toBe(false);
  }
}

/**
 * A GET that wrote must be one of the WRITING_READS (the answer caches empty themselves after those as after
 * any write) or of the READS_WRITING_UNSEEN, and none of them may be a read the user answer cache keeps.
 */
function expectWritingReadsKnown(method: string, url: string, statements: readonly string[]): void {
  if (method !== 'GET') return;
  const route = routeFor(routes, method, url)?.url ?? url;
  const writes = statements.filter((sql) => /^\s*(insert|update|delete)\b/i.test(sql));
  const known = WRITING_READS.has(route) || READS_WRITING_UNSEEN.has(route);
  if (writes.length > 0) expect(known, `${route} writes: ${writes.join('; ')}`).toBe(true);
  if (known) expect(USER_ANSWER_ROUTES.has(route), `${route} is cached`).toBe(false);
}

describe.each(AUTHORIZATION_MATRIX.map((row) => ({ ...row, name: `${row.method} ${String(row.url)}` })))(
  '$name',
  (row) => {
    it.each(MATRIX_ROLES.map((role) => ({ role, status: row.expect[role] })))(
      'as $role -> $status',
      async ({ role, status }) => {
        const anotherUser = anotherUserOf(role);
        try {
          const made = row.arrange
            ? await row.arrange({ db: testApp.database.db, role, ids, anotherUser })
            : {};
          const context: MatrixContext = { role, ids, anotherUser, made };
          const headers: Record<string, string> = {};
          if (role !== 'guest') headers.authorization = `Bearer ${await testApp.loginAs(role)}`;
          const body = row.body === undefined ? undefined : resolve(row.body, context);
          const url = resolve(row.url, context);
          const statements: string[] = [];
          const stop = testApp.database.observeQueries((sql) => statements.push(sql));
          const response = await testApp.app
            .inject({
              method: row.method,
              url,
              headers,
              ...(body === undefined ? {} : { payload: body as object }),
            })
            .finally(stop);
          expect(response.statusCode, response.body).toBe(status);
          expectWritingReadsKnown(row.method, url, statements);
          if (row.absent) assertAbsent(response, row.absent, context);
        } finally {
          if (changesData(row)) await snapshot.restore();
        }
      },
    );
  },
);
