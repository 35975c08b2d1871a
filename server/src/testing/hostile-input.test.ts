import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organizationUsers, uploads, userPermissions, users } from '../db/schema.js';
import type { MatrixRole } from './authorization-matrix.js';
import { changedTables, digestDatabase } from './database-digest.js';
import { type DatabaseSnapshot, snapshotDatabase } from './database-snapshot.js';
import { type FixtureIds, loadFixtureIds } from './fixture-ids.js';
import { FOREIGN_UPLOAD, type HostileRequest, PRIVILEGED_FIELDS } from './hostile-inputs.js';
import { hostileRequests, validBody } from './hostile-requests.js';
import { listApiRoutes, type RegisteredRoute } from './route-list.js';
import { buildTestApp, type TestApp } from './test-app.js';

// Hostile input against every /api route the app registers, as a guest and as several roles: no answer
// may be a 5xx, and a refused (4xx) request must leave every table as it was (a token's last use aside).
// A body whose photo or image field names a file the actor did not upload must be refused (issue 18).
// Routes come from the app and bodies from the matrix's valid ones plus the OpenAPI fields, so a new
// endpoint is covered without touching this file.

const ROLES = ['guest', 'student', 'teacher', 'admin'] as const satisfies readonly MatrixRole[];
type Role = (typeof ROLES)[number];

// Each cell sends every route a few hundred requests: a minute or so on a busy 2-core machine.
const CELL_TIMEOUT_MS = 180_000;

// Limits far above what this file sends, so a 429 never hides what a route does with the input.
const UNLIMITED = { max: 1_000_000, timeWindow: 60_000 };

let testApp: TestApp;
let ids: FixtureIds;
let routes: RegisteredRoute[];
let snapshot: DatabaseSnapshot;
const tokens = new Map<Role, string>();
let sent = 0;
const started = performance.now();

beforeAll(async () => {
  testApp = await buildTestApp({
    rateLimit: {
      login: UNLIMITED,
      loginPerAddress: UNLIMITED,
      loginPerAccount: UNLIMITED,
      register: UNLIMITED,
      passwordChange: UNLIMITED,
      calendarFeed: UNLIMITED,
    },
    // An injected GET /api/live answers when its stream ends.
    liveMaxStreamMs: 50,
  });
  ids = await loadFixtureIds(testApp.database);
  routes = listApiRoutes(testApp.app);
  // Tokens first, so that restoring the snapshot keeps them (and brings back one a logout revoked).
  for (const role of ROLES) if (role !== 'guest') tokens.set(role, await testApp.loginAs(role));
  // Another user's upload (manager is none of the roles), which photo fields are pointed at.
  await testApp.database.db.insert(uploads).values({
    ownerId: ids.user('manager'),
    purpose: 'course_photo',
    smallUrl: FOREIGN_UPLOAD.small,
    largeUrl: FOREIGN_UPLOAD.large,
    originalUrl: FOREIGN_UPLOAD.original,
  });
  snapshot = await snapshotDatabase(testApp.database);
});
afterAll(async () => {
  console.info(`hostile input: ${sent} requests in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  await testApp?.close();
});

/** The guest, stopped by the guard on most routes, sends every query; the signed-in roles split them. */
function requestsFor(route: RegisteredRoute, role: Role): HostileRequest[] {
  const source = { app: testApp.app, routes, ids };
  if (role === 'guest') return hostileRequests(source, route, role, 0, 1);
  return hostileRequests(source, route, role, ROLES.indexOf(role), ROLES.length - 1);
}

async function send(
  route: RegisteredRoute,
  request: HostileRequest,
  role: Role,
): Promise<LightMyRequestResponse> {
  const headers: Record<string, string> = {};
  const token = tokens.get(role);
  if (request.authorization !== undefined) headers.authorization = request.authorization;
  else if (token) headers.authorization = `Bearer ${token}`;
  if (request.payload !== undefined) headers['content-type'] = request.contentType ?? 'application/json';
  sent += 1;
  return testApp.app.inject({
    method: route.method as 'GET',
    url: request.url,
    headers,
    ...(request.payload === undefined ? {} : { payload: request.payload }),
  });
}

/** The route whose accepted calls change user_permissions by design (PUT {permission_ids}). */
const GRANTS_PERMISSIONS = 'PUT /api/admin/users/:id/permissions';

async function adminIds(): Promise<number[]> {
  const rows = await testApp.database.db.select({ id: users.id }).from(users).where(eq(users.isAdmin, true));
  return rows.map((row) => row.id).sort();
}

/** Sends the route its hostile requests as `role`; returns what went wrong (5xx, data changed by a refusal). */
async function attack(route: RegisteredRoute, role: Role, admins: number[]): Promise<string[]> {
  const failures: string[] = [];
  const refused: HostileRequest[] = [];
  let accepted = false;
  for (const request of requestsFor(route, role)) {
    const response = await send(route, request, role);
    const what = `${route.method} ${route.url} with ${request.name} -> ${response.statusCode}`;
    if (response.statusCode >= 500) failures.push(`${what} ${response.body.slice(0, 200)}`);
    else if (response.statusCode >= 400) refused.push(request);
    else if (request.mustRefuse) {
      failures.push(`${what}: accepted a body that names a file the actor did not upload`);
      await snapshot.restore();
    } else if (route.method !== 'GET') {
      // Accepted: whatever it changed, it made nobody admin and granted nothing; then it is undone.
      expect(await adminIds(), what).toEqual(admins);
      const restored = await snapshot.restore();
      // Granting is the purpose of one route (admins and grant_permission holders); no other may grant.
      if (`${route.method} ${route.url}` !== GRANTS_PERMISSIONS) {
        expect(restored, what).not.toContain('user_permissions');
      }
      accepted = true;
    }
  }
  // With accepted calls undone in between, send the refused ones again from clean data to judge them alone.
  if (accepted) for (const request of refused) await send(route, request, role);
  const changed = changedTables(snapshot.digest, await digestDatabase(testApp.database));
  if (changed.length > 0) {
    failures.push(`${route.method} ${route.url}: refused requests changed ${changed.join(', ')}`);
    await snapshot.restore();
  }
  return failures;
}

describe('every /api route under hostile input', () => {
  it('finds the routes from the app', () => {
    expect(routes.length).toBeGreaterThanOrEqual(8);
    expect(routes).toContainEqual({ method: 'POST', url: '/api/register' });
  });

  // Routes are only known once the app is built, so each cell walks them all for its role.
  it.each(ROLES.map((role) => ({ role })))(
    'as $role: no 5xx, and a refused request changes nothing',
    async ({ role }) => {
      const admins = await adminIds();
      const failures: string[] = [];
      for (const route of routes) failures.push(...(await attack(route, role, admins)));
      expect(failures).toEqual([]);
    },
    CELL_TIMEOUT_MS,
  );
});

describe('privileged fields in a body', () => {
  it('register ignores is_admin, permissions and a role: the new user is a plain member', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/register',
      payload: {
        ...validBody({ app: testApp.app, routes, ids }, { method: 'POST', url: '/api/register' }, 'guest'),
        ...PRIVILEGED_FIELDS,
      },
    });
    try {
      expect(response.statusCode, response.body).toBe(201);
      const created = response.json<{
        data: { user: { id: number; is_admin: boolean; permissions: unknown[] } };
      }>().data.user;
      expect(created).toMatchObject({ is_admin: false, permissions: [] });
      const [row] = await testApp.database.db.select().from(users).where(eq(users.id, created.id));
      expect(row?.isAdmin).toBe(false);
      const granted = await testApp.database.db
        .select()
        .from(userPermissions)
        .where(eq(userPermissions.userId, created.id));
      expect(granted).toEqual([]);
      const memberships = await testApp.database.db
        .select({ role: organizationUsers.role })
        .from(organizationUsers)
        .where(eq(organizationUsers.userId, created.id));
      expect(memberships).toEqual([{ role: 'member' }]);
    } finally {
      await snapshot.restore();
    }
  });

  it('PUT /api/profile ignores is_admin and an id: the student stays a student, other users untouched', async () => {
    const before = await digestDatabase(testApp.database);
    const response = await testApp.app.inject({
      method: 'PUT',
      url: '/api/profile',
      headers: { authorization: `Bearer ${tokens.get('student')}` },
      payload: {
        ...validBody({ app: testApp.app, routes, ids }, { method: 'PUT', url: '/api/profile' }, 'student'),
        ...PRIVILEGED_FIELDS,
      },
    });
    try {
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json<{ data: { id: number; is_admin: boolean } }>().data).toMatchObject({
        id: ids.user('student'),
        is_admin: false,
      });
      expect(await adminIds()).toEqual([ids.user('admin')]);
      // Only the users table changed: the privileged id, user_id and owner_id (1) reached no other row.
      expect(changedTables(before, await digestDatabase(testApp.database))).toEqual(['users']);
      const [admin] = await testApp.database.db
        .select()
        .from(users)
        .where(eq(users.id, ids.user('admin')));
      expect(admin?.firstName).not.toBe('Matrix');
    } finally {
      await snapshot.restore();
    }
  });
});
