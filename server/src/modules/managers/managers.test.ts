import {
  type AssistantNode,
  VALIDATION_MESSAGES as M,
  type ManagerAssignment,
  type ManagerHierarchy,
  type Paged,
  PEOPLE_PICKER_LIMIT,
  type UserSummary,
} from '@campus/sdk';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userManagers, users } from '../../db/schema.js';
import { countQueries } from '../../testing/count-queries.js';
import { type FixtureIds, loadFixtureIds } from '../../testing/fixture-ids.js';
import { bearer, envelope } from '../../testing/http.js';
import { buildTestApp, type TestApp } from '../../testing/test-app.js';

// Spec section 7 "Managers and users": demo manager manages teacher, coordinator and mlopez; teacher manages
// jchen. The manager holds view_management and assign_manager.

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

async function person(): Promise<number> {
  serial += 1;
  const [row] = await t.database.db
    .insert(users)
    .values({
      firstName: 'Chain',
      lastName: `Link${serial}`,
      username: `mgr.person.${serial}`,
      passwordHash: 'x',
    })
    .returning({ id: users.id });
  if (!row) throw new Error('no user');
  return row.id;
}

function call(method: 'GET' | 'POST' | 'DELETE', url: string, tokenValue: string, payload?: object) {
  return t.app.inject({ method, url, headers: bearer(tokenValue), ...(payload ? { payload } : {}) });
}

async function managerOf(userId: number): Promise<number | null> {
  const [row] = await t.database.db.select().from(userManagers).where(eq(userManagers.userId, userId));
  return row?.managerId ?? null;
}

const names = (list: readonly UserSummary[]) => list.map((u) => u.username);

describe('GET /api/user-managers', () => {
  it('pages who reports to whom for view_management holders, in two statements', async () => {
    const manager = await t.loginAs('manager');
    await call('GET', '/api/user-managers', manager);
    const counted = await countQueries(t.database, () =>
      call('GET', '/api/user-managers?per_page=2', manager),
    );
    expect(counted.result.statusCode).toBe(200);
    expect(counted.count).toBe(2);
    const all = envelope<Paged<ManagerAssignment>>(
      await call('GET', '/api/user-managers?per_page=100', manager),
    ).data;
    const pairs = all.data.map((row) => `${row.user.username}>${row.manager.username}`);
    expect(pairs).toEqual(
      expect.arrayContaining(['teacher>manager', 'coordinator>manager', 'jchen>teacher']),
    );
    expect(all.total).toBe(all.data.length);
    const firstPage = envelope<Paged<ManagerAssignment>>(counted.result).data;
    expect(firstPage.data).toHaveLength(2);
    expect(firstPage.last_page).toBe(Math.ceil(all.total / 2));
    expect((await call('GET', '/api/user-managers', await t.loginAs('student'))).statusCode).toBe(403);
  });
});

describe('POST /api/user-managers/assign', () => {
  it('sets and replaces a manager', async () => {
    const manager = await t.loginAs('manager');
    const [a, b, c] = [await person(), await person(), await person()];
    const first = await call('POST', '/api/user-managers/assign', manager, { user_id: a, manager_id: b });
    expect(first.statusCode, first.body).toBe(200);
    expect(envelope(first).data).toEqual({ user_id: a, manager_id: b });
    expect(await managerOf(a)).toBe(b);
    await call('POST', '/api/user-managers/assign', manager, { user_id: a, manager_id: c });
    expect(await managerOf(a)).toBe(c);
  });

  it('refuses oneself, anyone below, and unknown users (422), changing nothing', async () => {
    const admin = await t.loginAs('admin');
    const self = await call('POST', '/api/user-managers/assign', admin, {
      user_id: ids.user('teacher'),
      manager_id: ids.user('teacher'),
    });
    expect(self.statusCode).toBe(422);
    expect(envelope(self).errors?.manager_id).toEqual([M.managerSelf]);
    // jchen reports to teacher, who reports to manager: neither may become manager's manager.
    for (const below of ['teacher', 'jchen']) {
      const loop = await call('POST', '/api/user-managers/assign', admin, {
        user_id: ids.user('manager'),
        manager_id: ids.user(below),
      });
      expect(loop.statusCode, below).toBe(422);
      expect(envelope(loop).errors?.manager_id).toEqual([M.managerLoop]);
    }
    const unknownManager = await call('POST', '/api/user-managers/assign', admin, {
      user_id: ids.user('student'),
      manager_id: 2_000_000,
    });
    expect(unknownManager.statusCode).toBe(422);
    expect(envelope(unknownManager).errors?.manager_id).toEqual([M.managerNotFound]);
    const unknownUser = await call('POST', '/api/user-managers/assign', admin, {
      user_id: 2_000_000,
      manager_id: ids.user('manager'),
    });
    expect(unknownUser.statusCode).toBe(422);
    expect(envelope(unknownUser).errors).toHaveProperty('user_id');
    expect(await managerOf(ids.user('manager'))).toBeNull();
    expect(await managerOf(ids.user('student'))).toBeNull();
  });

  it('needs assign_manager', async () => {
    const response = await call('POST', '/api/user-managers/assign', await t.loginAs('teacher'), {
      user_id: ids.user('jchen'),
      manager_id: ids.user('teacher'),
    });
    expect(response.statusCode).toBe(403);
  });
});

describe('DELETE /api/user-managers/{id}/manager', () => {
  it('removes the manager; 404 when there is none or no such user', async () => {
    const manager = await t.loginAs('manager');
    const [a, b] = [await person(), await person()];
    await t.database.db.insert(userManagers).values({ userId: a, managerId: b });
    const removed = await call('DELETE', `/api/user-managers/${a}/manager`, manager);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(await managerOf(a)).toBeNull();
    expect((await call('DELETE', `/api/user-managers/${a}/manager`, manager)).statusCode).toBe(404);
    expect((await call('DELETE', '/api/user-managers/2000000/manager', manager)).statusCode).toBe(404);
    const student = await t.loginAs('student');
    expect(
      (await call('DELETE', `/api/user-managers/${ids.user('teacher')}/manager`, student)).statusCode,
    ).toBe(403);
    expect(await managerOf(ids.user('teacher'))).toBe(ids.user('manager'));
  });
});

describe('reading the hierarchy', () => {
  it('subordinates, descendants and hierarchy for view_management holders and the user themself', async () => {
    const manager = await t.loginAs('manager');
    const teacher = await t.loginAs('teacher');
    const subordinates = envelope<UserSummary[]>(
      await call('GET', `/api/user-managers/${ids.user('manager')}/subordinates`, manager),
    ).data;
    expect(names(subordinates).sort()).toEqual(['coordinator', 'mlopez', 'teacher']);
    const tree = envelope<AssistantNode[]>(
      await call('GET', `/api/user-managers/${ids.user('manager')}/descendants`, manager),
    ).data;
    expect(tree.find((n) => n.username === 'teacher')?.subordinates.map((n) => n.username)).toEqual([
      'jchen',
    ]);
    const own = await call('GET', `/api/user-managers/${ids.user('teacher')}/hierarchy`, teacher);
    expect(own.statusCode).toBe(200);
    const hierarchy = envelope<ManagerHierarchy>(own).data;
    expect(hierarchy.user.username).toBe('teacher');
    expect(names(hierarchy.managers)).toEqual(['manager']);
    expect(hierarchy.assistants.map((n) => n.username)).toEqual(['jchen']);
    const jchen = envelope<ManagerHierarchy>(
      await call('GET', `/api/user-managers/${ids.user('jchen')}/hierarchy`, manager),
    ).data;
    expect(names(jchen.managers)).toEqual(['teacher', 'manager']);
    expect(jchen.assistants).toEqual([]);
  });

  it('others get 403; a missing user 404', async () => {
    const teacher = await t.loginAs('teacher');
    for (const part of ['subordinates', 'descendants', 'hierarchy']) {
      const response = await call('GET', `/api/user-managers/${ids.user('manager')}/${part}`, teacher);
      expect(response.statusCode, part).toBe(403);
      const missing = await call('GET', `/api/user-managers/2000000/${part}`, await t.loginAs('manager'));
      expect(missing.statusCode, part).toBe(404);
    }
  });
});

describe('GET /api/user-managers/available-managers/{id}', () => {
  it('everyone but the user and the people below them, by last name, at most 50', async () => {
    const manager = await t.loginAs('manager');
    const response = await call(
      'GET',
      `/api/user-managers/available-managers/${ids.user('manager')}`,
      manager,
    );
    expect(response.statusCode).toBe(200);
    const people = envelope<UserSummary[]>(response).data;
    for (const excluded of ['manager', 'teacher', 'coordinator', 'mlopez', 'jchen']) {
      expect(names(people)).not.toContain(excluded);
    }
    expect(names(people)).toContain('student');
    expect(people.length).toBeLessThanOrEqual(PEOPLE_PICKER_LIMIT);
    const lastNames = people.map((p) => p.last_name);
    expect(lastNames).toEqual([...lastNames].sort((x, y) => (x < y ? -1 : x > y ? 1 : 0)));
    const searched = envelope<UserSummary[]>(
      await call('GET', `/api/user-managers/available-managers/${ids.user('jchen')}?search=teach`, manager),
    ).data;
    expect(names(searched)).toEqual(['teacher']);
    expect(
      (
        await call(
          'GET',
          `/api/user-managers/available-managers/${ids.user('jchen')}`,
          await t.loginAs('teacher'),
        )
      ).statusCode,
    ).toBe(403);
  });
});
