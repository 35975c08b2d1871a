import {
  type Attendance,
  type AttendanceSheet,
  CHECKIN_MESSAGES,
  type CheckinPanel,
  type CheckinResult,
  type Rsvp,
  wallClockInstant,
} from '@campus/sdk';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { attendance, checkinCodes, courseSessions, courses, events, rsvps } from '../../db/schema.js';
import { type FixtureIds, loadFixtureIds } from '../../testing/fixture-ids.js';
import { bearer, envelope } from '../../testing/http.js';
import { buildTestApp, type TestApp } from '../../testing/test-app.js';
import { platformTimeZone } from '../shared/event-end.js';

// Check-in by code (issue 25) through real HTTP on the demo data, with the app's clock injected: a session of
// Introduction to Robotics (teacher's; student and emma.wilson enrolled, noah.smith requested) on a fixed
// day, and the Spring Science Fair (teacher's; student and parent hold approved yes RSVPs, emma.wilson maybe).

const DAY = '2031-03-04';
const zone = platformTimeZone();
const instant = (time: string) => {
  const at = wallClockInstant(DAY, time, zone);
  if (!at) throw new Error(time);
  return at;
};
const plus = (at: Date, ms: number) => new Date(at.getTime() + ms);

let clock = new Date();
let t: TestApp;
let ids: FixtureIds;
let sessionId: number;
let robotics: number;
let fair: number;

beforeAll(async () => {
  t = await buildTestApp({ now: () => clock });
  ids = await loadFixtureIds(t.database);
  robotics = ids.course('Introduction to Robotics');
  fair = ids.event('Spring Science Fair');
  const [first] = await t.database.db
    .select({ id: courseSessions.id })
    .from(courseSessions)
    .where(eq(courseSessions.courseId, robotics))
    .orderBy(asc(courseSessions.sessionDate))
    .limit(1);
  if (!first) throw new Error('Robotics has sessions');
  sessionId = first.id;
});
afterAll(async () => {
  await t?.close();
});

beforeEach(async () => {
  clock = new Date();
  const { db } = t.database;
  await db
    .update(courseSessions)
    .set({ sessionDate: DAY, startTime: '09:00', endTime: '10:30', status: 'scheduled' })
    .where(eq(courseSessions.id, sessionId));
  await db.update(courses).set({ checkinOpensMinutes: 30 }).where(eq(courses.id, robotics));
  await db.delete(attendance).where(eq(attendance.courseSessionId, sessionId));
  await db
    .update(events)
    .set({
      date: DAY,
      eventStartTime: '18:00',
      eventEndTime: '21:00',
      eventEndDate: null,
      checkinOpensMinutes: 30,
    })
    .where(eq(events.id, fair));
  await db.update(rsvps).set({ checkedInAt: null, checkinMethod: null }).where(eq(rsvps.eventId, fair));
});
afterEach(() => {
  vi.restoreAllMocks();
});

async function send(method: 'GET' | 'POST' | 'PUT', url: string, username?: string, payload?: object) {
  const headers = username ? bearer(await t.loginAs(username)) : {};
  return t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
}

async function codeOf(column: 'session' | 'event', id: number): Promise<string> {
  const [row] = await t.database.db
    .select({ code: checkinCodes.code })
    .from(checkinCodes)
    .where(column === 'session' ? eq(checkinCodes.courseSessionId, id) : eq(checkinCodes.eventId, id));
  if (!row) throw new Error('no code');
  return row.code;
}

const checkIn = async (code: string, username?: string) => send('POST', `/api/checkin/${code}`, username);
const sessionPanelUrl = () => `/api/courses/${robotics}/sessions/${sessionId}/checkin`;

async function attendanceOf(username: string) {
  const [row] = await t.database.db
    .select()
    .from(attendance)
    .where(and(eq(attendance.courseSessionId, sessionId), eq(attendance.userId, ids.user(username))));
  return row;
}

describe('codes', () => {
  it('every session and event has its own unguessable code, one made for each new session', async () => {
    const code = await codeOf('session', sessionId);
    expect(code).toMatch(/^[0-9a-f]{32}$/);
    expect(await codeOf('event', fair)).not.toBe(code);
    const created = await send('POST', `/api/courses/${robotics}/sessions`, 'teacher', {
      session_date: '2031-05-05',
      start_time: '09:00',
      end_time: '10:00',
    });
    expect(created.statusCode, created.body).toBe(201);
    const newId = envelope<{ id: number }>(created).data.id;
    expect(await codeOf('session', newId)).toMatch(/^[0-9a-f]{32}$/);
  });

  it('staff see the code, its link and the window; regenerating stops the old link', async () => {
    const panel = envelope<CheckinPanel>(await send('GET', sessionPanelUrl(), 'teacher')).data;
    const old = await codeOf('session', sessionId);
    expect(panel).toMatchObject({
      target: 'session',
      id: sessionId,
      code: old,
      path: `/checkin/${old}`,
      url: `http://localhost:80/checkin/${old}`,
      checkin_opens_minutes: 30,
      opens_at: plus(instant('09:00'), -30 * 60_000).toISOString(),
      starts_at: instant('09:00').toISOString(),
      closes_at: instant('10:30').toISOString(),
      window: 'not_yet',
      expected: 2,
      checked_in: [],
    });
    const fresh = await send('POST', `${sessionPanelUrl()}/code`, 'teacher');
    expect(fresh.statusCode).toBe(200);
    expect(envelope(fresh).message).toBe(CHECKIN_MESSAGES.regenerated);
    const next = envelope<CheckinPanel>(fresh).data.code;
    expect(next).not.toBe(old);
    expect(await codeOf('session', sessionId)).toBe(next);
    clock = instant('09:00');
    const stale = await checkIn(old, 'student');
    expect(stale.statusCode).toBe(404);
    expect(envelope(stale).message).toBe(CHECKIN_MESSAGES.codeNotFound);
    expect((await checkIn(next, 'student')).statusCode).toBe(200);
  });
});

describe('the window (injected clock)', () => {
  it.each([
    ['one second before it opens', () => plus(instant('09:00'), -30 * 60_000 - 1000), 422, null],
    ['the moment it opens', () => plus(instant('09:00'), -30 * 60_000), 200, 'present'],
    ['at the start', () => instant('09:00'), 200, 'present'],
    ['a second after the start', () => plus(instant('09:00'), 1000), 200, 'late'],
    ['at the end', () => instant('10:30'), 200, 'late'],
    ['a second after the end', () => plus(instant('10:30'), 1000), 422, null],
  ] as const)('%s', async (_label, at, status, marked) => {
    clock = at();
    const response = await checkIn(await codeOf('session', sessionId), 'student');
    expect(response.statusCode, response.body).toBe(status);
    const row = await attendanceOf('student');
    if (marked === null) {
      expect(row).toBeUndefined();
      return;
    }
    const result = envelope<CheckinResult>(response);
    expect(result.message).toBe(
      marked === 'late' ? CHECKIN_MESSAGES.checkedInLate : CHECKIN_MESSAGES.checkedIn,
    );
    expect(result.data).toMatchObject({
      target: 'session',
      id: sessionId,
      course_id: robotics,
      title: 'Introduction to Robotics',
      date: DAY,
      start_time: '09:00',
      status: marked,
      checked_in_at: clock.toISOString(),
    });
    expect(row).toMatchObject({ status: marked, checkinMethod: 'code' });
    expect(new Date(row?.checkedInAt ?? '').toISOString()).toBe(clock.toISOString());
  });

  it('says when it opens, and that it closed', async () => {
    const code = await codeOf('session', sessionId);
    clock = plus(instant('08:00'), 0);
    const early = envelope(await checkIn(code, 'student'));
    expect(early.message).toMatch(/^Check-in has not opened yet: it opens at Mar 4, 2031, 8:30\sAM\.$/);
    clock = plus(instant('10:30'), 60_000);
    expect(envelope(await checkIn(code, 'student')).message).toBe(CHECKIN_MESSAGES.closed);
  });

  it("follows the course's own minutes", async () => {
    const set = await send('PUT', `/api/courses/${robotics}/checkin`, 'teacher', {
      checkin_opens_minutes: 60,
    });
    expect(set.statusCode, set.body).toBe(200);
    clock = plus(instant('08:00'), 0);
    expect((await checkIn(await codeOf('session', sessionId), 'student')).statusCode).toBe(200);
    const bad = await send('PUT', `/api/courses/${robotics}/checkin`, 'teacher', {
      checkin_opens_minutes: -1,
    });
    expect(bad.statusCode).toBe(422);
    expect(envelope(bad).errors?.checkin_opens_minutes).toEqual(['Minutes must be at least 0']);
  });
});

describe('once, and who may', () => {
  it('marks once: the second visit is told they are already checked in, and staff see it', async () => {
    const code = await codeOf('session', sessionId);
    clock = instant('08:55');
    const published = vi.spyOn(t.app.live, 'toWatchers');
    expect((await checkIn(code, 'student')).statusCode).toBe(200);
    expect(published).toHaveBeenCalledWith(`session:${sessionId}`, {
      type: 'checkin',
      target: 'session',
      id: sessionId,
      user_id: ids.user('student'),
      status: 'present',
      checked_in_at: clock.toISOString(),
    });
    clock = instant('09:10');
    const again = await checkIn(code, 'student');
    expect(again.statusCode).toBe(409);
    expect(envelope(again).message).toBe(CHECKIN_MESSAGES.already);
    expect(await attendanceOf('student')).toMatchObject({ status: 'present', arrivalTime: '08:55' });
    const panel = envelope<CheckinPanel>(await send('GET', sessionPanelUrl(), 'teacher')).data;
    expect(panel.window).toBe('open');
    expect(panel.checked_in).toEqual([
      {
        user: expect.objectContaining({ username: 'student' }),
        status: 'present',
        checked_in_at: instant('08:55').toISOString(),
        method: 'code',
      },
    ]);
    const session = envelope<{ attendance: Attendance[] }>(
      await send('GET', `/api/courses/${robotics}/sessions/${sessionId}`, 'teacher'),
    ).data;
    expect(session.attendance.find((a) => a.user_id === ids.user('student'))).toMatchObject({
      checked_in_at: instant('08:55').toISOString(),
      checkin_method: 'code',
    });
  });

  it.each([
    ['parent', 403, CHECKIN_MESSAGES.notEnrolled],
    ['teacher', 403, CHECKIN_MESSAGES.notEnrolled],
    ['noah.smith', 403, CHECKIN_MESSAGES.notEnrolled],
    ['admin', 403, CHECKIN_MESSAGES.notEnrolled],
  ])('%s, not enrolled, gets %i', async (username, status, message) => {
    clock = instant('09:00');
    const response = await checkIn(await codeOf('session', sessionId), username);
    expect(response.statusCode).toBe(status);
    expect(envelope(response).message).toBe(message);
    expect(await attendanceOf(username)).toBeUndefined();
  });

  it('a guest is asked to sign in (401); a bad or unknown code is 422 or 404', async () => {
    clock = instant('09:00');
    expect((await checkIn(await codeOf('session', sessionId))).statusCode).toBe(401);
    expect((await checkIn('not a code!', 'student')).statusCode).toBe(422);
    expect((await checkIn('bad.code', 'student')).statusCode).toBe(422);
    expect((await checkIn('0123456789abcdef0123456789abcdef', 'student')).statusCode).toBe(404);
  });

  it('a cancelled session is a 409', async () => {
    await t.database.db
      .update(courseSessions)
      .set({ status: 'cancelled' })
      .where(eq(courseSessions.id, sessionId));
    clock = instant('09:00');
    const response = await checkIn(await codeOf('session', sessionId), 'student');
    expect(response.statusCode).toBe(409);
    expect(envelope(response).message).toBe(CHECKIN_MESSAGES.cancelled);
  });

  it('staff marking present by hand counts as a check-in by hand; absent leaves the code usable', async () => {
    clock = instant('09:05');
    const mark = (username: string, status: string) =>
      send(
        'PUT',
        `/api/courses/${robotics}/sessions/${sessionId}/attendance/${ids.user(username)}`,
        'teacher',
        {
          status,
        },
      );
    const present = await mark('student', 'present');
    expect(present.statusCode, present.body).toBe(200);
    expect(envelope<Attendance>(present).data).toMatchObject({
      checked_in_at: clock.toISOString(),
      checkin_method: 'hand',
    });
    expect((await checkIn(await codeOf('session', sessionId), 'student')).statusCode).toBe(409);
    expect(envelope<Attendance>(await mark('emma.wilson', 'absent')).data).toMatchObject({
      checked_in_at: null,
      checkin_method: null,
    });
    expect((await checkIn(await codeOf('session', sessionId), 'emma.wilson')).statusCode).toBe(200);
    expect(await attendanceOf('emma.wilson')).toMatchObject({ status: 'late', checkinMethod: 'code' });
  });

  it('many visits at once mark once (PostgreSQL with TEST_DATABASE_URL)', async () => {
    clock = instant('09:00');
    const code = await codeOf('session', sessionId);
    const token = await t.loginAs('student');
    const answers = await Promise.all(
      Array.from({ length: 12 }, () =>
        t.app.inject({ method: 'POST', url: `/api/checkin/${code}`, headers: bearer(token) }),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(11);
    const rows = await t.database.db
      .select()
      .from(attendance)
      .where(eq(attendance.courseSessionId, sessionId));
    expect(rows).toHaveLength(1);
  });
});

describe('events', () => {
  const fairAt = (time: string) => instant(time);

  it('an approved yes RSVP checks in once, present even after the start; others are refused', async () => {
    const code = await codeOf('event', fair);
    clock = fairAt('17:00');
    const early = await checkIn(code, 'student');
    expect(early.statusCode).toBe(422);
    clock = fairAt('19:00');
    const published = vi.spyOn(t.app.live, 'toWatchers');
    const ok = await checkIn(code, 'student');
    expect(ok.statusCode, ok.body).toBe(200);
    expect(envelope<CheckinResult>(ok).data).toMatchObject({
      target: 'event',
      id: fair,
      course_id: null,
      title: 'Spring Science Fair',
      status: 'present',
    });
    expect(published).toHaveBeenCalledWith(
      `event:${fair}`,
      expect.objectContaining({ type: 'checkin', target: 'event' }),
    );
    expect((await checkIn(code, 'student')).statusCode).toBe(409);
    const maybe = await checkIn(code, 'emma.wilson');
    expect(maybe.statusCode).toBe(403);
    expect(envelope(maybe).message).toBe(CHECKIN_MESSAGES.noRsvp);
    expect((await checkIn(code, 'owner')).statusCode).toBe(403);
    clock = plus(fairAt('21:00'), 1000);
    const late = await checkIn(code, 'parent');
    expect(late.statusCode).toBe(422);
    expect(envelope(late).message).toBe(CHECKIN_MESSAGES.eventClosed);
  });

  it('owners check attendees in by hand and see who checked in, when and how', async () => {
    clock = fairAt('18:30');
    expect((await checkIn(await codeOf('event', fair), 'student')).statusCode).toBe(200);
    const [parentRsvp] = await t.database.db
      .select({ id: rsvps.id })
      .from(rsvps)
      .where(and(eq(rsvps.eventId, fair), eq(rsvps.userId, ids.user('parent'))));
    const url = `/api/events/${fair}/attendees/${parentRsvp?.id}/checkin`;
    clock = fairAt('18:40');
    const hand = await send('PUT', url, 'teacher', { checked_in: true });
    expect(hand.statusCode, hand.body).toBe(200);
    expect(envelope<Rsvp>(hand).data).toMatchObject({
      checked_in_at: clock.toISOString(),
      checkin_method: 'hand',
    });
    const panel = envelope<CheckinPanel>(await send('GET', `/api/events/${fair}/checkin`, 'teacher')).data;
    expect(panel.expected).toBe(2);
    expect(panel.checked_in.map((entry) => [entry.user.username, entry.method])).toEqual([
      ['student', 'code'],
      ['parent', 'hand'],
    ]);
    const report = envelope<{ rsvps: Rsvp[] }>(
      await send('GET', `/api/events/${fair}/attendees`, 'teacher'),
    ).data;
    expect(report.rsvps.find((r) => r.user_id === ids.user('student'))).toMatchObject({
      checkin_method: 'code',
    });
    const undo = await send('PUT', url, 'teacher', { checked_in: false });
    expect(envelope<Rsvp>(undo).data).toMatchObject({ checked_in_at: null, checkin_method: null });
    const [emma] = await t.database.db
      .select({ id: rsvps.id })
      .from(rsvps)
      .where(and(eq(rsvps.eventId, fair), eq(rsvps.userId, ids.user('emma.wilson'))));
    const refused = await send('PUT', `/api/events/${fair}/attendees/${emma?.id}/checkin`, 'teacher', {
      checked_in: true,
    });
    expect(refused.statusCode).toBe(422);
  });
});

describe('the attendance sheet', () => {
  it('has one row per session and enrolled student, with status and check-in', async () => {
    clock = instant('09:02');
    expect((await checkIn(await codeOf('session', sessionId), 'student')).statusCode).toBe(200);
    const sheet = envelope<AttendanceSheet>(
      await send('GET', `/api/courses/${robotics}/attendance`, 'teacher'),
    ).data;
    const sessionCount = (
      await t.database.db
        .select({ id: courseSessions.id })
        .from(courseSessions)
        .where(eq(courseSessions.courseId, robotics))
    ).length;
    expect(sheet.rows).toHaveLength(sessionCount * 2);
    expect(
      sheet.rows.find((row) => row.session_id === sessionId && row.user.username === 'student'),
    ).toMatchObject({
      session_date: DAY,
      status: 'late',
      checked_in_at: clock.toISOString(),
      checkin_method: 'code',
    });
    expect((await send('GET', `/api/courses/${robotics}/attendance`, 'student')).statusCode).toBe(403);
  });
});
