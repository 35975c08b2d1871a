import type { CampusEvent, WaitlistEntry } from '@campus/sdk';
import { WAITLIST_MESSAGES } from '@campus/sdk';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectDatabase, type DatabaseHandle } from '../../db/connect.js';
import { messageRecipients, messages, rsvps, waitlistEntries } from '../../db/schema.js';
import { type FixtureIds, loadFixtureIds } from '../../testing/fixture-ids.js';
import { bearer, envelope } from '../../testing/http.js';
import { buildTestApp, type TestApp } from '../../testing/test-app.js';
import { WAITLIST_SWEEP_QUEUE } from './clock.js';

// The waitlist's durable clock (issue 25) through the real pg-boss queue on PostgreSQL (TEST_DATABASE_URL
// only; skipped on PGlite, which has no pg-boss): with waitlistJobs 'auto' the clock is pg-boss, an offer
// past its window is expired and the place offered to the next in line by a sweep job the worker runs (never
// by tick()), and two apps on one database, each with its pg-boss worker, sweep one freed place into exactly
// one offer however many sweep jobs are sent.

const url = process.env.TEST_DATABASE_URL;
const HOUR = 3_600_000;
/** The worker polls every 2 s; a job sent now has run well within this. */
const JOB_TIMEOUT_MS = 20_000;

let a: TestApp;
let b: TestApp | undefined;
let second: DatabaseHandle | undefined;
let ids: FixtureIds;
let bossSchema: string;
// The apps' clock: real time (pg-boss's start_after is the database's), moved past claim windows by the tests.
let now = new Date();

async function ok<T>(method: 'GET' | 'POST' | 'DELETE', path: string, username: string, payload?: object) {
  const response = await a.app.inject({
    method,
    url: path,
    headers: bearer(await a.loginAs(username)),
    ...(payload ? { payload } : {}),
  });
  expect(response.statusCode, `${method} ${path}: ${response.body}`).toBeLessThan(300);
  return envelope<T>(response).data;
}

let serial = 0;
/** A published free event of teacher's with one seat, taken by student, and `line` waiting in order. */
async function fullEvent(line: string[]): Promise<number> {
  serial += 1;
  const event = await ok<CampusEvent>('POST', '/api/events', 'teacher', {
    title: `Queued night ${serial}`,
    description: '<p>Full.</p>',
    date: '2031-03-10',
    event_start_time: '18:00',
    event_end_time: '20:00',
    location: 'Hall',
    max_capacity: 1,
    status: 'published',
    waitlist_claim_hours: 2,
  });
  await ok('POST', `/api/events/${event.id}/rsvp`, 'student', { response: 'yes', quantity: 1 });
  for (const username of line) await ok<WaitlistEntry>('POST', `/api/events/${event.id}/waitlist`, username);
  return event.id;
}

async function rsvpIdOf(eventId: number, username: string): Promise<number> {
  const [row] = await a.database.db
    .select({ id: rsvps.id })
    .from(rsvps)
    .where(and(eq(rsvps.eventId, eventId), eq(rsvps.userId, ids.user(username))));
  if (!row) throw new Error(`no RSVP of ${username}`);
  return row.id;
}

/** The line's statuses in line order. */
async function statuses(eventId: number): Promise<string[]> {
  const rows = await a.database.db
    .select({ status: waitlistEntries.status })
    .from(waitlistEntries)
    .where(eq(waitlistEntries.eventId, eventId))
    .orderBy(waitlistEntries.id);
  return rows.map((row) => row.status);
}

/** How many offer messages `username` has for the event titled `title`. */
async function offerMessages(username: string, title: string): Promise<number> {
  const rows = await a.database.db
    .select({ subject: messages.subject })
    .from(messageRecipients)
    .innerJoin(messages, eq(messages.id, messageRecipients.messageId))
    .where(eq(messageRecipients.userId, ids.user(username)));
  return rows.filter((row) => row.subject === WAITLIST_MESSAGES.offerSubject(title)).length;
}

/** The sweep jobs sent by sweepAt (keyed; the cron's minute sweeps are not) that pg-boss has completed. */
async function completedSweeps(): Promise<number> {
  const result = (await a.database.db.execute(
    sql.raw(
      `SELECT count(*)::int AS n FROM "${bossSchema}".job WHERE name = '${WAITLIST_SWEEP_QUEUE}' AND singleton_key IS NOT NULL AND state = 'completed'`,
    ),
  )) as { rows: { n: number }[] };
  return result.rows[0]?.n ?? 0;
}

/** Polls `read` until `done` holds (or fails after JOB_TIMEOUT_MS with the last value). */
async function until<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  const deadline = Date.now() + JOB_TIMEOUT_MS;
  let value = await read();
  while (!done(value)) {
    if (Date.now() > deadline) throw new Error(`still ${JSON.stringify(value)} after ${JOB_TIMEOUT_MS} ms`);
    await new Promise((resolve) => setTimeout(resolve, 250));
    value = await read();
  }
  return value;
}

describe.runIf(url)('the waitlist clock on pg-boss (PostgreSQL)', () => {
  beforeAll(async () => {
    a = await buildTestApp({ now: () => now, waitlistJobs: 'auto' });
    ids = await loadFixtureIds(a.database);
    const schema = a.database.postgres?.schema;
    if (!url || !schema) throw new Error('TEST_DATABASE_URL gives each test database a schema');
    bossSchema = `${schema}_pgboss`;
  });

  afterAll(async () => {
    // Stops both pg-boss workers (the onClose hook), then the shared connection; `a` drops both schemas.
    await b?.close();
    await second?.close();
    await a?.close();
  });

  it("is pg-boss with waitlistJobs 'auto' on PostgreSQL", () => {
    expect(a.app.waitlistClock.kind).toBe('pg-boss');
  });

  it('expires an offer past its window and offers the next in line, in a job the worker runs', async () => {
    const event = await fullEvent(['emma.wilson', 'noah.smith']);
    await ok('DELETE', `/api/events/${event}/attendees/${await rsvpIdOf(event, 'student')}`, 'teacher');
    expect(await statuses(event)).toEqual(['offered', 'waiting']);

    now = new Date(now.getTime() + 2 * HOUR + 1000);
    const before = await completedSweeps();
    await a.app.waitlistClock.sweepAt(new Date());
    expect(
      await until(
        () => statuses(event),
        (line) => line[1] === 'offered',
      ),
    ).toEqual(['expired', 'offered']);
    expect(await offerMessages('noah.smith', `Queued night ${serial}`)).toBe(1);
    expect(await until(completedSweeps, (n) => n > before)).toBeGreaterThan(before);
    // Through the API too: noah holds the place, emma's late claim is refused.
    const noah = await ok<WaitlistEntry>('GET', `/api/events/${event}/waitlist`, 'noah.smith');
    expect(noah.status).toBe('offered');
    const [emma] = await a.database.db
      .select({ id: waitlistEntries.id })
      .from(waitlistEntries)
      .where(and(eq(waitlistEntries.eventId, event), eq(waitlistEntries.userId, ids.user('emma.wilson'))));
    const late = await a.app.inject({
      method: 'POST',
      url: `/api/waitlist/${emma?.id}/claim`,
      headers: bearer(await a.loginAs('emma.wilson')),
    });
    expect(late.statusCode).toBe(409);
    expect(envelope(late).message).toBe(WAITLIST_MESSAGES.offerExpired);
  });

  it('two apps, each with a pg-boss worker, sweep one freed place into exactly one offer', async () => {
    const schema = a.database.postgres?.schema;
    second = await connectDatabase({ kind: 'postgres', url: url ?? '', schema });
    b = await buildTestApp({ now: () => now, waitlistJobs: 'auto', database: second });
    expect(b.app.waitlistClock.kind).toBe('pg-boss');

    const event = await fullEvent(['ava.johnson', 'liam.nguyen']);
    const title = `Queued night ${serial}`;
    // The place frees behind the app's back (no promotion after the commit): only a sweep offers it.
    await a.database.db.delete(rsvps).where(eq(rsvps.id, await rsvpIdOf(event, 'student')));
    expect(await statuses(event)).toEqual(['waiting', 'waiting']);

    const before = await completedSweeps();
    const at = Date.now();
    // Two sweeps from each process (two distinct ones and one of each sent twice).
    await Promise.all([
      a.app.waitlistClock.sweepAt(new Date(at)),
      b.app.waitlistClock.sweepAt(new Date(at + 1)),
      a.app.waitlistClock.sweepAt(new Date(at + 1)),
      b.app.waitlistClock.sweepAt(new Date(at)),
    ]);
    await until(completedSweeps, (n) => n >= before + 2);
    expect(await statuses(event)).toEqual(['offered', 'waiting']);
    expect(await offerMessages('ava.johnson', title)).toBe(1);
    expect(await offerMessages('liam.nguyen', title)).toBe(0);
  });
});
