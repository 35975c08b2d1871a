import { and, asc, eq, isNotNull } from 'drizzle-orm';
import { courseSessions, sessionImages, sessionNotes } from '../../db/schema.js';
import {
  type ArrangeContext,
  type Expectation,
  type MatrixContext,
  type MatrixRow,
  noSecrets,
  only,
  signedIn,
} from '../authorization-matrix.js';

// The sessions of a course (spec section 7 "Sessions") on Introduction to Robotics (fixtures/src/
// demo-courses.ts): teacher is its owner and teacher (with admin, the staff who edit); student is enrolled
// and parent is student's parent (they read the sessions); owner, coordinator and manager see the public
// course but are not enrolled (403 'You must be enrolled in this course to view its sessions.'). Spanish
// Conversation is mlopez's: no matrix role but admin reads its sessions ("a student of another course").
// Session ids are looked up by `arrange`; a session of Algebra Workshop is "another course's session".

const robotics = ({ ids }: MatrixContext) => ids.course('Introduction to Robotics');
const spanish = ({ ids }: MatrixContext) => ids.course('Spanish Conversation');

/** Staff, enrolled student and parent read: `status`; the other signed-in roles 403; guests 401. */
const readers = (status: number): Expectation => only(['admin', 'teacher', 'student', 'parent'], status);
/** The course's staff: `status`; every other signed-in role 403; guests 401. */
const staff = (status: number): Expectation => only(['admin', 'teacher'], status);

async function sessionIdsOf(db: ArrangeContext['db'], courseId: number): Promise<number[]> {
  const rows = await db
    .select({ id: courseSessions.id })
    .from(courseSessions)
    .where(eq(courseSessions.courseId, courseId))
    .orderBy(asc(courseSessions.sessionDate), asc(courseSessions.id));
  return rows.map((row) => row.id);
}

/**
 * Arrange: Robotics' first session (`sessionId`, with the demo's notes and attendance) and second
 * (`otherSessionId`), one of Algebra Workshop (`foreignSessionId`), one of Spanish Conversation
 * (`spanishSessionId`), the first session's note about student (`noteId`) and an image row of each Robotics
 * session (`imageId` of the first, `otherImageId` of the second).
 */
async function sessions({ db, ids }: ArrangeContext) {
  const [sessionId, otherSessionId] = await sessionIdsOf(db, ids.course('Introduction to Robotics'));
  const [foreignSessionId] = await sessionIdsOf(db, ids.course('Algebra Workshop'));
  const [spanishSessionId] = await sessionIdsOf(db, ids.course('Spanish Conversation'));
  if (!sessionId || !otherSessionId || !foreignSessionId || !spanishSessionId) {
    throw new Error('The demo courses have sessions');
  }
  const [note] = await db
    .select({ id: sessionNotes.id })
    .from(sessionNotes)
    .where(and(eq(sessionNotes.courseSessionId, sessionId), isNotNull(sessionNotes.studentId)));
  if (!note) throw new Error("Robotics' first session has a note about a student");
  const image = (courseSessionId: number) => ({
    courseSessionId,
    imageUrl: '/uploads/courses/matrix/matrix-original.png',
    imageUrlSmall: '/uploads/courses/matrix/matrix-small.webp',
    imageUrlLarge: '/uploads/courses/matrix/matrix-large.webp',
    caption: 'Matrix',
  });
  const [first, second] = await db
    .insert(sessionImages)
    .values([image(sessionId), image(otherSessionId)])
    .returning({ id: sessionImages.id });
  if (!first || !second) throw new Error('Arranging the images returned no rows');
  return {
    sessionId,
    otherSessionId,
    foreignSessionId,
    spanishSessionId,
    noteId: note.id,
    imageId: first.id,
    otherImageId: second.id,
  };
}

const list = (c: MatrixContext) => `/api/courses/${robotics(c)}/sessions`;
const one = (c: MatrixContext) => `${list(c)}/${c.made.sessionId}`;
const foreign = (c: MatrixContext) => `${list(c)}/${c.made.foreignSessionId}`;
const attendanceOf = (username: string) => (c: MatrixContext) =>
  `${one(c)}/attendance/${c.ids.user(username)}`;
const images = (c: MatrixContext) => `${one(c)}/images`;

export const COURSE_SESSIONS_ROWS: readonly MatrixRow[] = [
  // Lists
  { method: 'GET', url: list, expect: readers(200) },
  { method: 'GET', url: (c) => `${list(c)}?status=scheduled`, expect: readers(200) },
  { method: 'GET', url: (c) => `/api/courses/${spanish(c)}/sessions`, expect: only(['admin'], 200) },
  { method: 'GET', url: '/api/courses/999999/sessions', expect: signedIn(404) },
  {
    method: 'POST',
    url: list,
    body: { session_date: '2031-03-03', start_time: '15:30', end_time: '17:00', agenda: '<p>Matrix</p>' },
    expect: staff(201),
  },
  // Generate: a range past the schedule's end makes nothing (200); others get the spec's 403.
  {
    method: 'POST',
    url: (c) => `${list(c)}/generate`,
    body: { start_date: '2031-01-01', end_date: '2031-02-01' },
    expect: staff(200),
  },
  {
    method: 'POST',
    url: (c) => `/api/courses/${spanish(c)}/sessions/generate`,
    body: { start_date: '2031-01-01', end_date: '2031-02-01' },
    expect: only(['admin'], 200),
  },
  // One session: the staff see the roster (user summaries); another course's session is a 404
  { method: 'GET', url: one, arrange: sessions, expect: readers(200), absent: noSecrets },
  { method: 'GET', url: foreign, arrange: sessions, expect: readers(404) },
  {
    method: 'GET',
    url: (c) => `/api/courses/${spanish(c)}/sessions/${c.made.spanishSessionId}`,
    arrange: sessions,
    expect: only(['admin'], 200),
  },
  {
    method: 'PUT',
    url: one,
    body: { start_time: '15:00', update_type: 'future', summary: '<p>Matrix</p>' },
    arrange: sessions,
    expect: staff(200),
    absent: noSecrets,
  },
  { method: 'PUT', url: foreign, body: { status: 'cancelled' }, arrange: sessions, expect: staff(404) },
  { method: 'DELETE', url: one, arrange: sessions, expect: staff(200) },
  { method: 'DELETE', url: foreign, arrange: sessions, expect: staff(404) },
  // Attendance: the student, their parent and staff read it; staff mark enrolled students
  {
    method: 'GET',
    url: attendanceOf('student'),
    arrange: sessions,
    expect: readers(200),
    absent: noSecrets,
  },
  { method: 'GET', url: attendanceOf('emma.wilson'), arrange: sessions, expect: staff(200) },
  {
    method: 'GET',
    url: (c) => `${foreign(c)}/attendance/${c.ids.user('student')}`,
    arrange: sessions,
    expect: readers(404),
  },
  {
    method: 'PUT',
    url: attendanceOf('student'),
    body: { status: 'present', arrival_time: '15:30' },
    arrange: sessions,
    expect: staff(200),
  },
  // noah.smith only asked to join: not a student to mark (422 past the guard).
  {
    method: 'PUT',
    url: attendanceOf('noah.smith'),
    body: { status: 'present' },
    arrange: sessions,
    expect: staff(422),
  },
  // Notes
  {
    method: 'POST',
    url: (c) => `${one(c)}/notes`,
    body: ({ ids }: MatrixContext) => ({ content: 'Matrix note', user_id: ids.user('student') }),
    arrange: sessions,
    expect: staff(201),
  },
  {
    method: 'PUT',
    url: (c) => `${one(c)}/notes/${c.made.noteId}`,
    body: { content: 'Matrix note' },
    arrange: sessions,
    expect: staff(200),
  },
  {
    method: 'PUT',
    url: (c) => `${list(c)}/${c.made.otherSessionId}/notes/${c.made.noteId}`,
    body: { content: 'Matrix note' },
    arrange: sessions,
    expect: staff(404),
  },
  { method: 'DELETE', url: (c) => `${one(c)}/notes/${c.made.noteId}`, arrange: sessions, expect: staff(200) },
  {
    method: 'DELETE',
    url: (c) => `${list(c)}/${c.made.otherSessionId}/notes/${c.made.noteId}`,
    arrange: sessions,
    expect: staff(404),
  },
  // Images (rows, no files; JSON, not multipart: an upload past the guards is a 422)
  { method: 'GET', url: images, arrange: sessions, expect: readers(200) },
  { method: 'GET', url: (c) => `${foreign(c)}/images`, arrange: sessions, expect: readers(404) },
  { method: 'POST', url: images, body: { images: [] }, arrange: sessions, expect: staff(422) },
  {
    method: 'PUT',
    url: (c) => `${images(c)}/reorder`,
    body: ({ made }: MatrixContext) => ({ image_order: [{ id: made.imageId, display_order: 2 }] }),
    arrange: sessions,
    expect: staff(200),
  },
  {
    method: 'PUT',
    url: (c) => `${images(c)}/reorder`,
    body: ({ made }: MatrixContext) => ({ image_order: [{ id: made.otherImageId, display_order: 2 }] }),
    arrange: sessions,
    expect: staff(422),
  },
  {
    method: 'PUT',
    url: (c) => `${images(c)}/${c.made.imageId}`,
    body: { caption: 'Matrix caption' },
    arrange: sessions,
    expect: staff(200),
  },
  {
    method: 'PUT',
    url: (c) => `${images(c)}/${c.made.otherImageId}`,
    body: { caption: 'Matrix caption' },
    arrange: sessions,
    expect: staff(404),
  },
  { method: 'DELETE', url: (c) => `${images(c)}/${c.made.imageId}`, arrange: sessions, expect: staff(200) },
  {
    method: 'DELETE',
    url: (c) => `${images(c)}/${c.made.otherImageId}`,
    arrange: sessions,
    expect: staff(404),
  },
];
