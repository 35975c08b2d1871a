import { addCalendarDays } from '@campus/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '../../auth/tokens.js';
import {
  calendarFeeds,
  courseOwners,
  courseSessions,
  courses,
  enrollments,
  eventOwners,
  events,
  rsvps,
} from '../../db/schema.js';
import { todayInTimeZone } from '../../db/seed/today.js';
import { countQueries } from '../../testing/count-queries.js';
import { type FixtureIds, loadFixtureIds } from '../../testing/fixture-ids.js';
import { bearer } from '../../testing/http.js';
import { buildTestApp, type TestApp } from '../../testing/test-app.js';

// Each calendar runs as many statements for a day as for 400 days, and with a hundred more courses (with
// sessions or a schedule), enrollments, events and RSVPs (of a user and their child) as on the demo data.

const MORE = 120;
const FEED_TOKEN = 'CountFeedTokenCountFeedTokenCountFeedTokenC';

let t: TestApp;
let ids: FixtureIds;
const today = todayInTimeZone();

beforeAll(async () => {
  // Without the actor cache every request costs the same actor statement, so counts compare exactly.
  t = await buildTestApp({ actorCache: false });
  ids = await loadFixtureIds(t.database);
  await t.database.db
    .insert(calendarFeeds)
    .values({ userId: ids.user('parent'), tokenHash: hashToken(FEED_TOKEN) });
});
afterAll(() => t?.close());

const calls = [
  ['student', 'mine'],
  ['parent', 'mine'],
  ['teacher', 'owner'],
  ['admin', 'admin'],
] as const;

async function statements(username: string, url: string): Promise<number> {
  const headers = bearer(await t.loginAs(username));
  const { result, count, queries } = await countQueries(t.database, () =>
    t.app.inject({ method: 'GET', url, headers }),
  );
  expect(result.statusCode, result.body).toBe(200);
  expect(count, queries.join('\n')).toBeLessThanOrEqual(8);
  return count;
}

const rangeUrl = (scope: string, days: number) =>
  `/api/calendar?from=${today}&to=${addCalendarDays(today, days - 1)}&scope=${scope}`;

async function feedStatements(): Promise<number> {
  const { result, count } = await countQueries(t.database, () =>
    t.app.inject({ method: 'GET', url: `/api/calendar/feed/${FEED_TOKEN}.ics` }),
  );
  expect(result.statusCode).toBe(200);
  return count;
}

async function counts(): Promise<number[]> {
  const found: number[] = [];
  for (const [username, scope] of calls) {
    found.push(await statements(username, rangeUrl(scope, 1)));
    found.push(await statements(username, rangeUrl(scope, 400)));
  }
  found.push(await statements('parent', `/api/calendar/ics?from=${today}&to=${addCalendarDays(today, 399)}`));
  found.push(await feedStatements());
  return found;
}

/** Courses (half with sessions, half expanded from a weekly schedule) and events for student, mia and teacher. */
async function growTheData(): Promise<void> {
  const { db } = t.database;
  const [student, mia, teacher] = [ids.user('student'), ids.user('mia.parker'), ids.user('teacher')];
  const made = await db
    .insert(courses)
    .values(
      Array.from({ length: MORE }, (_, i) => ({
        name: `Bulk course ${i}`,
        status: 'published' as const,
        date: addCalendarDays(today, -10),
        startTime: '10:00',
        endTime: '11:00',
        isRecurring: true,
        recurrenceType: 'weekly' as const,
        weeklyDays: ['monday'],
        recurrenceEndDate: addCalendarDays(today, 300),
        teacherId: i % 10 === 0 ? teacher : null,
      })),
    )
    .returning({ id: courses.id });
  const courseIds = made.map(({ id }) => id);
  await db.insert(courseSessions).values(
    courseIds
      .filter((_, i) => i % 2 === 0)
      .flatMap((courseId) =>
        Array.from({ length: 10 }, (_, day) => ({
          courseId,
          sessionDate: addCalendarDays(today, day * 7),
        })),
      ),
  );
  await db.insert(enrollments).values(
    courseIds.map((courseId, i) => ({
      courseId,
      userId: i % 2 === 0 ? student : mia,
      status: i % 5 === 0 ? ('requested' as const) : ('enrolled' as const),
    })),
  );
  await db.insert(courseOwners).values(courseIds.map((courseId) => ({ courseId, userId: teacher })));
  const madeEvents = await db
    .insert(events)
    .values(
      Array.from({ length: MORE }, (_, i) => ({
        title: `Bulk event ${i}`,
        status: 'published' as const,
        date: addCalendarDays(today, i % 380),
        eventStartTime: '18:00',
        eventEndTime: '19:00',
      })),
    )
    .returning({ id: events.id });
  const eventIds = madeEvents.map(({ id }) => id);
  await db.insert(eventOwners).values(eventIds.map((eventId) => ({ eventId, userId: teacher })));
  await db.insert(rsvps).values(
    eventIds.flatMap((eventId, i) => [
      { eventId, userId: student, response: 'yes' as const, status: 'approved' as const },
      {
        eventId,
        userId: mia,
        response: i % 2 ? ('maybe' as const) : ('no' as const),
        status: 'pending' as const,
      },
    ]),
  );
}

describe('calendar statement counts', () => {
  it('are the same for a day and for 400 days, and with a hundred more courses and events', async () => {
    const before = await counts();
    // A day and 400 days cost the same, scope by scope.
    for (let i = 0; i < calls.length; i += 1)
      expect(before[2 * i + 1], calls[i]?.join(' ')).toBe(before[2 * i]);
    await growTheData();
    const after = await counts();
    expect(after).toEqual(before);
    // The grown data is really read: the student's year now holds the bulk courses and events.
    const response = await t.app.inject({
      method: 'GET',
      url: rangeUrl('mine', 400),
      headers: bearer(await t.loginAs('parent')),
    });
    expect(response.json().data.items.length).toBeGreaterThan(MORE * 2);
  }, 300_000);
});
