import type { Group, GroupCandidate, GroupMember, GroupMembershipChange } from '@campus/sdk';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { groupCoordinators, groupUsers } from '../../db/schema.js';
import { type FixtureIds, loadFixtureIds } from '../../testing/fixture-ids.js';
import { envelope } from '../../testing/http.js';
import { buildTestApp, type TestApp } from '../../testing/test-app.js';
import { callAs } from './test-helpers.js';

let t: TestApp;
let ids: FixtureIds;

beforeAll(async () => {
  t = await buildTestApp();
  ids = await loadFixtureIds(t.database);
});
afterAll(() => t?.close());

/** A new group of the demo coordinator, with the given members. */
async function groupWith(name: string, members: string[] = []): Promise<number> {
  const created = await callAs(t, 'coordinator', 'POST', '/api/groups', { name });
  const id = envelope<Group>(created).data.id;
  if (members.length > 0) {
    await t.database.db.insert(groupUsers).values(members.map((u) => ({ groupId: id, userId: ids.user(u) })));
  }
  return id;
}

async function membersOf(groupId: number, table: typeof groupUsers | typeof groupCoordinators) {
  const rows = await t.database.db
    .select({ userId: table.userId })
    .from(table)
    .where(eq(table.groupId, groupId));
  return rows.map((row) => row.userId).sort((a, b) => a - b);
}

const sorted = (list: number[]) => [...list].sort((a, b) => a - b);

describe('POST and DELETE /api/groups/{id}/users', () => {
  it('adds members, skips those already there, and answers the count and the group', async () => {
    const id = await groupWith('Bulk Add', ['student']);
    const response = await callAs(t, 'coordinator', 'POST', `/api/groups/${id}/users`, {
      user_ids: [
        ids.user('student'),
        ids.user('emma.wilson'),
        ids.user('liam.nguyen'),
        ids.user('emma.wilson'),
      ],
    });
    expect(response.statusCode).toBe(200);
    const change = envelope<GroupMembershipChange>(response).data;
    expect(change.changed).toBe(2);
    expect(change.group.users_count).toBe(3);
    expect(change.group.users?.map((user) => user.username).sort()).toEqual([
      'emma.wilson',
      'liam.nguyen',
      'student',
    ]);
    expect(await membersOf(id, groupUsers)).toEqual(
      sorted([ids.user('student'), ids.user('emma.wilson'), ids.user('liam.nguyen')]),
    );
  });

  it.each([
    ['an admin', () => ids.user('admin'), 'Administrators cannot be added to a group'],
    ['an unknown id', () => 2_000_000, 'Some of the selected users do not exist'],
  ])('refuses %s with 422 on user_ids and adds nobody', async (_name, badId, message) => {
    const id = await groupWith(`Refuse ${message}`);
    const response = await callAs(t, 'coordinator', 'POST', `/api/groups/${id}/users`, {
      user_ids: [ids.user('student'), badId()],
    });
    expect(response.statusCode).toBe(422);
    expect(envelope(response).errors).toEqual({ user_ids: [message] });
    expect(await membersOf(id, groupUsers)).toEqual([]);
  });

  it('answers 422 for an empty selection', async () => {
    const id = await groupWith('Empty Selection');
    const response = await callAs(t, 'coordinator', 'POST', `/api/groups/${id}/users`, { user_ids: [] });
    expect(response.statusCode).toBe(422);
    expect(envelope(response).errors).toEqual({ user_ids: ['Please select at least one user'] });
  });

  it('removes members and ignores ids that are not members', async () => {
    const id = await groupWith('Bulk Remove', ['student', 'emma.wilson']);
    const response = await callAs(t, 'coordinator', 'DELETE', `/api/groups/${id}/users`, {
      user_ids: [ids.user('student'), ids.user('noah.smith')],
    });
    expect(response.statusCode).toBe(200);
    expect(envelope<GroupMembershipChange>(response).data.changed).toBe(1);
    expect(await membersOf(id, groupUsers)).toEqual([ids.user('emma.wilson')]);
  });

  it('refuses a member and a coordinator of another group (403) and changes nothing', async () => {
    const robotics = ids.group('Robotics Club');
    const before = await membersOf(robotics, groupUsers);
    for (const [username, method] of [
      ['student', 'POST'],
      ['coordinator', 'POST'],
      ['coordinator', 'DELETE'],
    ] as const) {
      const response = await callAs(t, username, method, `/api/groups/${robotics}/users`, {
        user_ids: [ids.user('emma.wilson'), ids.user('noah.smith')],
      });
      expect(response.statusCode).toBe(403);
    }
    expect(await membersOf(robotics, groupUsers)).toEqual(before);
  });

  it('lets an admin manage the members of any group', async () => {
    const robotics = ids.group('Robotics Club');
    const response = await callAs(t, 'admin', 'POST', `/api/groups/${robotics}/users`, {
      user_ids: [ids.user('liam.nguyen')],
    });
    expect(envelope<GroupMembershipChange>(response).data.changed).toBe(1);
  });
});

describe('POST and DELETE /api/groups/{id}/coordinators', () => {
  it('adds and removes coordinators; a new coordinator may then manage the group', async () => {
    const id = await groupWith('Co-run');
    const added = await callAs(t, 'coordinator', 'POST', `/api/groups/${id}/coordinators`, {
      user_ids: [ids.user('teacher')],
    });
    expect(envelope<GroupMembershipChange>(added).data).toMatchObject({
      changed: 1,
      group: { coordinators_count: 2 },
    });
    expect((await callAs(t, 'teacher', 'PUT', `/api/groups/${id}`, { name: 'Co-run 2' })).statusCode).toBe(
      200,
    );

    const removed = await callAs(t, 'coordinator', 'DELETE', `/api/groups/${id}/coordinators`, {
      user_ids: [ids.user('teacher')],
    });
    expect(envelope<GroupMembershipChange>(removed).data.changed).toBe(1);
    expect((await callAs(t, 'teacher', 'PUT', `/api/groups/${id}`, { name: 'Co-run 3' })).statusCode).toBe(
      403,
    );
  });

  it('refuses an admin as coordinator (422) and a member adding coordinators (403)', async () => {
    const id = await groupWith('No Admin Coordinators', ['student']);
    const admin = await callAs(t, 'coordinator', 'POST', `/api/groups/${id}/coordinators`, {
      user_ids: [ids.user('admin')],
    });
    expect(envelope(admin).errors).toEqual({ user_ids: ['Administrators cannot be added to a group'] });
    const member = await callAs(t, 'student', 'POST', `/api/groups/${id}/coordinators`, {
      user_ids: [ids.user('student')],
    });
    expect(member.statusCode).toBe(403);
    expect(await membersOf(id, groupCoordinators)).toEqual([ids.user('coordinator')]);
  });
});

describe('PUT /api/groups/{id}/users/{userId}', () => {
  it('adds one member idempotently and answers the member row', async () => {
    const id = await groupWith('One By One');
    for (let i = 0; i < 2; i++) {
      const response = await callAs(
        t,
        'coordinator',
        'PUT',
        `/api/groups/${id}/users/${ids.user('emma.wilson')}`,
      );
      expect(response.statusCode).toBe(200);
      expect(envelope<GroupMember>(response).data).toEqual({
        id: ids.user('emma.wilson'),
        username: 'emma.wilson',
        first_name: 'Emma',
        middle_name: null,
        last_name: 'Wilson',
        gender: 'female',
        is_student: true,
        school_grade: '8',
      });
    }
    expect(await membersOf(id, groupUsers)).toEqual([ids.user('emma.wilson')]);
  });

  it('answers 404 for an unknown user, 422 for an admin, 403 for a member', async () => {
    const id = await groupWith('One By One Denials', ['student']);
    expect((await callAs(t, 'coordinator', 'PUT', `/api/groups/${id}/users/2000000`)).statusCode).toBe(404);
    const admin = await callAs(t, 'coordinator', 'PUT', `/api/groups/${id}/users/${ids.user('admin')}`);
    expect(admin.statusCode).toBe(422);
    const member = await callAs(t, 'student', 'PUT', `/api/groups/${id}/users/${ids.user('noah.smith')}`);
    expect(member.statusCode).toBe(403);
    expect(await membersOf(id, groupUsers)).toEqual([ids.user('student')]);
  });
});

describe('GET /api/groups/{id}/available-users and /available-coordinators', () => {
  const usernames = (list: GroupCandidate[]) => list.map((candidate) => candidate.username);

  it("offers a coordinator the people of the groups they coordinate, minus this group's members", async () => {
    const science = ids.group('Grade 8 Science');
    const id = await groupWith('Pick From Science', ['student']);
    const response = await callAs(t, 'coordinator', 'GET', `/api/groups/${id}/available-users`);
    expect(response.statusCode).toBe(200);
    const candidates = envelope<GroupCandidate[]>(response).data;
    // Grade 8 Science's members and its coordinator, minus student (already a member); by last name.
    expect(usernames(candidates)).toEqual(['coordinator', 'ava.johnson', 'liam.nguyen', 'emma.wilson']);
    const ava = candidates.find((candidate) => candidate.username === 'ava.johnson');
    expect(ava).toMatchObject({ school_grade: '7', is_student: true });
    // The source groups are the coordinator's own groups the candidate is in: never Robotics Club.
    expect(ava?.groups).toEqual([{ id: science, name: 'Grade 8 Science' }]);
    expect(response.body).not.toMatch(/email|password/);
  });

  it('offers coordinators everyone but the current coordinators', async () => {
    const id = await groupWith('Pick Coordinators', ['student']);
    const response = await callAs(t, 'coordinator', 'GET', `/api/groups/${id}/available-coordinators`);
    expect(usernames(envelope<GroupCandidate[]>(response).data)).toEqual([
      'ava.johnson',
      'liam.nguyen',
      'student',
      'emma.wilson',
    ]);
  });

  it('offers an admin every non-admin who is not yet a member, with their groups', async () => {
    const robotics = ids.group('Robotics Club');
    const response = await callAs(t, 'admin', 'GET', `/api/groups/${robotics}/available-users`);
    const candidates = envelope<GroupCandidate[]>(response).data;
    const names = usernames(candidates);
    expect(names).not.toContain('admin');
    expect(names).not.toContain('noah.smith');
    expect(names).toEqual(
      expect.arrayContaining(['teacher', 'jchen', 'manager', 'emma.wilson', 'lucas.kim']),
    );
    const lastNames = candidates.map((candidate) => candidate.last_name);
    expect(lastNames).toEqual(
      [...lastNames].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })),
    );
    const lucas = candidates.find((candidate) => candidate.username === 'lucas.kim');
    expect(lucas?.groups.map((group) => group.name)).toEqual(['Hillcrest SAT Prep']);
  });

  it('refuses a member and a coordinator of another group with 403', async () => {
    const robotics = ids.group('Robotics Club');
    for (const username of ['student', 'coordinator']) {
      for (const list of ['available-users', 'available-coordinators']) {
        expect((await callAs(t, username, 'GET', `/api/groups/${robotics}/${list}`)).statusCode).toBe(403);
      }
    }
  });
});
