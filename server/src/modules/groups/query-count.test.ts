import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  announcements,
  courseGroups,
  courses,
  eventGroups,
  events,
  groupCoordinators,
  groups,
  groupUsers,
  users,
} from '../../db/schema.js';
import { countQueries } from '../../testing/count-queries.js';
import { type FixtureIds, loadFixtureIds } from '../../testing/fixture-ids.js';
import { bearer } from '../../testing/http.js';
import { buildTestApp, type TestApp } from '../../testing/test-app.js';

// The group page, the group lists and the announcement list run as many statements for a big group as for
// the demo's small one: people, courses, events and announcements are loaded in batches, never one by one.

let t: TestApp;
let ids: FixtureIds;

beforeAll(async () => {
  // Without the actor cache every request costs the same actor statement, so counts compare exactly.
  t = await buildTestApp({ actorCache: false });
  ids = await loadFixtureIds(t.database);
});
afterAll(() => t?.close());

const urls = () => {
  const science = ids.group('Grade 8 Science');
  return [
    ['coordinator', `/api/groups/${science}`],
    ['coordinator', '/api/groups'],
    ['admin', '/api/groups'],
    ['coordinator', '/api/groups/coordinated-groups'],
    ['student', '/api/groups/user-groups'],
    ['coordinator', `/api/groups/${science}/available-users`],
    ['admin', `/api/groups/${science}/available-coordinators`],
    ['student', `/api/groups/${science}/announcements`],
    ['coordinator', `/api/groups/${science}/announcements?show_all=true&per_page=50`],
  ] as const;
};

async function statements(username: string, url: string): Promise<number> {
  const token = await t.loginAs(username);
  const { result, count, queries } = await countQueries(t.database, () =>
    t.app.inject({ method: 'GET', url, headers: bearer(token) }),
  );
  expect(result.statusCode, result.body).toBe(200);
  expect(count, queries.join('\n')).toBeLessThanOrEqual(7);
  return count;
}

/** Forty more students in Grade 8 Science, five more groups of the coordinator, private courses and events. */
async function growTheData(): Promise<void> {
  const { db } = t.database;
  const science = ids.group('Grade 8 Science');
  const made = await db
    .insert(users)
    .values(
      Array.from({ length: 40 }, (_, i) => ({
        firstName: `Bulk${i}`,
        lastName: `Student${i}`,
        username: `bulk.student.${i}`,
        passwordHash: 'not-a-hash',
        isStudent: true,
        schoolGrade: '8',
      })),
    )
    .returning({ id: users.id });
  await db.insert(groupUsers).values(made.map(({ id }) => ({ groupId: science, userId: id })));
  const extra = await db
    .insert(groups)
    .values(Array.from({ length: 5 }, (_, i) => ({ name: `Extra ${i}`, creatorId: ids.user('coordinator') })))
    .returning({ id: groups.id });
  await db
    .insert(groupCoordinators)
    .values(extra.map(({ id }) => ({ groupId: id, userId: ids.user('coordinator') })));
  await db
    .insert(groupUsers)
    .values(
      extra.flatMap(({ id }) =>
        [...made.slice(0, 10), { id: ids.user('student') }].map((user) => ({ groupId: id, userId: user.id })),
      ),
    );
  const privateCourses = await db
    .insert(courses)
    .values(
      Array.from({ length: 6 }, (_, i) => ({
        name: `Private ${i}`,
        status: 'published' as const,
        visibility: 'private' as const,
        teacherId: ids.user('teacher'),
      })),
    )
    .returning({ id: courses.id });
  await db.insert(courseGroups).values(privateCourses.map(({ id }) => ({ courseId: id, groupId: science })));
  const privateEvents = await db
    .insert(events)
    .values(
      Array.from({ length: 6 }, (_, i) => ({
        title: `Private event ${i}`,
        date: `2999-01-0${i + 1}`,
        eventStartTime: '10:00',
        eventEndTime: '11:00',
        status: 'published' as const,
        visibility: 'private' as const,
      })),
    )
    .returning({ id: events.id });
  await db.insert(eventGroups).values(privateEvents.map(({ id }) => ({ eventId: id, groupId: science })));
  await db.insert(announcements).values(
    Array.from({ length: 30 }, (_, i) => ({
      groupId: science,
      authorId: ids.user('coordinator'),
      title: `Bulk ${i}`,
      body: '<p>x</p>',
      availableFrom: new Date(Date.now() - (i + 1) * 60_000).toISOString(),
    })),
  );
}

describe('statements per groups and announcements request', () => {
  it('stay the same when the group, its lists and its announcements grow', async () => {
    const before = [];
    for (const [username, url] of urls()) before.push(await statements(username, url));
    await growTheData();
    const after = [];
    for (const [username, url] of urls()) after.push(await statements(username, url));
    expect(after).toEqual(before);
  });
});
