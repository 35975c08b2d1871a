import type { Group, GroupDetail } from '@campus/sdk';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  announcements,
  courseGroups,
  courses,
  eventGroups,
  events,
  groupCoordinators,
  groups,
} from '../../db/schema.js';
import { todayInTimeZone } from '../../db/seed/today.js';
import { type FixtureIds, loadFixtureIds } from '../../testing/fixture-ids.js';
import { envelope } from '../../testing/http.js';
import { buildTestApp, type TestApp } from '../../testing/test-app.js';
import { callAs } from './test-helpers.js';

// Demo groups (fixtures/src/demo-groups.ts): coordinator coordinates Grade 8 Science, teacher and jchen
// Robotics Club, owner Parents Association; student is a member of Grade 8 Science and Robotics Club.

let t: TestApp;
let ids: FixtureIds;

beforeAll(async () => {
  t = await buildTestApp();
  ids = await loadFixtureIds(t.database);
});
afterAll(() => t?.close());

const names = (list: Group[]) => list.map((group) => group.name);

describe('GET /api/groups', () => {
  it('lists every group for an admin, with creator and counts', async () => {
    const response = await callAs(t, 'admin', 'GET', '/api/groups');
    expect(response.statusCode).toBe(200);
    const list = envelope<Group[]>(response).data;
    expect(names(list)).toEqual(
      expect.arrayContaining([
        'Grade 8 Science',
        'Robotics Club',
        'Parents Association',
        'Hillcrest SAT Prep',
      ]),
    );
    const robotics = list.find((group) => group.name === 'Robotics Club');
    expect(robotics).toMatchObject({
      users_count: 4,
      coordinators_count: 2,
      creator: { username: 'teacher' },
    });
  });

  it.each([
    ['student', ['Grade 8 Science', 'Robotics Club']],
    ['coordinator', ['Grade 8 Science']],
    ['teacher', ['Robotics Club']],
    ['parent', ['Parents Association']],
    ['manager', []],
  ])('lists for %s only the groups they belong to or coordinate', async (username, expected) => {
    const response = await callAs(t, username, 'GET', '/api/groups');
    expect(names(envelope<Group[]>(response).data)).toEqual(expected);
  });

  it('answers a guest 401', async () => {
    expect((await callAs(t, null, 'GET', '/api/groups')).statusCode).toBe(401);
  });
});

describe('GET /api/groups/user-groups and /coordinated-groups', () => {
  it('lists the groups the user is a member of (not those they coordinate)', async () => {
    const student = await callAs(t, 'student', 'GET', '/api/groups/user-groups');
    expect(names(envelope<Group[]>(student).data)).toEqual(['Grade 8 Science', 'Robotics Club']);
    const coordinator = await callAs(t, 'coordinator', 'GET', '/api/groups/user-groups');
    expect(envelope<Group[]>(coordinator).data).toEqual([]);
  });

  it('lists the coordinated groups with their members and coordinators embedded', async () => {
    const response = await callAs(t, 'teacher', 'GET', '/api/groups/coordinated-groups');
    const [robotics, ...others] = envelope<Group[]>(response).data;
    expect(others).toEqual([]);
    expect(robotics?.name).toBe('Robotics Club');
    expect(robotics?.users?.map((user) => user.username).sort()).toEqual(
      ['ethan.brown', 'noah.smith', 'sofia.garcia', 'student'].sort(),
    );
    expect(robotics?.coordinators?.map((user) => user.username).sort()).toEqual(['jchen', 'teacher']);
    expect(response.body).not.toMatch(/email|password/);
  });

  it('gives an admin only the groups they coordinate, and a member none', async () => {
    expect(envelope<Group[]>(await callAs(t, 'admin', 'GET', '/api/groups/coordinated-groups')).data).toEqual(
      [],
    );
    expect(
      envelope<Group[]>(await callAs(t, 'student', 'GET', '/api/groups/coordinated-groups')).data,
    ).toEqual([]);
  });
});

describe('POST /api/groups', () => {
  it('creates a group for a create_group holder, who becomes its coordinator', async () => {
    const response = await callAs(t, 'coordinator', 'POST', '/api/groups', {
      name: '  Chess Club ',
      description: 'Thursdays',
    });
    expect(response.statusCode).toBe(201);
    const group = envelope<Group>(response).data;
    expect(group).toMatchObject({
      name: 'Chess Club',
      description: 'Thursdays',
      creator: { username: 'coordinator' },
      coordinators: [{ username: 'coordinator' }],
      users: [],
      users_count: 0,
      coordinators_count: 1,
    });
    const mine = await callAs(t, 'coordinator', 'GET', '/api/groups/coordinated-groups');
    expect(names(envelope<Group[]>(mine).data)).toContain('Chess Club');
  });

  it('lets an admin create a group', async () => {
    const response = await callAs(t, 'admin', 'POST', '/api/groups', { name: 'Admin Group' });
    expect(response.statusCode).toBe(201);
    expect(envelope<Group>(response).data.description).toBeNull();
  });

  it.each(['student', 'teacher', 'parent'])('refuses %s (no create_group) with 403', async (username) => {
    const response = await callAs(t, username, 'POST', '/api/groups', { name: 'Not Allowed' });
    expect(response.statusCode).toBe(403);
    const [row] = await t.database.db.select().from(groups).where(eq(groups.name, 'Not Allowed'));
    expect(row).toBeUndefined();
  });

  it.each([{}, { name: '' }, { name: '   ' }])('answers 422 Group name is required for %j', async (body) => {
    const response = await callAs(t, 'coordinator', 'POST', '/api/groups', body);
    expect(response.statusCode).toBe(422);
    expect(envelope(response).errors).toEqual({ name: ['Group name is required'] });
  });
});

describe('GET /api/groups/{id}', () => {
  it('shows a member the group, its people and its private courses and upcoming events', async () => {
    const response = await callAs(t, 'student', 'GET', `/api/groups/${ids.group('Grade 8 Science')}`);
    expect(response.statusCode).toBe(200);
    const detail = envelope<GroupDetail>(response).data;
    expect(detail.group).toMatchObject({ name: 'Grade 8 Science', creator: { username: 'coordinator' } });
    expect(detail.group.users?.map((user) => user.username)).toContain('student');
    expect(detail.group.coordinators?.map((user) => user.username)).toEqual(['coordinator']);
    expect(detail.recommended_courses.map((course) => course.name)).toEqual(['Grade 8 Science Lab']);
    expect(detail.recommended_events.map((event) => event.title)).toEqual(['Grade 8 Parent-Teacher Night']);
    expect(response.body).not.toMatch(/email|password/);
  });

  it('recommends only published private items of this group, events dated today or later', async () => {
    const group = await createGroup('Recommendation Group');
    const today = todayInTimeZone(process.env.CAMPUS_TIMEZONE);
    const base = { eventStartTime: '10:00', eventEndTime: '11:00', visibility: 'private' as const };
    const made = await t.database.db
      .insert(events)
      .values([
        { ...base, title: 'Today Private', date: today, status: 'published' },
        { ...base, title: 'Past Private', date: '2000-01-01', status: 'published' },
        { ...base, title: 'Draft Private', date: '2999-01-01', status: 'draft' },
        { ...base, title: 'Future Public', date: '2999-01-01', status: 'published', visibility: 'public' },
      ])
      .returning({ id: events.id });
    await t.database.db.insert(eventGroups).values(made.map(({ id }) => ({ eventId: id, groupId: group })));
    const madeCourses = await t.database.db
      .insert(courses)
      .values([
        { name: 'Published Private', status: 'published', visibility: 'private' },
        { name: 'Pending Private', status: 'pending', visibility: 'private' },
        { name: 'Published Public', status: 'published', visibility: 'public' },
      ])
      .returning({ id: courses.id });
    await t.database.db
      .insert(courseGroups)
      .values(madeCourses.map(({ id }) => ({ courseId: id, groupId: group })));

    const detail = envelope<GroupDetail>(await callAs(t, 'coordinator', 'GET', `/api/groups/${group}`)).data;
    expect(detail.recommended_events.map((event) => event.title)).toEqual(['Today Private']);
    expect(detail.recommended_courses.map((course) => course.name)).toEqual(['Published Private']);
  });

  it.each([
    ['teacher', 'Grade 8 Science', 403],
    ['coordinator', 'Robotics Club', 403],
    ['parent', 'Grade 8 Science', 403],
    ['admin', 'Hillcrest SAT Prep', 200],
    ['teacher', 'Robotics Club', 200],
  ])('answers %s on %s with %i', async (username, name, status) => {
    const response = await callAs(t, username, 'GET', `/api/groups/${ids.group(name)}`);
    expect(response.statusCode).toBe(status);
    if (status === 403) {
      expect(envelope(response).message).toBe('Access denied: You are not a member of this group');
    }
  });

  it('answers 404 Group not found, and a guest 401', async () => {
    const missing = await callAs(t, 'admin', 'GET', '/api/groups/2000000');
    expect(missing.statusCode).toBe(404);
    expect(envelope(missing).message).toBe('Group not found');
    expect((await callAs(t, null, 'GET', `/api/groups/${ids.group('Grade 8 Science')}`)).statusCode).toBe(
      401,
    );
  });
});

describe('PUT and DELETE /api/groups/{id}', () => {
  it("lets the group's coordinator edit it", async () => {
    const id = await createGroup('Editable');
    const response = await callAs(t, 'coordinator', 'PUT', `/api/groups/${id}`, {
      name: 'Edited',
      description: '',
    });
    expect(response.statusCode).toBe(200);
    expect(envelope<Group>(response).data).toMatchObject({ id, name: 'Edited', description: null });
  });

  it('refuses a member (403), a coordinator of another group (403) and a blank name (422)', async () => {
    const science = ids.group('Grade 8 Science');
    const member = await callAs(t, 'student', 'PUT', `/api/groups/${science}`, { name: 'Hacked' });
    expect(member.statusCode).toBe(403);
    const other = await callAs(t, 'teacher', 'PUT', `/api/groups/${science}`, { name: 'Hacked' });
    expect(other.statusCode).toBe(403);
    const blank = await callAs(t, 'coordinator', 'PUT', `/api/groups/${science}`, { name: ' ' });
    expect(envelope(blank).errors).toEqual({ name: ['Group name is required'] });
    const [row] = await t.database.db.select().from(groups).where(eq(groups.id, science));
    expect(row?.name).toBe('Grade 8 Science');
  });

  it('lets an admin delete any group, with its memberships and announcements', async () => {
    const id = await createGroup('Doomed');
    await t.database.db.insert(announcements).values({
      groupId: id,
      title: 'Bye',
      body: '<p>Bye</p>',
      availableFrom: new Date().toISOString(),
    });
    const response = await callAs(t, 'admin', 'DELETE', `/api/groups/${id}`);
    expect(response.statusCode).toBe(200);
    expect(await t.database.db.select().from(groups).where(eq(groups.id, id))).toEqual([]);
    expect(await t.database.db.select().from(announcements).where(eq(announcements.groupId, id))).toEqual([]);
    expect((await callAs(t, 'admin', 'GET', `/api/groups/${id}`)).statusCode).toBe(404);
  });

  it('refuses to delete for a member or a coordinator of another group', async () => {
    const robotics = ids.group('Robotics Club');
    for (const username of ['student', 'coordinator']) {
      expect((await callAs(t, username, 'DELETE', `/api/groups/${robotics}`)).statusCode).toBe(403);
    }
    const [row] = await t.database.db.select().from(groups).where(eq(groups.id, robotics));
    expect(row?.name).toBe('Robotics Club');
  });

  it("lets a co-coordinator (jchen) delete their group but not another's", async () => {
    const id = await createGroup('Shared');
    await t.database.db.insert(groupCoordinators).values({ groupId: id, userId: ids.user('jchen') });
    expect(
      (await callAs(t, 'jchen', 'DELETE', `/api/groups/${ids.group('Grade 8 Science')}`)).statusCode,
    ).toBe(403);
    expect((await callAs(t, 'jchen', 'DELETE', `/api/groups/${id}`)).statusCode).toBe(200);
  });
});

/** A new group coordinated by the demo coordinator. */
async function createGroup(name: string): Promise<number> {
  const response = await callAs(t, 'coordinator', 'POST', '/api/groups', { name });
  expect(response.statusCode).toBe(201);
  return envelope<Group>(response).data.id;
}
