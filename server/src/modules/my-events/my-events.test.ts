import type { CampusEvent, ChildrenEvents, MyEvents } from '@campus/sdk';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventGroups, eventOwners, events, rsvps } from '../../db/schema.js';
import { todayInTimeZone } from '../../db/seed/today.js';
import { type FixtureIds, loadFixtureIds } from '../../testing/fixture-ids.js';
import { bearer, envelope } from '../../testing/http.js';
import { buildTestApp, type TestApp } from '../../testing/test-app.js';

// The dashboard's My Events (spec sections 2 and 4) on the demo data (fixtures/src/demo-events.ts): student
// is a member of Grade 8 Science and Robotics Club; parent is the parent of student and mia.parker.

const DAY = 24 * 60 * 60 * 1000;
const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);

let t: TestApp;
let ids: FixtureIds;
const today = todayInTimeZone();

beforeAll(async () => {
  t = await buildTestApp();
  ids = await loadFixtureIds(t.database);
  await arrangeRoboticsEvents();
});
afterAll(async () => {
  await t?.close();
});

async function get<T>(url: string, username?: string) {
  const headers = username ? bearer(await t.loginAs(username)) : {};
  const response = await t.app.inject({ method: 'GET', url, headers });
  return { response, data: response.statusCode === 200 ? envelope<T>(response).data : (undefined as T) };
}

/** Private Robotics Club events: published upcoming (later and sooner), published past, a draft, one with an RSVP. */
async function arrangeRoboticsEvents(): Promise<void> {
  const robotics = ids.group('Robotics Club');
  const made = await t.database.db
    .insert(events)
    .values(
      [
        ['Robotics later', 9, 'published'],
        ['Robotics sooner', 1, 'published'],
        ['Robotics today', 0, 'published'],
        ['Robotics past', -1, 'published'],
        ['Robotics draft', 2, 'draft'],
        ['Robotics answered', 3, 'published'],
      ].map(([title, days, status]) => ({
        title: title as string,
        date: addDays(today, days as number),
        eventStartTime: '10:00',
        eventEndTime: '11:00',
        visibility: 'private' as const,
        status: status as 'published' | 'draft',
        creatorId: ids.user('teacher'),
      })),
    )
    .returning({ id: events.id, title: events.title });
  await t.database.db.insert(eventGroups).values(made.map(({ id }) => ({ eventId: id, groupId: robotics })));
  const answered = made.find((event) => event.title === 'Robotics answered');
  if (!answered) throw new Error('not made');
  await t.database.db
    .insert(rsvps)
    .values({ eventId: answered.id, userId: ids.user('student'), status: 'denied', response: 'no' });
}

const titles = (list: readonly CampusEvent[]) => list.map((event) => event.title);

describe('GET /api/user/owner-events', () => {
  it('every event the user owns, any status, by date ascending', async () => {
    const { response, data } = await get<CampusEvent[]>('/api/user/owner-events', 'teacher');
    expect(response.statusCode, response.body).toBe(200);
    const owned = await t.database.db
      .select({ title: events.title })
      .from(eventOwners)
      .innerJoin(events, eq(events.id, eventOwners.eventId))
      .where(eq(eventOwners.userId, ids.user('teacher')))
      .orderBy(asc(events.date), asc(events.eventStartTime), asc(events.id));
    expect(titles(data)).toEqual(owned.map((row) => row.title));
    expect(titles(data)).toContain('Robotics Showcase');
    expect(data.find((event) => event.title === 'Robotics Showcase')?.status).toBe('pending');
    const dates = data.map((event) => event.date);
    expect(dates).toEqual([...dates].sort());
    expect(data.find((event) => event.title === 'Riverside Jazz Night')?.ticket_types).toHaveLength(2);
  });

  it('someone who owns nothing gets an empty list; guests 401', async () => {
    expect((await get<CampusEvent[]>('/api/user/owner-events', 'student')).data).toEqual([]);
    expect((await get('/api/user/owner-events')).response.statusCode).toBe(401);
  });
});

describe('GET /api/user/events', () => {
  it("one's RSVPs by status with their events, and the recommended events", async () => {
    const { response, data } = await get<MyEvents>('/api/user/events', 'student');
    expect(response.statusCode, response.body).toBe(200);
    // Past events too (the demo's Winter Concert), soonest first.
    expect(data.confirmed.map((rsvp) => rsvp.event?.title)).toEqual([
      'Winter Concert',
      'Spring Science Fair',
      'Grade 8 Parent-Teacher Night',
    ]);
    expect(data.confirmed.every((rsvp) => rsvp.status === 'approved')).toBe(true);
    expect(data.pending).toEqual([]);
    expect(data.denied.map((rsvp) => rsvp.event?.title)).toEqual(['Robotics answered']);
    // Private, published, today or later, of the student's groups, without the student's RSVP; soonest first.
    expect(titles(data.recommended)).toEqual(['Robotics today', 'Robotics sooner', 'Robotics later']);
  });

  it("a coordinator is recommended their group's private event; someone outside the groups nothing", async () => {
    const coordinator = await get<MyEvents>('/api/user/events', 'coordinator');
    expect(titles(coordinator.data.recommended)).toEqual(['Grade 8 Parent-Teacher Night']);
    const manager = await get<MyEvents>('/api/user/events', 'manager');
    expect(manager.data.recommended).toEqual([]);
    expect((await get('/api/user/events')).response.statusCode).toBe(401);
  });

  it("'today' is the platform's date on the app clock: an event dated before it is no longer recommended", async () => {
    // Grade 8 Parent-Teacher Night is 10 days ahead in the demo data: on a clock 11 days on, it has passed.
    const later = await buildTestApp({ now: () => new Date(Date.now() + 11 * DAY) });
    try {
      const response = await later.app.inject({
        method: 'GET',
        url: '/api/user/events',
        headers: bearer(await later.loginAs('coordinator')),
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(envelope<MyEvents>(response).data.recommended).toEqual([]);
    } finally {
      await later.close();
    }
  });
});

describe('GET /api/user/children-events', () => {
  it('the children, their RSVPs by status with event and user, and recommendations with child ids and groups', async () => {
    const { response, data } = await get<ChildrenEvents>('/api/user/children-events', 'parent');
    expect(response.statusCode, response.body).toBe(200);
    expect(data.children.map((child) => child.username).sort()).toEqual(['mia.parker', 'student']);
    expect(data.confirmed.map((rsvp) => [rsvp.event?.title, rsvp.user?.username])).toEqual([
      ['Winter Concert', 'student'],
      ['Spring Science Fair', 'student'],
      ['Grade 8 Parent-Teacher Night', 'student'],
    ]);
    expect(data.denied.map((rsvp) => rsvp.event?.title)).toEqual(['Robotics answered']);
    expect(
      data.recommended.map((entry) => [entry.event.title, entry.child_ids, entry.groups.map((g) => g.name)]),
    ).toEqual([
      ['Robotics today', [ids.user('student')], ['Robotics Club']],
      ['Robotics sooner', [ids.user('student')], ['Robotics Club']],
      ['Robotics later', [ids.user('student')], ['Robotics Club']],
    ]);
  });

  it('a user without children gets empty lists; guests 401', async () => {
    const { data } = await get<ChildrenEvents>('/api/user/children-events', 'teacher');
    expect(data).toEqual({ children: [], confirmed: [], pending: [], denied: [], recommended: [] });
    expect((await get('/api/user/children-events')).response.statusCode).toBe(401);
  });
});
