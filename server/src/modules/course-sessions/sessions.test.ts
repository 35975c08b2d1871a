import { addDays } from '@campus/fixtures';
import type { CourseSession, GenerateSessionsResult, SessionUpdateResult } from '@campus/sdk';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attendance, courseSessions, courses, enrollments, sessionNotes, users } from '../../db/schema.js';
import { countQueries } from '../../testing/count-queries.js';
import { type FixtureIds, loadFixtureIds } from '../../testing/fixture-ids.js';
import { bearer, envelope } from '../../testing/http.js';
import { buildTestApp, type TestApp } from '../../testing/test-app.js';

// The sessions of a course over HTTP (spec section 7 "Sessions") on the demo courses
// (fixtures/src/demo-courses.ts). Introduction to Robotics: owner and teacher 'teacher', editor jchen;
// student and emma.wilson enrolled, noah.smith requested, ethan.brown rejected; parent is student's parent.
// Weekly on Monday and Wednesday, 15:30 to 17:00, sessions seeded from two weeks ago to six weeks ahead.

let t: TestApp;
let ids: FixtureIds;

beforeAll(async () => {
  t = await buildTestApp();
  ids = await loadFixtureIds(t.database);
});
afterAll(async () => {
  await t?.close();
});

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

async function send(method: Method, url: string, username?: string, payload?: object) {
  const headers = username ? bearer(await t.loginAs(username)) : {};
  return t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
}

const robotics = () => ids.course('Introduction to Robotics');
const sessionsOf = (courseId: number) => `/api/courses/${courseId}/sessions`;

async function sessionRows(courseId: number) {
  return t.database.db
    .select()
    .from(courseSessions)
    .where(eq(courseSessions.courseId, courseId))
    .orderBy(asc(courseSessions.sessionDate), asc(courseSessions.id));
}

async function nthSession(courseId: number, index: number) {
  const row = (await sessionRows(courseId))[index];
  if (!row) throw new Error(`course ${courseId} has no session #${index}`);
  return row;
}

describe('GET /courses/{id}/sessions', () => {
  it('lists the sessions by date to staff, enrolled students and their parents', async () => {
    const expected = (await sessionRows(robotics())).map((row) => row.sessionDate);
    expect(expected.length).toBeGreaterThan(5);
    for (const user of ['teacher', 'jchen', 'admin', 'student', 'emma.wilson', 'parent']) {
      const response = await send('GET', sessionsOf(robotics()), user);
      expect(response.statusCode, user).toBe(200);
      const dates = envelope<CourseSession[]>(response).data.map((session) => session.session_date);
      expect(dates, user).toEqual(expected);
    }
  });

  it('refuses requested and rejected students and a student of another course (403), guests (401)', async () => {
    for (const user of ['noah.smith', 'ethan.brown', 'sofia.garcia', 'manager']) {
      const response = await send('GET', sessionsOf(robotics()), user);
      expect(response.statusCode, user).toBe(403);
      expect(envelope(response).message).toBe('You must be enrolled in this course to view its sessions.');
    }
    expect((await send('GET', sessionsOf(robotics()))).statusCode).toBe(401);
  });

  it('filters by status and by day', async () => {
    const completed = await send('GET', `${sessionsOf(robotics())}?status=completed`, 'student');
    const rows = envelope<CourseSession[]>(completed).data;
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((session) => session.status === 'completed')).toBe(true);
    const first = await nthSession(robotics(), 0);
    const oneDay = await send('GET', `${sessionsOf(robotics())}?date=${first.sessionDate}`, 'student');
    expect(envelope<CourseSession[]>(oneDay).data.map((session) => session.id)).toEqual([first.id]);
    expect((await send('GET', `${sessionsOf(robotics())}?status=done`, 'student')).statusCode).toBe(422);
  });
});

describe('GET /courses/{id}/sessions?date= (the page /course/{id}/session/date/{date})', () => {
  it("answers that day's session to enrolled students, their parents and the staff; [] on a day without", async () => {
    const upcoming = (await sessionRows(robotics())).find((row) => row.status === 'scheduled');
    if (!upcoming) throw new Error('Robotics has scheduled sessions');
    for (const user of ['student', 'parent', 'dwilson', 'teacher', 'jchen', 'admin']) {
      const response = await send('GET', `${sessionsOf(robotics())}?date=${upcoming.sessionDate}`, user);
      expect(response.statusCode, user).toBe(200);
      expect(
        envelope<CourseSession[]>(response).data.map((session) => [session.id, session.session_date]),
        user,
      ).toEqual([[upcoming.id, upcoming.sessionDate]]);
    }
    // A Sunday: Robotics meets on Mondays and Wednesdays.
    const sunday = addDays(
      upcoming.sessionDate,
      7 - new Date(`${upcoming.sessionDate}T00:00:00Z`).getUTCDay(),
    );
    const none = await send('GET', `${sessionsOf(robotics())}?date=${sunday}`, 'parent');
    expect(none.statusCode).toBe(200);
    expect(envelope<CourseSession[]>(none).data).toEqual([]);
    // Whoever may not read the sessions learns nothing of that day either.
    for (const user of ['noah.smith', 'tnguyen', 'manager']) {
      const refused = await send('GET', `${sessionsOf(robotics())}?date=${upcoming.sessionDate}`, user);
      expect(refused.statusCode, user).toBe(403);
    }
    expect((await send('GET', `${sessionsOf(robotics())}?date=2026-02-30`, 'student')).statusCode).toBe(422);
  });
});

describe('GET /courses/{id}/sessions/{sessionId}', () => {
  it("shows staff every record and the roster; a student their own; a parent their child's", async () => {
    // The first session is in the past: attendance for student and emma.wilson; a session-wide note and a
    // note about student.
    const first = await nthSession(robotics(), 0);
    const url = `${sessionsOf(robotics())}/${first.id}`;

    const staff = envelope<CourseSession>(await send('GET', url, 'jchen')).data;
    expect(staff.attendance?.map((record) => record.user?.username).sort()).toEqual([
      'emma.wilson',
      'student',
    ]);
    expect(staff.roster?.map((user) => user.username).sort()).toEqual(['emma.wilson', 'student']);
    expect(staff.notes).toHaveLength(2);

    const student = envelope<CourseSession>(await send('GET', url, 'student')).data;
    expect(student.attendance?.map((record) => record.user_id)).toEqual([ids.user('student')]);
    expect(student.notes?.map((note) => note.user_id).sort()).toEqual([ids.user('student'), null].sort());
    expect(student.roster).toBeUndefined();

    const emma = envelope<CourseSession>(await send('GET', url, 'emma.wilson')).data;
    expect(emma.attendance?.map((record) => record.user_id)).toEqual([ids.user('emma.wilson')]);
    // The note about student is not emma's to read; the session-wide one is.
    expect(emma.notes?.map((note) => note.user_id)).toEqual([null]);

    const parent = envelope<CourseSession>(await send('GET', url, 'parent')).data;
    expect(parent.attendance?.map((record) => record.user_id)).toEqual([ids.user('student')]);
    expect(parent.notes).toHaveLength(2);
    expect(parent.roster).toBeUndefined();
  });

  it("answers 404 'Session not found' for another course's session, 403 to a requested student", async () => {
    const algebra = await nthSession(ids.course('Algebra Workshop'), 0);
    const response = await send('GET', `${sessionsOf(robotics())}/${algebra.id}`, 'teacher');
    expect(response.statusCode).toBe(404);
    expect(envelope(response).message).toBe('Session not found');
    const first = await nthSession(robotics(), 0);
    expect((await send('GET', `${sessionsOf(robotics())}/${first.id}`, 'noah.smith')).statusCode).toBe(403);
    expect((await send('GET', `${sessionsOf(robotics())}/${first.id}`)).statusCode).toBe(401);
  });
});

describe('POST, PUT and DELETE /courses/{id}/sessions', () => {
  it('lets the editor add a session with sanitized agenda; a student gets 403', async () => {
    const body = {
      session_date: '2030-01-07',
      start_time: '10:00',
      end_time: '11:00',
      agenda: '<p>Motors<script>alert(1)</script></p>',
    };
    const refused = await send('POST', sessionsOf(robotics()), 'student', body);
    expect(refused.statusCode).toBe(403);
    const made = await send('POST', sessionsOf(robotics()), 'jchen', body);
    expect(made.statusCode).toBe(201);
    const session = envelope<CourseSession>(made).data;
    expect(session).toMatchObject({
      session_date: '2030-01-07',
      status: 'scheduled',
      agenda: '<p>Motors</p>',
    });
    const invalid = await send('POST', sessionsOf(robotics()), 'jchen', { ...body, end_time: '09:00' });
    expect(invalid.statusCode).toBe(422);
    expect(envelope(invalid).errors?.end_time).toEqual(['End time must be later than start time']);
  });

  it('changes the times of this session only (single), leaving the others', async () => {
    const before = await sessionRows(robotics());
    const target = before[3];
    if (!target) throw new Error('Robotics has 4 sessions');
    const response = await send('PUT', `${sessionsOf(robotics())}/${target.id}`, 'teacher', {
      start_time: '14:00',
      end_time: '15:00',
      summary: '<p>Done <img src=x onerror=alert(1)></p>',
      status: 'completed',
    });
    expect(response.statusCode).toBe(200);
    const result = envelope<SessionUpdateResult>(response).data;
    expect(result.updated_count).toBe(1);
    expect(result.session).toMatchObject({ start_time: '14:00', end_time: '15:00', status: 'completed' });
    expect(result.session.summary).toBe('<p>Done </p>');
    const after = await sessionRows(robotics());
    for (const row of after) {
      const old = before.find((session) => session.id === row.id);
      if (row.id === target.id) expect(row.startTime).toBe('14:00');
      else
        expect([row.startTime, row.endTime, row.status]).toEqual([old?.startTime, old?.endTime, old?.status]);
    }
  });

  it('changes this and later sessions (future); agenda and status stay on this one', async () => {
    const courseId = ids.course('Spanish Conversation');
    const before = await sessionRows(courseId);
    const pivot = before[2];
    if (!pivot) throw new Error('Spanish Conversation has 3 sessions');
    const response = await send('PUT', `${sessionsOf(courseId)}/${pivot.id}`, 'mlopez', {
      start_time: '17:00',
      agenda: '<p>Only here</p>',
      status: 'cancelled',
      update_type: 'future',
    });
    expect(response.statusCode).toBe(200);
    const later = before.filter((row) => row.sessionDate >= pivot.sessionDate);
    expect(envelope<SessionUpdateResult>(response).data.updated_count).toBe(later.length);
    const after = await sessionRows(courseId);
    for (const row of after) {
      const old = before.find((session) => session.id === row.id);
      expect(row.startTime).toBe(row.sessionDate >= pivot.sessionDate ? '17:00' : old?.startTime);
      expect(row.endTime).toBe(old?.endTime);
      expect(row.agenda).toBe(row.id === pivot.id ? '<p>Only here</p>' : old?.agenda);
      expect(row.status).toBe(row.id === pivot.id ? 'cancelled' : old?.status);
    }
  });

  it('changes every session of the course (all) and no other course', async () => {
    const courseId = ids.course('Spanish Conversation');
    const others = await sessionRows(robotics());
    const middle = await nthSession(courseId, 1);
    const response = await send('PUT', `${sessionsOf(courseId)}/${middle.id}`, 'mlopez', {
      start_time: '16:00',
      end_time: '17:30',
      update_type: 'all',
    });
    expect(response.statusCode).toBe(200);
    const after = await sessionRows(courseId);
    expect(envelope<SessionUpdateResult>(response).data.updated_count).toBe(after.length);
    expect(after.every((row) => row.startTime === '16:00' && row.endTime === '17:30')).toBe(true);
    expect(await sessionRows(robotics())).toEqual(others);
  });

  it('refuses a time change that would end a reached session before it starts (422, nothing changed)', async () => {
    const courseId = ids.course('Spanish Conversation');
    const before = await sessionRows(courseId);
    const first = before[0];
    if (!first) throw new Error('no session');
    // Every Spanish session now ends at 17:30: a start of 18:00 for all would invert them.
    const response = await send('PUT', `${sessionsOf(courseId)}/${first.id}`, 'mlopez', {
      start_time: '18:00',
      update_type: 'all',
    });
    expect(response.statusCode).toBe(422);
    expect(envelope(response).errors?.end_time).toEqual(['End time must be later than start time']);
    expect(await sessionRows(courseId)).toEqual(before);
  });

  it('refuses edits by a student (403), and by staff of another course (403), and a foreign session (404)', async () => {
    const first = await nthSession(robotics(), 0);
    const url = `${sessionsOf(robotics())}/${first.id}`;
    expect((await send('PUT', url, 'student', { status: 'cancelled' })).statusCode).toBe(403);
    expect((await send('PUT', url, 'mlopez', { status: 'cancelled' })).statusCode).toBe(403);
    expect((await send('DELETE', url, 'parent')).statusCode).toBe(403);
    const algebra = await nthSession(ids.course('Algebra Workshop'), 0);
    const foreign = `${sessionsOf(robotics())}/${algebra.id}`;
    expect((await send('PUT', foreign, 'teacher', { status: 'cancelled' })).statusCode).toBe(404);
    expect((await send('DELETE', foreign, 'teacher')).statusCode).toBe(404);
    expect((await nthSession(robotics(), 0)).status).toBe(first.status);
  });

  it('deletes a session for the teacher', async () => {
    const last = (await sessionRows(robotics())).at(-1);
    if (!last) throw new Error('no session');
    const response = await send('DELETE', `${sessionsOf(robotics())}/${last.id}`, 'teacher');
    expect(response.statusCode).toBe(200);
    const [gone] = await t.database.db.select().from(courseSessions).where(eq(courseSessions.id, last.id));
    expect(gone).toBeUndefined();
  });
});

/** The days from `from` to `to` on these weekdays (0 Sunday), counted without the sdk's recurrence. */
function weekdaysBetween(from: string, to: string, weekdays: readonly number[]): string[] {
  const dates: string[] = [];
  for (let date = from; date <= to; date = addDays(date, 1)) {
    if (weekdays.includes(new Date(`${date}T00:00:00Z`).getUTCDay())) dates.push(date);
  }
  return dates;
}

describe('POST /courses/{id}/sessions/generate', () => {
  const generate = (username: string, body: object) =>
    send('POST', `${sessionsOf(robotics())}/generate`, username, body);

  it("answers the spec's messages for missing and reversed dates (422 with the errors map)", async () => {
    const missing = await generate('teacher', { start_date: '2030-01-01', end_date: '' });
    expect(missing.statusCode).toBe(422);
    expect(envelope(missing).errors).toEqual({ end_date: ['Please fill in both start and end dates'] });
    const reversed = await generate('teacher', { start_date: '2030-02-01', end_date: '2030-01-01' });
    expect(reversed.statusCode).toBe(422);
    expect(envelope(reversed).errors).toEqual({ end_date: ['End date must be after start date'] });
  });

  it('refuses a student and a non-staff user with the spec message', async () => {
    for (const user of ['student', 'mlopez']) {
      const response = await generate(user, { start_date: '2030-01-01', end_date: '2030-02-01' });
      expect(response.statusCode, user).toBe(403);
      expect(envelope(response).message).toBe('You are not authorized to generate sessions for this course.');
    }
    expect((await generate('student', { start_date: '2030-01-01', end_date: '2030-02-01' })).statusCode).toBe(
      403,
    );
  });

  it('makes a session on each Monday and Wednesday of the schedule at the course times, then none again', async () => {
    const [course] = await t.database.db.select().from(courses).where(eq(courses.id, robotics()));
    if (!course?.date || !course.recurrenceEndDate) throw new Error('Robotics is recurring from a date');
    await t.database.db.delete(courseSessions).where(eq(courseSessions.courseId, robotics()));
    const from = addDays(course.date, -3);
    const to = addDays(course.recurrenceEndDate, 10);
    const expected = weekdaysBetween(course.date, course.recurrenceEndDate, [1, 3]);

    const response = await generate('jchen', { start_date: from, end_date: to });
    expect(response.statusCode).toBe(201);
    const body = envelope<GenerateSessionsResult>(response);
    expect(body.message).toBe(`Generated ${expected.length} sessions`);
    expect(body.data.created).toBe(expected.length);
    expect(body.data.skipped).toBe(0);
    expect(body.data.sessions.map((session) => session.session_date)).toEqual(expected);
    const rows = await sessionRows(robotics());
    expect(rows.map((row) => row.sessionDate)).toEqual(expected);
    expect(rows.every((row) => row.startTime === '15:30' && row.endTime === '17:00')).toBe(true);

    const again = await generate('teacher', { start_date: from, end_date: to });
    expect(again.statusCode).toBe(200);
    expect(envelope<GenerateSessionsResult>(again).data).toEqual({
      created: 0,
      skipped: expected.length,
      sessions: [],
    });
    expect(envelope(again).message).toBe('No new sessions: every date in this range already has a session');
    expect(await sessionRows(robotics())).toHaveLength(expected.length);
  });

  it('fills only the missing dates of a range', async () => {
    const rows = await sessionRows(robotics());
    const removed = rows[1];
    if (!removed) throw new Error('no session');
    await t.database.db
      .delete(courseSessions)
      .where(and(eq(courseSessions.id, removed.id), eq(courseSessions.courseId, robotics())));
    const response = await generate('teacher', {
      start_date: rows[0]?.sessionDate ?? '',
      end_date: rows[3]?.sessionDate ?? '',
    });
    expect(response.statusCode).toBe(201);
    const result = envelope<GenerateSessionsResult>(response).data;
    expect(result).toMatchObject({ created: 1, skipped: 3 });
    expect(result.sessions.map((session) => session.session_date)).toEqual([removed.sessionDate]);
    expect(envelope(response).message).toBe('Generated 1 session');
  });
});

describe('generating at once', () => {
  // PostgreSQL only: on PGlite (one connection) a held transaction would block the request's own queries.
  it.runIf(process.env.TEST_DATABASE_URL)(
    'waits for a transaction holding the course row, then skips the dates it added (no duplicates)',
    async () => {
      const courseId = ids.course('Grade 8 Science Lab');
      const [course] = await t.database.db.select().from(courses).where(eq(courses.id, courseId));
      if (!course?.date || !course.recurrenceEndDate) throw new Error('the lab is recurring from a date');
      await t.database.db.delete(courseSessions).where(eq(courseSessions.courseId, courseId));
      const dates = weekdaysBetween(course.date, course.recurrenceEndDate, [2, 4]);

      let release = () => {};
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      let signalLocked = () => {};
      const locked = new Promise<void>((resolve) => {
        signalLocked = resolve;
      });
      const holder = t.database.db.transaction(async (tx) => {
        await tx.select({ id: courses.id }).from(courses).where(eq(courses.id, courseId)).for('update');
        signalLocked();
        await held;
        await tx.insert(courseSessions).values(dates.map((sessionDate) => ({ courseId, sessionDate })));
      });
      await locked;
      const generating = send('POST', `${sessionsOf(courseId)}/generate`, 'teacher', {
        start_date: course.date,
        end_date: course.recurrenceEndDate,
      });
      // Long enough for the generate call to reach the lock; without it, it would insert every date now.
      await new Promise((resolve) => setTimeout(resolve, 500));
      release();
      await holder;
      const response = await generating;
      expect(response.statusCode).toBe(200);
      expect(envelope<GenerateSessionsResult>(response).data).toMatchObject({
        created: 0,
        skipped: dates.length,
      });
      expect((await sessionRows(courseId)).map((row) => row.sessionDate)).toEqual(dates);
    },
  );
});

describe('query counts', () => {
  it("reads a session's detail and the list in as many statements for 30 students as for 2", async () => {
    const courseId = ids.course('Introduction to Robotics');
    const [first] = await sessionRows(courseId);
    if (!first) throw new Error('Robotics has sessions');
    const detail = () => send('GET', `${sessionsOf(courseId)}/${first.id}`, 'teacher');
    const list = () => send('GET', sessionsOf(courseId), 'teacher');
    await detail(); // the actor cache is warm from here on
    const before = await countQueries(t.database, detail);
    const listBefore = await countQueries(t.database, list);

    const students = await t.database.db
      .insert(users)
      .values(
        Array.from({ length: 28 }, (_, i) => ({
          firstName: 'Count',
          lastName: `${i}`,
          username: `count.${i}`,
          passwordHash: 'x',
        })),
      )
      .returning({ id: users.id });
    await t.database.db
      .insert(enrollments)
      .values(students.map((student) => ({ courseId, userId: student.id, status: 'enrolled' as const })));
    await t.database.db.insert(attendance).values(
      students.map((student) => ({
        courseSessionId: first.id,
        userId: student.id,
        status: 'present' as const,
      })),
    );
    await t.database.db
      .insert(sessionNotes)
      .values(
        students.map((student) => ({ courseSessionId: first.id, studentId: student.id, content: 'Counted' })),
      );

    const after = await countQueries(t.database, detail);
    const answer = envelope<CourseSession>(after.result).data;
    expect(answer.attendance).toHaveLength(students.length);
    expect(answer.roster?.length).toBeGreaterThanOrEqual(30);
    expect(after.count, after.queries.join('\n')).toBe(before.count);
    expect((await countQueries(t.database, list)).count).toBe(listBefore.count);
  });
});
