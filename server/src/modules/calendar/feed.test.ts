import {
  addCalendarDays,
  type Calendar,
  type CalendarFeedCreated,
  type CalendarFeedStatus,
  calendarFeedRange,
} from '@campus/sdk';
import { and, asc, eq, gte } from 'drizzle-orm';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calendarFeeds, courseSessions, courses, enrollments, users } from '../../db/schema.js';
import { todayInTimeZone } from '../../db/seed/today.js';
import { countQueries } from '../../testing/count-queries.js';
import { type FixtureIds, loadFixtureIds } from '../../testing/fixture-ids.js';
import { bearer, envelope } from '../../testing/http.js';
import { buildTestApp, type TestApp } from '../../testing/test-app.js';

// The personal calendar feed, read as a calendar app would: without a session, parsed with ical.js (a real
// iCalendar parser, Mozilla's). On the demo data (see calendar.test.ts): emma.wilson's RSVP to the Grade 8
// Parent-Teacher Night is pending; student is enrolled in Introduction to Robotics.

let t: TestApp;
let ids: FixtureIds;
const today = todayInTimeZone();

beforeAll(async () => {
  t = await buildTestApp();
  ids = await loadFixtureIds(t.database);
});
afterAll(async () => {
  await t?.close();
});

async function send(method: 'GET' | 'POST' | 'DELETE', url: string, username?: string) {
  const headers = username ? bearer(await t.loginAs(username)) : {};
  return t.app.inject({ method, url, headers });
}

async function createFeed(username: string): Promise<string> {
  const response = await send('POST', '/api/calendar/feed', username);
  expect(response.statusCode, response.body).toBe(201);
  return envelope<CalendarFeedCreated>(response).data.url;
}

/** The feed at `url`, as a calendar app reads it (no bearer token). */
async function readFeed(url: string) {
  return t.app.inject({ method: 'GET', url: new URL(url).pathname });
}

interface ParsedEvent {
  uid: string;
  summary: string;
  status: string;
  sequence: number;
  start: ICAL.Time;
  end: ICAL.Time;
  location: string | null;
  url: string | null;
  description: string;
}

function parse(text: string): { calendar: ICAL.Component; events: ParsedEvent[] } {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const events = calendar.getAllSubcomponents('vevent').map((component) => {
    const event = new ICAL.Event(component);
    return {
      uid: event.uid,
      summary: event.summary,
      status: String(component.getFirstPropertyValue('status')),
      sequence: event.sequence,
      start: event.startDate,
      end: event.endDate,
      location: event.location,
      url: component.getFirstPropertyValue('url') as string | null,
      description: event.description,
    };
  });
  return { calendar, events };
}

async function mineUids(username: string, from: string, to: string): Promise<string[]> {
  const response = await send('GET', `/api/calendar?from=${from}&to=${to}`, username);
  return envelope<Calendar>(response).data.items.map((item) => `${item.uid}@campus`);
}

async function firstUpcomingSession(courseName: string) {
  const [session] = await t.database.db
    .select()
    .from(courseSessions)
    .where(and(eq(courseSessions.courseId, ids.course(courseName)), gte(courseSessions.sessionDate, today)))
    .orderBy(asc(courseSessions.sessionDate))
    .limit(1);
  if (!session) throw new Error(`${courseName} has upcoming sessions`);
  return session;
}

describe('the calendar feed', () => {
  it("serves the owner's own calendar of the past 30 and next 365 days as text/calendar, no session needed", async () => {
    const url = await createFeed('parent');
    expect(url).toMatch(/^http:\/\/localhost(:\d+)?\/api\/calendar\/feed\/[A-Za-z0-9_-]{43}\.ics$/);
    const response = await readFeed(url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    const { calendar, events } = parse(response.body);
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe('Campus: Patricia Parker');
    const { from, to } = calendarFeedRange(today);
    expect(events.map((event) => event.uid).sort()).toEqual((await mineUids('parent', from, to)).sort());
    // The parent's own event, and the child's course sessions named for the child.
    const jazz = events.find((event) => event.summary === 'Riverside Jazz Night');
    expect(jazz).toMatchObject({
      uid: `event-${ids.event('Riverside Jazz Night')}@campus`,
      status: 'CONFIRMED',
    });
    expect(jazz?.url).toBe(`http://localhost:80/event/${ids.event('Riverside Jazz Night')}`);
    const robotics = events.find((event) => event.summary === 'Introduction to Robotics (Sam)');
    expect(robotics?.description).toContain('For: Sam Parker');
    expect(robotics?.location).toBe('Room 204, Science Building');
    expect(events.every((event) => event.sequence > 0)).toBe(true);
    // Wall-clock 15:30 to 17:00 in the platform's zone (UTC here: no VTIMEZONE is needed for it).
    expect(robotics?.start.toJSDate().toISOString().slice(11, 16)).toBe('15:30');
    expect(robotics?.end.toJSDate().toISOString().slice(11, 16)).toBe('17:00');
  });

  it('marks a pending RSVP TENTATIVE and a cancelled session CANCELLED, and raises SEQUENCE on a change', async () => {
    const emma = parse((await readFeed(await createFeed('emma.wilson'))).body).events;
    const night = emma.find((event) => event.summary === 'Grade 8 Parent-Teacher Night');
    expect(night?.status).toBe('TENTATIVE');
    expect(night?.description).toContain('RSVP pending approval');

    const session = await firstUpcomingSession('Introduction to Robotics');
    const url = await createFeed('student');
    const before = parse((await readFeed(url)).body).events.find(
      (e) => e.uid === `session-${session.id}@campus`,
    );
    expect(before?.status).toBe('CONFIRMED');
    await t.database.db
      .update(courseSessions)
      .set({ status: 'cancelled', updatedAt: new Date(Date.now() + 60_000).toISOString() })
      .where(eq(courseSessions.id, session.id));
    try {
      const after = parse((await readFeed(url)).body).events.find(
        (e) => e.uid === `session-${session.id}@campus`,
      );
      expect(after?.status).toBe('CANCELLED');
      expect(after?.sequence).toBeGreaterThan(before?.sequence ?? Number.POSITIVE_INFINITY);
    } finally {
      await t.database.db
        .update(courseSessions)
        .set({ status: session.status, updatedAt: session.updatedAt })
        .where(eq(courseSessions.id, session.id));
    }
  });

  it('gives an entry without times the default 09:00 to 10:00', async () => {
    const date = addCalendarDays(today, 2);
    const [course] = await t.database.db
      .insert(courses)
      .values({ name: 'Untimed Course', status: 'published', date })
      .returning({ id: courses.id });
    if (!course) throw new Error('not made');
    await t.database.db.insert(enrollments).values({ courseId: course.id, userId: ids.user('ava.johnson') });
    try {
      const events = parse((await readFeed(await createFeed('ava.johnson'))).body).events;
      const untimed = events.find((event) => event.summary === 'Untimed Course');
      expect(untimed?.uid).toBe(`course-${course.id}-${date}@campus`);
      expect(untimed?.start.toJSDate().toISOString()).toBe(`${date}T09:00:00.000Z`);
      expect(untimed?.end.toJSDate().toISOString()).toBe(`${date}T10:00:00.000Z`);
    } finally {
      await t.database.db.delete(courses).where(eq(courses.id, course.id));
    }
  });

  it("writes times in CAMPUS_TIMEZONE with that zone's VTIMEZONE", async () => {
    const previous = process.env.CAMPUS_TIMEZONE;
    process.env.CAMPUS_TIMEZONE = 'America/Chicago';
    try {
      const text = (await readFeed(await createFeed('student'))).body;
      expect(text).toContain('BEGIN:VTIMEZONE');
      expect(text).toContain('DTSTART;TZID=America/Chicago:');
      const { calendar, events } = parse(text);
      const zone = new ICAL.Timezone(calendar.getFirstSubcomponent('vtimezone') as ICAL.Component);
      expect(zone.tzid).toBe('America/Chicago');
      const robotics = events.find((event) => event.summary === 'Introduction to Robotics');
      expect([robotics?.start.hour, robotics?.start.minute, robotics?.start.zone?.tzid]).toEqual([
        15,
        30,
        'America/Chicago',
      ]);
      // DTSTAMP stays in UTC (RFC 5545).
      expect(text).toMatch(/DTSTAMP:\d{8}T\d{6}Z/);
    } finally {
      if (previous === undefined) delete process.env.CAMPUS_TIMEZONE;
      else process.env.CAMPUS_TIMEZONE = previous;
    }
  });

  it("reads only its owner's calendar: a feed is the same as their own calendar, whoever fetches it", async () => {
    const { from, to } = calendarFeedRange(today);
    for (const username of ['teacher', 'dwilson', 'student']) {
      const events = parse((await readFeed(await createFeed(username))).body).events;
      expect(events.map((event) => event.uid).sort(), username).toEqual(
        (await mineUids(username, from, to)).sort(),
      );
    }
    // With a bearer token of someone else, still the feed owner's.
    const url = await createFeed('teacher');
    const asParent = await t.app.inject({
      method: 'GET',
      url: new URL(url).pathname,
      headers: bearer(await t.loginAs('parent')),
    });
    expect(parse(asParent.body).calendar.getFirstPropertyValue('x-wr-calname')).toBe('Campus: Thomas Reed');
  });

  it('shows whether a feed is active; a new URL replaces the old one, and revoking stops it at once', async () => {
    const status = async () =>
      envelope<CalendarFeedStatus>(await send('GET', '/api/calendar/feed', 'coordinator')).data;
    expect(await status()).toEqual({ active: false, created_at: null });
    const first = await createFeed('coordinator');
    const active = await status();
    expect(active.active).toBe(true);
    expect(Date.parse(active.created_at ?? '')).not.toBeNaN();
    expect((await readFeed(first)).statusCode).toBe(200);

    const second = await createFeed('coordinator');
    expect(second).not.toBe(first);
    const gone = await readFeed(first);
    expect(gone.statusCode).toBe(404);
    expect(envelope(gone).message).toBe('Calendar feed not found');
    expect((await readFeed(second)).statusCode).toBe(200);
    const rows = await t.database.db
      .select()
      .from(calendarFeeds)
      .where(eq(calendarFeeds.userId, ids.user('coordinator')));
    expect(rows).toHaveLength(1);
    // Only the hash is stored.
    expect(second).not.toContain(rows[0]?.tokenHash ?? '');

    const revoked = await send('DELETE', '/api/calendar/feed', 'coordinator');
    expect(revoked.statusCode).toBe(200);
    expect((await readFeed(second)).statusCode).toBe(404);
    expect(await status()).toEqual({ active: false, created_at: null });
    // Revoking again changes nothing and says so as well.
    expect((await send('DELETE', '/api/calendar/feed', 'coordinator')).statusCode).toBe(200);
  });

  it('answers an unknown token 404 with one read, and a malformed one without any', async () => {
    const unknown = await countQueries(t.database, () =>
      t.app.inject({ method: 'GET', url: `/api/calendar/feed/${'A'.repeat(43)}.ics` }),
    );
    expect(unknown.result.statusCode).toBe(404);
    expect(unknown.count).toBe(1);
    for (const token of ['short', `${'A'.repeat(42)}!`, 'A'.repeat(44), '..%2F..%2Fetc']) {
      const malformed = await countQueries(t.database, () =>
        t.app.inject({ method: 'GET', url: `/api/calendar/feed/${token}.ics` }),
      );
      expect(malformed.result.statusCode, token).toBe(404);
      expect(malformed.count, token).toBe(0);
    }
  });

  it("goes with its user: a deleted account's feed row and URL are gone", async () => {
    const [made] = await t.database.db
      .insert(users)
      .values({ firstName: 'Gone', lastName: 'Soon', username: 'calendar.gone', passwordHash: 'x' })
      .returning({ id: users.id });
    if (!made) throw new Error('not made');
    const url = await createFeed('calendar.gone');
    expect((await readFeed(url)).statusCode).toBe(200);
    await t.database.db.delete(users).where(eq(users.id, made.id));
    expect(await t.database.db.select().from(calendarFeeds).where(eq(calendarFeeds.userId, made.id))).toEqual(
      [],
    );
    expect((await readFeed(url)).statusCode).toBe(404);
  });
});

describe('GET /calendar/ics', () => {
  it("answers the reader's own calendar of the range as iCalendar", async () => {
    const [from, to] = [addCalendarDays(today, -7), addCalendarDays(today, 14)];
    const response = await send('GET', `/api/calendar/ics?from=${from}&to=${to}`, 'parent');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    const uids = parse(response.body).events.map((event) => event.uid);
    expect(uids.sort()).toEqual((await mineUids('parent', from, to)).sort());
  });

  it('refuses a bad range (422) and guests (401)', async () => {
    const reversed = await send(
      'GET',
      `/api/calendar/ics?from=${today}&to=${addCalendarDays(today, -1)}`,
      'parent',
    );
    expect(reversed.statusCode).toBe(422);
    expect(envelope(reversed).errors?.to).toEqual(['The end of the range cannot be before its start']);
    const long = await send(
      'GET',
      `/api/calendar/ics?from=${today}&to=${addCalendarDays(today, 400)}`,
      'parent',
    );
    expect(envelope(long).errors?.to).toEqual(['Choose a range of at most 400 days']);
    expect((await send('GET', `/api/calendar/ics?from=${today}&to=${today}`)).statusCode).toBe(401);
  });
});

describe('the feed behind a configured address, rate-limited', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await buildTestApp({
      publicUrl: 'https://campus.example.org',
      rateLimit: { calendarFeed: { max: 3, timeWindow: 60_000 } },
    });
  });
  afterAll(async () => {
    await limited?.close();
  });

  it('builds the URL and the links on CAMPUS_PUBLIC_URL, and slows an address down past the limit', async () => {
    const created = await limited.app.inject({
      method: 'POST',
      url: '/api/calendar/feed',
      headers: bearer(await limited.loginAs('student')),
    });
    const { url } = envelope<CalendarFeedCreated>(created).data;
    expect(url).toMatch(/^https:\/\/campus\.example\.org\/api\/calendar\/feed\/[A-Za-z0-9_-]{43}\.ics$/);
    const path = new URL(url).pathname;
    const read = (address: string) =>
      limited.app.inject({ method: 'GET', url: path, remoteAddress: address });
    const first = await read('10.9.0.1');
    expect(
      parse(first.body).events.every((event) => event.url?.startsWith('https://campus.example.org/')),
    ).toBe(true);
    expect((await read('10.9.0.1')).statusCode).toBe(200);
    // An unknown token counts too: guessing costs a try.
    const guess = await limited.app.inject({
      method: 'GET',
      url: `/api/calendar/feed/${'B'.repeat(43)}.ics`,
      remoteAddress: '10.9.0.1',
    });
    expect(guess.statusCode).toBe(404);
    const refused = await read('10.9.0.1');
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    // Another address is counted apart.
    expect((await read('10.9.0.2')).statusCode).toBe(200);
  });
});
