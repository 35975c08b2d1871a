import { VALIDATION_MESSAGES as M, PERMISSION_KEYS, type PermissionWithCount, type User } from '@campus/sdk';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { permissions, userPermissions } from '../../db/schema.js';
import { countQueries } from '../../testing/count-queries.js';
import { type FixtureIds, loadFixtureIds } from '../../testing/fixture-ids.js';
import { bearer, envelope } from '../../testing/http.js';
import { buildTestApp, type TestApp } from '../../testing/test-app.js';
import { ADMIN_USER_MESSAGES } from './service.js';

// PUT /admin/users/{id}/permissions and GET /admin/permissions. The app keeps its actor cache on (as in
// production), so "the next request" proves app.invalidateUser ran: a cached actor would keep the old keys.

let t: TestApp;
let ids: FixtureIds;

beforeAll(async () => {
  t = await buildTestApp();
  ids = await loadFixtureIds(t.database);
});
afterAll(() => t?.close());

async function grant(token: string, userId: number, keys: readonly string[]) {
  return t.app.inject({
    method: 'PUT',
    url: `/api/admin/users/${userId}/permissions`,
    headers: bearer(token),
    payload: { permission_ids: keys.map((key) => ids.permission(key)) },
  });
}

async function keysOf(userId: number): Promise<string[]> {
  const rows = await t.database.db
    .select({ key: permissions.key })
    .from(userPermissions)
    .innerJoin(permissions, eq(permissions.id, userPermissions.permissionId))
    .where(eq(userPermissions.userId, userId));
  return rows.map((row) => row.key).sort();
}

const eventForm = (title: string) => ({
  title,
  description: '<p>A test</p>',
  date: '2031-05-01',
  event_start_time: '10:00',
  event_end_time: '12:00',
  location: 'Gym',
  status: 'draft',
});

describe('PUT /api/admin/users/{id}/permissions', () => {
  it('replaces the list and answers the user; create_event works on the very next request, and stops after revoke', async () => {
    const admin = await t.loginAs('admin');
    const student = await t.loginAs('student');
    const studentId = ids.user('student');
    const create = (title: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/events',
        headers: bearer(student),
        payload: eventForm(title),
      });
    // Cached as an actor without create_event.
    expect((await create('Before the grant')).statusCode).toBe(403);

    const granted = await grant(admin, studentId, ['create_event', 'view_user', 'create_event']);
    expect(granted.statusCode, granted.body).toBe(200);
    const body = envelope<User>(granted);
    expect(body.message).toBe(ADMIN_USER_MESSAGES.permissionsUpdated);
    expect(body.data.id).toBe(studentId);
    expect(body.data.permissions.map((p) => p.key)).toEqual(['create_event', 'view_user']);
    expect(await keysOf(studentId)).toEqual(['create_event', 'view_user']);
    expect((await create('After the grant')).statusCode).toBe(201);

    // Replacing: view_user only.
    expect((await grant(admin, studentId, ['view_user'])).statusCode).toBe(200);
    expect(await keysOf(studentId)).toEqual(['view_user']);
    expect((await create('After the revoke')).statusCode).toBe(403);

    expect((await grant(admin, studentId, [])).statusCode).toBe(200);
    expect(await keysOf(studentId)).toEqual([]);
  });

  it('lets a grant_permission holder grant; without it, 403, on the next request after it is taken away', async () => {
    const admin = await t.loginAs('admin');
    const manager = await t.loginAs('manager');
    const target = ids.user('parent');
    expect((await grant(manager, target, ['view_user'])).statusCode).toBe(403);
    expect((await grant(admin, ids.user('manager'), ['grant_permission'])).statusCode).toBe(200);
    const byHolder = await grant(manager, target, ['view_user', 'edit_user']);
    expect(byHolder.statusCode, byHolder.body).toBe(200);
    expect(await keysOf(target)).toEqual(['edit_user', 'view_user']);
    expect((await grant(admin, ids.user('manager'), ['view_management', 'assign_manager'])).statusCode).toBe(
      200,
    );
    expect((await grant(manager, target, [])).statusCode).toBe(403);
    expect(await keysOf(target)).toEqual(['edit_user', 'view_user']);
  });

  it('refuses an unknown permission id (422 on permission_ids) and changes nothing', async () => {
    const admin = await t.loginAs('admin');
    const teacher = ids.user('teacher');
    const before = await keysOf(teacher);
    for (const permission_ids of [[ids.permission('view_user'), 999_999], [0], ['x'], [-1]]) {
      const response = await t.app.inject({
        method: 'PUT',
        url: `/api/admin/users/${teacher}/permissions`,
        headers: bearer(admin),
        payload: { permission_ids },
      });
      expect(response.statusCode, JSON.stringify(permission_ids)).toBe(422);
      expect(
        envelope(response).errors?.permission_ids ?? envelope(response).errors?.['permission_ids.0'],
      ).toBeDefined();
    }
    const unknown = await grant(admin, teacher, []);
    expect(unknown.statusCode).toBe(200);
    // Put the teacher's keys back, then check the message of an unknown id exactly.
    await t.app.inject({
      method: 'PUT',
      url: `/api/admin/users/${teacher}/permissions`,
      headers: bearer(admin),
      payload: { permission_ids: before.map((key) => ids.permission(key)) },
    });
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/users/${teacher}/permissions`,
      headers: bearer(admin),
      payload: { permission_ids: [ids.permission('view_user'), 999_999] },
    });
    expect(envelope(response).errors?.permission_ids).toEqual([M.permissionUnknown]);
    expect(await keysOf(teacher)).toEqual(before);
    const missingBody = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/users/${teacher}/permissions`,
      headers: bearer(admin),
      payload: {},
    });
    expect(missingBody.statusCode).toBe(422);
  });

  it("answers 404 'User not found' for a missing user, 401 for guests, 403 for the others", async () => {
    const missing = await grant(await t.loginAs('admin'), 999_999, ['view_user']);
    expect(missing.statusCode).toBe(404);
    expect(envelope(missing).message).toBe('User not found');
    for (const who of ['owner', 'teacher', 'coordinator', 'student', 'parent']) {
      expect((await grant(await t.loginAs(who), ids.user(who), ['view_user'])).statusCode, who).toBe(403);
      expect((await grant(await t.loginAs(who), ids.user('hcarter'), ['view_user'])).statusCode, who).toBe(
        403,
      );
    }
    const guest = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/users/${ids.user('student')}/permissions`,
      payload: { permission_ids: [] },
    });
    expect(guest.statusCode).toBe(401);
  });
});

describe('GET /api/admin/permissions', () => {
  it('lists every permission in the order of the spec with how many people hold it', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/admin/permissions',
      headers: bearer(await t.loginAs('admin')),
    });
    expect(response.statusCode).toBe(200);
    const list = envelope<PermissionWithCount[]>(response).data;
    expect(list.map((p) => p.key)).toEqual([...PERMISSION_KEYS]);
    const held = await t.database.db.select().from(userPermissions);
    for (const permission of list) {
      expect(permission.user_count, permission.key).toBe(
        held.filter((row) => row.permissionId === permission.id).length,
      );
      expect(permission.label).not.toBe('');
    }
    expect(list.find((p) => p.key === 'create_course')?.user_count).toBeGreaterThan(0);
  });

  it('opens to view_permission holders, on their next request, and to nobody else', async () => {
    const coordinator = await t.loginAs('coordinator');
    const read = () =>
      t.app.inject({ method: 'GET', url: '/api/admin/permissions', headers: bearer(coordinator) });
    expect((await read()).statusCode).toBe(403);
    const keys = await keysOf(ids.user('coordinator'));
    expect(
      (await grant(await t.loginAs('admin'), ids.user('coordinator'), [...keys, 'view_permission']))
        .statusCode,
    ).toBe(200);
    expect((await read()).statusCode).toBe(200);
    for (const who of ['owner', 'teacher', 'student', 'parent', 'manager']) {
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/admin/permissions',
        headers: bearer(await t.loginAs(who)),
      });
      expect(response.statusCode, who).toBe(403);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/permissions' })).statusCode).toBe(401);
  });

  it('is one statement however many people hold permissions', async () => {
    const token = await t.loginAs('admin');
    const counted = async () => {
      // Warm the actor cache first so only the list's statements are counted.
      await t.app.inject({ method: 'GET', url: '/api/user', headers: bearer(token) });
      const { result, count, queries } = await countQueries(t.database, () =>
        t.app.inject({ method: 'GET', url: '/api/admin/permissions', headers: bearer(token) }),
      );
      expect(result.statusCode).toBe(200);
      return { count, queries };
    };
    const before = await counted();
    expect(before.count, before.queries.join('\n')).toBe(1);
  });
});
