import {
  VALIDATION_MESSAGES as M,
  PEOPLE_PICKER_LIMIT,
  type PermissionKey,
  USER_MESSAGES,
  type UserDetail,
  type UserSummary,
} from '@campus/sdk';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueToken } from '../../auth/token-store.js';
import {
  groupCoordinators,
  parentChild,
  permissions,
  userManagers,
  userPermissions,
  users,
} from '../../db/schema.js';
import { countQueries } from '../../testing/count-queries.js';
import { type FixtureIds, loadFixtureIds } from '../../testing/fixture-ids.js';
import { bearer, envelope } from '../../testing/http.js';
import { buildTestApp, type TestApp } from '../../testing/test-app.js';

// The user page (GET /users/{id}), its inline edit and family, and GET /profile: every gate of spec section
// 6, each card's data absent from the answer (not merely hidden) for a viewer who may not see it.

let t: TestApp;
let ids: FixtureIds;
let serial = 0;

beforeAll(async () => {
  t = await buildTestApp();
  ids = await loadFixtureIds(t.database);
});
afterAll(async () => {
  await t?.close();
});

/** A new account holding `keys`, and a token of theirs. */
async function person(keys: PermissionKey[], name = 'Person'): Promise<{ id: number; token: string }> {
  serial += 1;
  const [row] = await t.database.db
    .insert(users)
    .values({
      firstName: name,
      lastName: `Tester${serial}`,
      username: `page.person.${serial}`,
      passwordHash: 'x',
    })
    .returning({ id: users.id });
  if (!row) throw new Error('no user');
  if (keys.length > 0) {
    const rows = await t.database.db
      .select({ id: permissions.id })
      .from(permissions)
      .where(inArray(permissions.key, keys));
    await t.database.db
      .insert(userPermissions)
      .values(rows.map((p) => ({ userId: row.id, permissionId: p.id })));
  }
  return { id: row.id, token: (await issueToken(t.database.db, row.id)).token };
}

async function token(username: string): Promise<string> {
  return t.loginAs(username);
}

function get(url: string, tokenValue: string) {
  return t.app.inject({ method: 'GET', url, headers: bearer(tokenValue) });
}

function put(url: string, tokenValue: string, payload: unknown) {
  return t.app.inject({ method: 'PUT', url, headers: bearer(tokenValue), payload: payload as object });
}

async function page(userId: number, tokenValue: string): Promise<UserDetail> {
  const response = await get(`/api/users/${userId}`, tokenValue);
  expect(response.statusCode, response.body).toBe(200);
  return envelope<UserDetail>(response).data;
}

const usernames = (list: readonly UserSummary[] | undefined) => (list ?? []).map((u) => u.username);
const MANAGEMENT_CARDS = ['manager', 'subordinates', 'assistants', 'groups', 'coordinated_groups'] as const;

describe('GET /api/users/{id}: who may view', () => {
  it('admins, the user, and a parent see the page; others get the spec 403 message', async () => {
    const student = ids.user('student');
    expect((await get(`/api/users/${student}`, await token('admin'))).statusCode).toBe(200);
    expect((await get(`/api/users/${student}`, await token('student'))).statusCode).toBe(200);
    expect((await get(`/api/users/${student}`, await token('parent'))).statusCode).toBe(200);
    for (const viewer of ['teacher', 'coordinator', 'manager', 'owner']) {
      const response = await get(`/api/users/${student}`, await token(viewer));
      expect(response.statusCode, viewer).toBe(403);
      expect(envelope(response).message).toBe('You do not have permission to view this user profile.');
      expect(envelope(response).message).toBe(USER_MESSAGES.viewForbidden);
      expect(response.body).not.toContain('student@');
    }
    // A child does not see their parent's page.
    expect((await get(`/api/users/${ids.user('parent')}`, await token('student'))).statusCode).toBe(403);
  });

  it('view_user holders see anyone; a missing user is 404 User not found', async () => {
    const viewer = await person(['view_user']);
    expect((await get(`/api/users/${ids.user('hcarter')}`, viewer.token)).statusCode).toBe(200);
    const missing = await get('/api/users/2000000', viewer.token);
    expect(missing.statusCode).toBe(404);
    expect(envelope(missing).message).toBe('User not found');
    expect((await get(`/api/users/${ids.user('student')}`, '')).statusCode).toBe(401);
  });
});

describe('GET /api/users/{id}: each card only for those who may see it', () => {
  it('view_user alone: courses taken and family, no management cards, no permissions', async () => {
    const viewer = await person(['view_user']);
    const teacher = await page(ids.user('teacher'), viewer.token);
    for (const card of MANAGEMENT_CARDS) expect(teacher).not.toHaveProperty(card);
    expect(teacher.permissions).toEqual([]);
    expect(teacher.courses_taken).toBeDefined();
    expect(teacher.parents).toEqual([]);
    expect(teacher.can).toEqual({
      edit: false,
      delete: false,
      view_courses_taken: true,
      view_management: false,
      assign_manager: false,
      manage_family: false,
      view_permissions: false,
      grant_permissions: false,
    });
    const student = await page(ids.user('student'), viewer.token);
    expect(usernames(student.parents)).toEqual(['parent']);
    expect(student.courses_taken?.length).toBeGreaterThan(0);
    expect(student.courses_taken?.every((c) => c.status === 'enrolled' || c.status !== undefined)).toBe(true);
  });

  it('view_management and view_permission: the manager, subordinates, tree, groups and permissions', async () => {
    const viewer = await person(['view_user', 'view_management', 'view_permission']);
    const teacher = await page(ids.user('teacher'), viewer.token);
    expect(teacher.manager?.username).toBe('manager');
    expect(usernames(teacher.subordinates)).toEqual(['jchen']);
    expect(teacher.assistants?.map((n) => n.username)).toEqual(['jchen']);
    expect(teacher.groups).toEqual([]);
    expect(teacher.coordinated_groups?.map((g) => g.name)).toEqual(['Robotics Club']);
    expect(teacher.permissions.map((p) => p.key).sort()).toEqual(['create_course', 'create_event']);
    expect(teacher.can).toMatchObject({ view_management: true, view_permissions: true, edit: false });
  });

  it('a parent sees the child, their courses taken and family, but not the management cards', async () => {
    const student = await page(ids.user('student'), await token('parent'));
    for (const card of MANAGEMENT_CARDS) expect(student).not.toHaveProperty(card);
    expect(student.courses_taken?.map((c) => c.name).length).toBeGreaterThan(0);
    expect(usernames(student.parents)).toEqual(['parent']);
    expect(student.can).toMatchObject({ view_courses_taken: true, edit: false, delete: false });
  });

  it("the assistants tree is the manager's whole tree, nested", async () => {
    const manager = await page(ids.user('manager'), await token('admin'));
    expect(usernames(manager.subordinates).sort()).toEqual(['coordinator', 'mlopez', 'teacher']);
    const teacherNode = manager.assistants?.find((n) => n.username === 'teacher');
    expect(teacherNode?.subordinates.map((n) => n.username)).toEqual(['jchen']);
    expect(manager.assistants?.length).toBe(3);
    expect(manager.can).toEqual({
      edit: true,
      delete: true,
      view_courses_taken: true,
      view_management: true,
      assign_manager: true,
      manage_family: true,
      view_permissions: true,
      grant_permissions: true,
    });
  });

  it('a user sees their own management cards and permissions, and may not delete themself', async () => {
    const teacher = await page(ids.user('teacher'), await token('teacher'));
    expect(teacher.manager?.username).toBe('manager');
    expect(teacher.assistants?.map((n) => n.username)).toEqual(['jchen']);
    expect(teacher.permissions.map((p) => p.key).sort()).toEqual(['create_course', 'create_event']);
    expect(teacher.can).toMatchObject({ view_management: true, view_permissions: false, delete: false });
    const admin = await page(ids.user('admin'), await token('admin'));
    expect(admin.can.delete).toBe(false);
  });

  it('GET /api/profile answers the same page for the signed-in user', async () => {
    const response = await get('/api/profile', await token('parent'));
    expect(response.statusCode).toBe(200);
    const profile = envelope<UserDetail>(response).data;
    expect(profile.username).toBe('parent');
    expect(usernames(profile.children).sort()).toEqual(['mia.parker', 'student']);
    expect(profile.courses_taken).toBeDefined();
    expect(profile.can.view_management).toBe(true);
    expect(profile.manager).toBeNull();
  });

  it('runs a constant number of statements, however deep the assistants tree', async () => {
    const admin = await token('admin');
    const leaf = await person([]);
    const top = await person([]);
    // A chain of 25 people below `top`.
    let above = top.id;
    for (let i = 0; i < 25; i += 1) {
      const next = await person([]);
      await t.database.db.insert(userManagers).values({ userId: next.id, managerId: above });
      above = next.id;
    }
    await get(`/api/users/${leaf.id}`, admin); // the token's first use resolves (and caches) the actor
    const small = await countQueries(t.database, () => get(`/api/users/${leaf.id}`, admin));
    const deep = await countQueries(t.database, () => get(`/api/users/${top.id}`, admin));
    expect(deep.result.statusCode).toBe(200);
    let depth = 0;
    let nodes = envelope<UserDetail>(deep.result).data.assistants ?? [];
    while (nodes.length > 0) {
      depth += 1;
      nodes = nodes[0]?.subordinates ?? [];
    }
    expect(depth).toBe(25);
    expect(deep.count).toBe(small.count);
    expect(deep.count).toBeLessThanOrEqual(6);
    expect(deep.queries.filter((q) => /with recursive/i.test(q))).toHaveLength(1);
  });
});

describe('PUT /api/users/{id}/update', () => {
  it('changes only the fields sent; a taken username is 422', async () => {
    const admin = await token('admin');
    const target = await person([]);
    const response = await put(`/api/users/${target.id}/update`, admin, { city: 'Springfield' });
    expect(response.statusCode, response.body).toBe(200);
    const updated = envelope<UserDetail>(response).data;
    expect(updated.city).toBe('Springfield');
    expect(updated.first_name).toBe('Person');
    const taken = await put(`/api/users/${target.id}/update`, admin, { username: 'STUDENT' });
    expect(taken.statusCode).toBe(422);
    expect(envelope(taken).errors?.username).toEqual(['The username has already been taken.']);
    // Keeping one's own username is no clash.
    const own = await put(`/api/users/${target.id}/update`, admin, { username: updated.username });
    expect(own.statusCode).toBe(200);
  });

  it('needs create_user or edit_user: others get 403 and nothing changes', async () => {
    const viewer = await person(['view_user']);
    const target = await person([]);
    const response = await put(`/api/users/${target.id}/update`, viewer.token, { city: 'Nowhere' });
    expect(response.statusCode).toBe(403);
    const [row] = await t.database.db.select({ city: users.city }).from(users).where(eq(users.id, target.id));
    expect(row?.city).toBeNull();
    const editor = await person(['view_user', 'edit_user']);
    expect(
      (await put(`/api/users/${target.id}/update`, editor.token, { city: 'Somewhere' })).statusCode,
    ).toBe(200);
    // create_user without view_user: may edit themself, not others they cannot view.
    const coordinator = await token('coordinator');
    const other = await put(`/api/users/${target.id}/update`, coordinator, { city: 'X' });
    expect(other.statusCode).toBe(403);
    expect(envelope(other).message).toBe(USER_MESSAGES.viewForbidden);
  });

  it('parent_ids replaces only the parents; child_ids only the children', async () => {
    const admin = await token('admin');
    const target = await person([]);
    const [p1, p2, c1] = [await person([]), await person([]), await person([])];
    let detail = envelope<UserDetail>(
      await put(`/api/users/${target.id}/update`, admin, { parent_ids: [p1.id, p2.id] }),
    ).data;
    expect(detail.parents.map((p) => p.id).sort()).toEqual([p1.id, p2.id].sort());
    detail = envelope<UserDetail>(
      await put(`/api/users/${target.id}/update`, admin, { child_ids: [c1.id] }),
    ).data;
    expect(detail.parents).toHaveLength(2);
    expect(detail.children.map((c) => c.id)).toEqual([c1.id]);
    detail = envelope<UserDetail>(
      await put(`/api/users/${target.id}/update`, admin, { parent_ids: [p2.id] }),
    ).data;
    expect(detail.parents.map((p) => p.id)).toEqual([p2.id]);
    expect(detail.children.map((c) => c.id)).toEqual([c1.id]);
  });
});

describe('PUT /api/users/{id}/family-relationships', () => {
  it('replaces both lists', async () => {
    const admin = await token('admin');
    const target = await person([]);
    const [p, c] = [await person([]), await person([])];
    const response = await put(`/api/users/${target.id}/family-relationships`, admin, {
      parent_ids: [p.id],
      child_ids: [c.id],
    });
    expect(response.statusCode, response.body).toBe(200);
    const detail = envelope<UserDetail>(response).data;
    expect(detail.parents.map((u) => u.id)).toEqual([p.id]);
    expect(detail.children.map((u) => u.id)).toEqual([c.id]);
    const cleared = await put(`/api/users/${target.id}/family-relationships`, admin, {
      parent_ids: [],
      child_ids: [],
    });
    expect(envelope<UserDetail>(cleared).data.parents).toEqual([]);
    expect(envelope<UserDetail>(cleared).data.children).toEqual([]);
  });

  it('refuses oneself, both ways, unknown ids and every loop, changing nothing', async () => {
    const admin = await token('admin');
    const [a, b, c] = [await person([]), await person([]), await person([])];
    // a -> b -> c (a parent of b, b parent of c)
    await t.database.db.insert(parentChild).values([
      { parentId: a.id, childId: b.id },
      { parentId: b.id, childId: c.id },
    ]);
    const family = (userId: number, body: object) =>
      put(`/api/users/${userId}/family-relationships`, admin, { parent_ids: [], child_ids: [], ...body });
    const cases: Array<[number, object, string, string]> = [
      [a.id, { parent_ids: [a.id] }, 'parent_ids', M.familySelf],
      [a.id, { child_ids: [a.id] }, 'child_ids', M.familySelf],
      [a.id, { parent_ids: [b.id], child_ids: [b.id] }, 'parent_ids', M.familyBothWays],
      [a.id, { parent_ids: [c.id], child_ids: [b.id] }, 'parent_ids', M.familyLoop],
      [a.id, { parent_ids: [2_000_000], child_ids: [b.id] }, 'parent_ids', 'Choose people from the list'],
    ];
    for (const [userId, body, field, message] of cases) {
      const response = await family(userId, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(422);
      expect(envelope(response).errors?.[field]).toEqual([message]);
    }
    // Through the inline edit: c as a's parent (a is c's grandparent), and a as c's child.
    const loop1 = await put(`/api/users/${a.id}/update`, admin, { parent_ids: [c.id] });
    expect(loop1.statusCode).toBe(422);
    expect(envelope(loop1).errors?.parent_ids).toEqual([M.familyLoop]);
    const loop2 = await put(`/api/users/${c.id}/update`, admin, { child_ids: [a.id] });
    expect(loop2.statusCode).toBe(422);
    expect(envelope(loop2).errors?.child_ids).toEqual([M.familyLoop]);
    const rows = await t.database.db
      .select()
      .from(parentChild)
      .where(inArray(parentChild.parentId, [a.id, b.id, c.id]));
    expect(rows).toHaveLength(2);
  });

  it('a non-admin picks only members of the groups they coordinate', async () => {
    const coordinator = await token('coordinator');
    const me = ids.user('coordinator');
    const ok = await put(`/api/users/${me}/update`, coordinator, { child_ids: [ids.user('emma.wilson')] });
    expect(ok.statusCode, ok.body).toBe(200);
    const outside = await put(`/api/users/${me}/update`, coordinator, { child_ids: [ids.user('hcarter')] });
    expect(outside.statusCode).toBe(422);
    expect(envelope(outside).errors?.child_ids).toEqual([M.familyNotAllowed]);
    const unknown = await put(`/api/users/${me}/family-relationships`, coordinator, {
      parent_ids: [2_000_000],
      child_ids: [],
    });
    expect(unknown.statusCode).toBe(422);
    expect(envelope(unknown).errors?.parent_ids).toEqual([M.familyNotAllowed]);
    // An editor who may view others and coordinates Grade 8 Science: the same limit on another user's page.
    const editor = await person(['view_user', 'edit_user']);
    await t.database.db
      .insert(groupCoordinators)
      .values({ groupId: ids.group('Grade 8 Science'), userId: editor.id });
    const target = await person([]);
    const allowed = await put(`/api/users/${target.id}/family-relationships`, editor.token, {
      parent_ids: [ids.user('ava.johnson')],
      child_ids: [],
    });
    expect(allowed.statusCode, allowed.body).toBe(200);
    const refused = await put(`/api/users/${target.id}/family-relationships`, editor.token, {
      parent_ids: [ids.user('ava.johnson'), ids.user('lucas.kim')],
      child_ids: [],
    });
    expect(refused.statusCode).toBe(422);
    expect(envelope(refused).errors?.parent_ids).toEqual([M.familyNotAllowed]);
    await put(`/api/users/${me}/update`, await token('admin'), { child_ids: [] });
  });

  it('needs edit rights', async () => {
    const response = await put(
      `/api/users/${ids.user('student')}/family-relationships`,
      await token('parent'),
      {
        parent_ids: [],
        child_ids: [],
      },
    );
    expect(response.statusCode).toBe(403);
    const [row] = await t.database.db
      .select()
      .from(parentChild)
      .where(eq(parentChild.childId, ids.user('student')));
    expect(row?.parentId).toBe(ids.user('parent'));
  });
});

describe('GET /api/users/{id}/family-candidates', () => {
  it('admins: anyone but the user, at most 50, with a search', async () => {
    const admin = await token('admin');
    const student = ids.user('student');
    const response = await get(`/api/users/${student}/family-candidates`, admin);
    expect(response.statusCode).toBe(200);
    const people = envelope<UserSummary[]>(response).data;
    expect(people.length).toBeGreaterThan(10);
    expect(people.length).toBeLessThanOrEqual(PEOPLE_PICKER_LIMIT);
    expect(people.map((p) => p.id)).not.toContain(student);
    expect(people.map((p) => p.username)).toContain('admin');
    const searched = envelope<UserSummary[]>(
      await get(`/api/users/${student}/family-candidates?search=WILS`, admin),
    );
    expect(searched.data.map((p) => p.username).sort()).toEqual(['dwilson', 'emma.wilson']);
    const wild = envelope<UserSummary[]>(
      await get(`/api/users/${student}/family-candidates?search=%25`, admin),
    );
    expect(wild.data).toEqual([]);
  });

  it("others with edit rights: only their groups' members; without edit rights 403", async () => {
    const me = ids.user('coordinator');
    const response = await get(`/api/users/${me}/family-candidates`, await token('coordinator'));
    expect(response.statusCode).toBe(200);
    expect(
      envelope<UserSummary[]>(response)
        .data.map((p) => p.username)
        .sort(),
    ).toEqual(['ava.johnson', 'emma.wilson', 'liam.nguyen', 'student']);
    const teacher = await get(`/api/users/${ids.user('teacher')}/family-candidates`, await token('teacher'));
    expect(teacher.statusCode).toBe(403);
  });

  it('caps the list at 50', async () => {
    for (let i = 0; i < 55; i += 1) await person([], 'Many');
    const response = await get(
      `/api/users/${ids.user('student')}/family-candidates?search=Many`,
      await token('admin'),
    );
    expect(envelope<UserSummary[]>(response).data).toHaveLength(PEOPLE_PICKER_LIMIT);
  });
});
