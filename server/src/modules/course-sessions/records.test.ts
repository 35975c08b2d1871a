import type { Attendance, SessionNote } from '@campus/sdk';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attendance, courseSessions, sessionNotes } from '../../db/schema.js';
import { type FixtureIds, loadFixtureIds } from '../../testing/fixture-ids.js';
import { bearer, envelope } from '../../testing/http.js';
import { buildTestApp, type TestApp } from '../../testing/test-app.js';

// Attendance and notes of a course session over HTTP (spec sections 6 and 7) on the demo data: Introduction
// to Robotics (staff teacher and jchen; student and emma.wilson enrolled, noah.smith requested; parent is
// student's parent); Grade 8 Science Lab is another course student is in.

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

async function sessionOf(course: string, index = 0): Promise<number> {
  const rows = await t.database.db
    .select({ id: courseSessions.id })
    .from(courseSessions)
    .where(eq(courseSessions.courseId, ids.course(course)))
    .orderBy(asc(courseSessions.sessionDate));
  const row = rows[index];
  if (!row) throw new Error(`${course} has no session #${index}`);
  return row.id;
}

const robotics = () => ids.course('Introduction to Robotics');
const sessionUrl = (sessionId: number) => `/api/courses/${robotics()}/sessions/${sessionId}`;
const attendanceUrl = (sessionId: number, username: string) =>
  `${sessionUrl(sessionId)}/attendance/${ids.user(username)}`;

async function attendanceRow(sessionId: number, username: string) {
  const [row] = await t.database.db
    .select()
    .from(attendance)
    .where(and(eq(attendance.courseSessionId, sessionId), eq(attendance.userId, ids.user(username))));
  return row;
}

describe('GET .../attendance/{studentId}', () => {
  it('answers the student, their parent and staff; null where nothing is marked', async () => {
    const past = await sessionOf('Introduction to Robotics', 0);
    for (const user of ['student', 'parent', 'teacher', 'jchen', 'admin']) {
      const response = await send('GET', attendanceUrl(past, 'student'), user);
      expect(response.statusCode, user).toBe(200);
      expect(envelope<Attendance>(response).data).toMatchObject({
        user_id: ids.user('student'),
        course_session_id: past,
      });
    }
    const future = await sessionOf('Introduction to Robotics', 10);
    const unmarked = await send('GET', attendanceUrl(future, 'student'), 'student');
    expect(unmarked.statusCode).toBe(200);
    expect(envelope(unmarked).data).toBeNull();
  });

  it("refuses another student's attendance, another course's student and guests", async () => {
    const past = await sessionOf('Introduction to Robotics', 0);
    // emma.wilson is enrolled too, but student's record is not hers; nor is it the requested noah's.
    expect((await send('GET', attendanceUrl(past, 'student'), 'emma.wilson')).statusCode).toBe(403);
    expect((await send('GET', attendanceUrl(past, 'student'), 'noah.smith')).statusCode).toBe(403);
    expect((await send('GET', attendanceUrl(past, 'emma.wilson'), 'parent')).statusCode).toBe(403);
    expect((await send('GET', attendanceUrl(past, 'student'), 'manager')).statusCode).toBe(403);
    // A student of other courses only (sofia.garcia asked to join SAT Math Prep).
    expect((await send('GET', attendanceUrl(past, 'student'), 'sofia.garcia')).statusCode).toBe(403);
    expect((await send('GET', attendanceUrl(past, 'student'))).statusCode).toBe(401);
    // A session of another course under Robotics' path.
    const lab = await sessionOf('Grade 8 Science Lab', 0);
    expect((await send('GET', attendanceUrl(lab, 'student'), 'student')).statusCode).toBe(404);
  });
});

describe('PUT .../attendance/{studentId}', () => {
  it('lets the teacher and the editor mark an enrolled student, one record per session', async () => {
    const future = await sessionOf('Introduction to Robotics', 12);
    const first = await send('PUT', attendanceUrl(future, 'emma.wilson'), 'teacher', {
      status: 'late',
      arrival_time: '15:45',
      notes: 'Bus',
    });
    expect(first.statusCode).toBe(200);
    expect(envelope<Attendance>(first).data).toMatchObject({
      status: 'late',
      arrival_time: '15:45',
      notes: 'Bus',
      user: { username: 'emma.wilson' },
    });
    const second = await send('PUT', attendanceUrl(future, 'emma.wilson'), 'jchen', { status: 'present' });
    expect(second.statusCode).toBe(200);
    const rows = await t.database.db
      .select()
      .from(attendance)
      .where(and(eq(attendance.courseSessionId, future), eq(attendance.userId, ids.user('emma.wilson'))));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 'present', arrivalTime: null, notes: null });
  });

  it('refuses a student who is not enrolled (422) and callers who are not staff (403)', async () => {
    const future = await sessionOf('Introduction to Robotics', 12);
    for (const user of ['noah.smith', 'ethan.brown', 'manager']) {
      const response = await send('PUT', attendanceUrl(future, user), 'teacher', { status: 'present' });
      expect(response.statusCode, user).toBe(422);
      expect(envelope(response).message).toBe('This student is not enrolled in this course');
      expect(await attendanceRow(future, user)).toBeUndefined();
    }
    for (const user of ['student', 'parent', 'mlopez']) {
      const response = await send('PUT', attendanceUrl(future, 'student'), user, { status: 'present' });
      expect(response.statusCode, user).toBe(403);
    }
    expect(await attendanceRow(future, 'student')).toBeUndefined();
    const invalid = await send('PUT', attendanceUrl(future, 'student'), 'teacher', { status: 'asleep' });
    expect(invalid.statusCode).toBe(422);
    expect(envelope(invalid).errors?.status).toEqual(['Choose present, absent, late or excused']);
  });
});

describe('notes', () => {
  it('lets staff add, edit and delete notes; a note about a non-student is refused', async () => {
    const sessionId = await sessionOf('Introduction to Robotics', 2);
    const notes = `${sessionUrl(sessionId)}/notes`;
    const added = await send('POST', notes, 'jchen', {
      content: '<p>Great work<script>x()</script></p>',
      user_id: ids.user('emma.wilson'),
    });
    expect(added.statusCode).toBe(201);
    const note = envelope<SessionNote>(added).data;
    expect(note).toMatchObject({
      content: '<p>Great work</p>',
      user_id: ids.user('emma.wilson'),
      author_id: ids.user('jchen'),
    });

    const wide = await send('POST', notes, 'teacher', { content: 'Bring kits' });
    expect(wide.statusCode).toBe(201);
    expect(envelope<SessionNote>(wide).data.user_id).toBeNull();

    const stranger = await send('POST', notes, 'teacher', { content: 'x', user_id: ids.user('noah.smith') });
    expect(stranger.statusCode).toBe(422);
    expect(envelope(stranger).errors?.user_id).toEqual(['This student is not enrolled in this course']);

    // student reads the session-wide note, not the one about emma.wilson.
    const asStudent = await send('GET', sessionUrl(sessionId), 'student');
    const seen = (asStudent.json() as { data: { notes: SessionNote[] } }).data.notes;
    expect(seen.map((row) => row.content)).toEqual(['Bring kits']);

    const edited = await send('PUT', `${notes}/${note.id}`, 'teacher', { content: 'Edited', user_id: null });
    expect(edited.statusCode).toBe(200);
    expect(envelope<SessionNote>(edited).data).toMatchObject({ content: 'Edited', user_id: null });

    expect((await send('DELETE', `${notes}/${note.id}`, 'teacher')).statusCode).toBe(200);
    const [gone] = await t.database.db.select().from(sessionNotes).where(eq(sessionNotes.id, note.id));
    expect(gone).toBeUndefined();
  });

  it('refuses non-staff (403), a note of another session (404), and an empty note (422)', async () => {
    const sessionId = await sessionOf('Introduction to Robotics', 0);
    const otherSession = await sessionOf('Introduction to Robotics', 1);
    const [existing] = await t.database.db
      .select()
      .from(sessionNotes)
      .where(eq(sessionNotes.courseSessionId, sessionId));
    if (!existing) throw new Error('the first Robotics session has notes');
    const notes = `${sessionUrl(sessionId)}/notes`;
    for (const user of ['student', 'parent', 'mlopez']) {
      expect((await send('POST', notes, user, { content: 'Hi' })).statusCode, user).toBe(403);
      expect((await send('DELETE', `${notes}/${existing.id}`, user)).statusCode, user).toBe(403);
    }
    const foreign = `${sessionUrl(otherSession)}/notes/${existing.id}`;
    expect((await send('PUT', foreign, 'teacher', { content: 'Moved' })).statusCode).toBe(404);
    expect((await send('DELETE', foreign, 'teacher')).statusCode).toBe(404);
    const empty = await send('POST', notes, 'teacher', { content: '   ' });
    expect(empty.statusCode).toBe(422);
    expect(envelope(empty).errors?.content).toEqual(['Note text is required']);
    const [still] = await t.database.db.select().from(sessionNotes).where(eq(sessionNotes.id, existing.id));
    expect(still?.content).toBe(existing.content);
  });
});
