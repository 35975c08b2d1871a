import { ACTIVITY_WEEKS, type Activity, type Stats } from '@campus/sdk';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { courses, enrollments, events, rsvps, users } from '../../db/schema.js';
import { countQueries } from '../../testing/count-queries.js';
import { type FixtureIds, loadFixtureIds } from '../../testing/fixture-ids.js';
import { bearer, envelope } from '../../testing/http.js';
import { buildTestApp, type TestApp } from '../../testing/test-app.js';
import { mondayOf } from './service.js';

// The dashboard's stat cards and activity chart. The app's clock is pinned to Wednesday 18 March 2026, noon
// UTC: the demo data, dated today, lies in the future of that clock, so the chart counts only the rows made
// here. Times sit at noon UTC, the same calendar day in any zone within 11 hours of UTC.

const NOW = new Date('2026-03-18T12:00:00Z');
const MONDAYS = [
  '2025-12-29',
  '2026-01-05',
  '2026-01-12',
  '2026-01-19',
  '2026-01-26',
  '2026-02-02',
  '2026-02-09',
  '2026-02-16',
  '2026-02-23',
  '2026-03-02',
  '2026-03-09',
  '2026-03-16',
];

let t: TestApp;
let ids: FixtureIds;
let admin: string;

beforeAll(async () => {
  t = await buildTestApp({ now: () => NOW });
  ids = await loadFixtureIds(t.database);
  admin = await t.loginAs('admin');
});
afterAll(() => t?.close());

const zone = process.env.CAMPUS_TIMEZONE;
afterEach(() => {
  if (zone === undefined) delete process.env.CAMPUS_TIMEZONE;
  else process.env.CAMPUS_TIMEZONE = zone;
});

async function get<T>(url: string, token: string | null = admin) {
  const response = await t.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });
  return { status: response.statusCode, data: envelope<T>(response).data };
}

/** The counts the cards show, worked out in JavaScript from every row. */
async function countedByHand(): Promise<Stats> {
  const { db } = t.database;
  const allEvents = await db.select({ status: events.status }).from(events);
  const allCourses = await db.select({ status: courses.status }).from(courses);
  const allUsers = await db.select({ id: users.id }).from(users);
  const of = (rows: { status: string }[], status: string) =>
    rows.filter((row) => row.status === status).length;
  return {
    total_users: allUsers.length,
    total_events: allEvents.length,
    total_courses: allCourses.length,
    published_events: of(allEvents, 'published'),
    draft_events: of(allEvents, 'draft'),
    pending_events: of(allEvents, 'pending'),
    draft_courses: of(allCourses, 'draft'),
    pending_courses: of(allCourses, 'pending'),
    published_courses: of(allCourses, 'published'),
  };
}

/** The statements of one request, the actor already cached. */
async function statementsOf(url: string): Promise<{ count: number; queries: string[] }> {
  await t.app.inject({ method: 'GET', url: '/api/user', headers: bearer(admin) });
  const { result, count, queries } = await countQueries(t.database, () =>
    t.app.inject({ method: 'GET', url, headers: bearer(admin) }),
  );
  expect(result.statusCode).toBe(200);
  return { count, queries };
}

describe('GET /api/admin/stats', () => {
  it('answers the counts of every card, equal to those counted row by row, in one statement', async () => {
    const first = await get<Stats>('/api/admin/stats');
    expect(first.status).toBe(200);
    expect(first.data).toEqual(await countedByHand());
    expect(first.data.total_users).toBeGreaterThan(0);
    expect(first.data.draft_events + first.data.pending_events + first.data.published_events).toBe(
      first.data.total_events,
    );
    const one = await statementsOf('/api/admin/stats');
    expect(one.count, one.queries.join('\n')).toBe(1);

    // More rows of each status: the answer follows, still in one statement.
    const teacher = ids.user('teacher');
    await t.database.db.insert(events).values(
      (['draft', 'pending', 'published', 'pending'] as const).map((status, i) => ({
        title: `Stats event ${i}`,
        date: '2031-01-01',
        eventStartTime: '10:00',
        eventEndTime: '11:00',
        status,
        creatorId: teacher,
      })),
    );
    await t.database.db.insert(courses).values(
      (['draft', 'draft', 'published'] as const).map((status, i) => ({
        name: `Stats course ${i}`,
        status,
      })),
    );
    const second = await get<Stats>('/api/admin/stats');
    expect(second.data).toEqual(await countedByHand());
    expect(second.data.pending_events).toBe(first.data.pending_events + 2);
    expect(second.data.draft_courses).toBe(first.data.draft_courses + 2);
    expect((await statementsOf('/api/admin/stats')).count).toBe(1);
  });

  it('refuses guests (401) and everyone but admins (403)', async () => {
    expect((await get('/api/admin/stats', null)).status).toBe(401);
    for (const who of ['owner', 'teacher', 'coordinator', 'student', 'parent', 'manager']) {
      expect((await get('/api/admin/stats', await t.loginAs(who))).status, who).toBe(403);
      expect((await get('/api/admin/stats/activity', await t.loginAs(who))).status, who).toBe(403);
    }
    expect((await get('/api/admin/stats/activity', null)).status).toBe(401);
  });
});

describe('GET /api/admin/stats/activity', () => {
  it('finds the Monday of a week', () => {
    expect(mondayOf('2026-03-18')).toBe('2026-03-16');
    expect(mondayOf('2026-03-16')).toBe('2026-03-16');
    expect(mondayOf('2026-03-22')).toBe('2026-03-16');
    expect(mondayOf('2026-03-01', -1)).toBe('2026-02-16');
    expect(mondayOf('2026-01-01', -11)).toBe('2025-10-13');
  });

  it('answers the last 12 weeks from Monday, oldest first, the current week last, counted by the app clock', async () => {
    process.env.CAMPUS_TIMEZONE = 'UTC';
    const before = await get<Activity>('/api/admin/stats/activity');
    expect(before.status).toBe(200);
    expect(before.data.weeks.map((week) => week.week_start)).toEqual(MONDAYS);
    expect(before.data.weeks).toHaveLength(ACTIVITY_WEEKS);

    // Rows on each side of the weeks' edges: (timestamp, index of the week it counts in, or null).
    const placed: [string, number | null][] = [
      ['2025-12-28T12:00:00Z', null], // the Sunday before the first week
      ['2025-12-29T12:00:00Z', 0],
      ['2026-02-01T12:00:00Z', 4], // a Sunday ends its week
      ['2026-02-02T12:00:00Z', 5],
      ['2026-02-02T13:00:00Z', 5],
      ['2026-03-16T12:00:00Z', 11],
      ['2026-03-18T11:00:00Z', 11],
      ['2026-03-23T12:00:00Z', null], // next week
    ];
    const { db } = t.database;
    const made = await db
      .insert(users)
      .values(
        placed.map(([at], i) => ({
          firstName: 'Week',
          lastName: `Row ${i}`,
          username: `activity-${i}`,
          passwordHash: 'x',
          createdAt: at,
        })),
      )
      .returning({ id: users.id });
    const course = ids.course(
      (await db.select({ name: courses.name }).from(courses).limit(1))[0]?.name ?? '',
    );
    const event = ids.event('Spring Science Fair');
    // Enrollments on every placed day; RSVPs on the first five only.
    await db
      .insert(enrollments)
      .values(made.map(({ id }, i) => ({ courseId: course, userId: id, enrolledAt: placed[i]?.[0] })));
    await db
      .insert(rsvps)
      .values(
        made.slice(0, 5).map(({ id }, i) => ({ eventId: event, userId: id, createdAt: placed[i]?.[0] })),
      );

    const after = await get<Activity>('/api/admin/stats/activity');
    const expected = before.data.weeks.map((week) => ({ ...week }));
    placed.forEach(([, index], i) => {
      const week = index === null ? undefined : expected[index];
      if (!week) return;
      week.new_users += 1;
      week.enrollments += 1;
      if (i < 5) week.rsvps += 1;
    });
    expect(after.data.weeks).toEqual(expected);
    expect(after.data.weeks[5]).toMatchObject({
      week_start: '2026-02-02',
      new_users: 2,
      enrollments: 2,
      rsvps: 2,
    });

    // One round trip.
    const counted = await statementsOf('/api/admin/stats/activity');
    expect(counted.count, counted.queries.join('\n')).toBe(1);
  });

  it("counts a row in the week of its date in the platform's time zone", async () => {
    process.env.CAMPUS_TIMEZONE = 'America/New_York';
    const before = await get<Activity>('/api/admin/stats/activity');
    expect(before.data.weeks.at(-1)?.week_start).toBe('2026-03-16');
    // 02:00 UTC on Monday 16 March is 22:00 on Sunday 15 March in New York: the week before.
    await t.database.db.insert(users).values({
      firstName: 'Late',
      lastName: 'Sunday',
      username: 'activity-late-sunday',
      passwordHash: 'x',
      createdAt: '2026-03-16T02:00:00Z',
    });
    const after = await get<Activity>('/api/admin/stats/activity');
    expect(after.data.weeks[10]?.new_users).toBe((before.data.weeks[10]?.new_users ?? 0) + 1);
    expect(after.data.weeks[11]?.new_users).toBe(before.data.weeks[11]?.new_users);
  });
});
