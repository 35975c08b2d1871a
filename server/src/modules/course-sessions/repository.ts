import {
  type Attendance,
  type CourseSession,
  type SessionImage,
  type SessionNote,
  TimeSchema,
} from '@campus/sdk';
import { and, asc, eq, inArray, isNull, or, type SQL } from 'drizzle-orm';
import type { CourseSessionRow, SessionImageRow } from '../../authorization/course-session-access.js';
import type { Database } from '../../db/connect.js';
import {
  attendance,
  courseSessions,
  enrollments,
  parentChild,
  sessionImages,
  sessionNotes,
  users,
} from '../../db/schema.js';
import { toUserSummary, userSummaryColumns } from '../users/group-member.js';
import { toIsoTimestamp } from '../users/user-repository.js';

export type AttendanceRow = typeof attendance.$inferSelect;
export type SessionNoteRow = typeof sessionNotes.$inferSelect;

/** Enrollment statuses whose students belong to the sessions (marked, noted, listed in the roster). */
export const SESSION_STUDENT_STATUSES = ['enrolled', 'completed'] as const;

/** A stored time as 'HH:mm'; anything unreadable as null, so an odd row never breaks an answer. */
export const clockTime = (value: string | null): string | null =>
  value === null ? null : TimeSchema.nullable().catch(null).parse(value.slice(0, 5));

export function toCourseSession(row: CourseSessionRow): CourseSession {
  return {
    id: row.id,
    course_id: row.courseId,
    session_date: row.sessionDate,
    start_time: clockTime(row.startTime),
    end_time: clockTime(row.endTime),
    agenda: row.agenda,
    summary: row.summary,
    status: row.status,
  };
}

export function toAttendance(row: AttendanceRow): Attendance {
  return {
    id: row.id,
    course_session_id: row.courseSessionId,
    user_id: row.userId,
    status: row.status,
    notes: row.notes,
    arrival_time: clockTime(row.arrivalTime),
    departure_time: clockTime(row.departureTime),
    checked_in_at: row.checkedInAt === null ? null : toIsoTimestamp(row.checkedInAt),
    checkin_method: row.checkinMethod,
  };
}

export function toSessionNote(row: SessionNoteRow): SessionNote {
  return {
    id: row.id,
    course_session_id: row.courseSessionId,
    user_id: row.studentId,
    author_id: row.authorId,
    content: row.content,
    created_at: toIsoTimestamp(row.createdAt),
  };
}

export function toSessionImage(row: SessionImageRow): SessionImage {
  return {
    id: row.id,
    image_url: row.imageUrl,
    image_url_small: row.imageUrlSmall,
    image_url_large: row.imageUrlLarge,
    caption: row.caption,
    display_order: row.displayOrder,
  };
}

/** A course's sessions by date and start time, optionally of one status or one day. */
export async function findSessions(
  db: Database,
  courseId: number,
  filter: { status?: CourseSessionRow['status']; date?: string },
): Promise<CourseSessionRow[]> {
  const conditions: SQL[] = [eq(courseSessions.courseId, courseId)];
  if (filter.status) conditions.push(eq(courseSessions.status, filter.status));
  if (filter.date) conditions.push(eq(courseSessions.sessionDate, filter.date));
  return db
    .select()
    .from(courseSessions)
    .where(and(...conditions))
    .orderBy(asc(courseSessions.sessionDate), asc(courseSessions.startTime), asc(courseSessions.id));
}

/** A session's images in display order (ties by id, i.e. upload order). */
export async function findSessionImages(db: Database, sessionId: number): Promise<SessionImageRow[]> {
  return db
    .select()
    .from(sessionImages)
    .where(eq(sessionImages.courseSessionId, sessionId))
    .orderBy(asc(sessionImages.displayOrder), asc(sessionImages.id));
}

/**
 * A session's attendance with each student's summary; `studentIds` null for every record (staff), else only
 * those students' records.
 */
export async function findAttendance(
  db: Database,
  sessionId: number,
  studentIds: readonly number[] | null,
): Promise<Attendance[]> {
  if (studentIds?.length === 0) return [];
  const rows = await db
    .select({ record: attendance, user: userSummaryColumns })
    .from(attendance)
    .innerJoin(users, eq(users.id, attendance.userId))
    .where(
      and(
        eq(attendance.courseSessionId, sessionId),
        studentIds ? inArray(attendance.userId, [...studentIds]) : undefined,
      ),
    )
    .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id));
  return rows.map((row) => ({ ...toAttendance(row.record), user: toUserSummary(row.user) }));
}

/**
 * A session's notes, oldest first; `studentIds` null for every note (staff), else the session-wide notes
 * (no student) and those about these students.
 */
export async function findNotes(
  db: Database,
  sessionId: number,
  studentIds: readonly number[] | null,
): Promise<SessionNote[]> {
  const about =
    studentIds === null
      ? undefined
      : studentIds.length === 0
        ? isNull(sessionNotes.studentId)
        : or(isNull(sessionNotes.studentId), inArray(sessionNotes.studentId, [...studentIds]));
  const rows = await db
    .select()
    .from(sessionNotes)
    .where(and(eq(sessionNotes.courseSessionId, sessionId), about))
    .orderBy(asc(sessionNotes.createdAt), asc(sessionNotes.id));
  return rows.map(toSessionNote);
}

/** The course's students whose attendance staff mark (enrolled or completed), by name. */
export async function findRoster(db: Database, courseId: number) {
  const rows = await db
    .select(userSummaryColumns)
    .from(enrollments)
    .innerJoin(users, eq(users.id, enrollments.userId))
    .where(
      and(eq(enrollments.courseId, courseId), inArray(enrollments.status, [...SESSION_STUDENT_STATUSES])),
    )
    .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id));
  return rows.map(toUserSummary);
}

/** Whether the user is a student of the course whose sessions they attend (enrolled or completed). */
export async function isSessionStudent(db: Database, courseId: number, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: enrollments.id })
    .from(enrollments)
    .where(
      and(
        eq(enrollments.courseId, courseId),
        eq(enrollments.userId, userId),
        inArray(enrollments.status, [...SESSION_STUDENT_STATUSES]),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** The viewer's children among the course's enrolled (or completed) students. */
export async function enrolledChildrenOf(
  db: Database,
  courseId: number,
  parentId: number,
): Promise<number[]> {
  const rows = await db
    .select({ id: enrollments.userId })
    .from(enrollments)
    .innerJoin(parentChild, eq(parentChild.childId, enrollments.userId))
    .where(
      and(
        eq(enrollments.courseId, courseId),
        eq(parentChild.parentId, parentId),
        inArray(enrollments.status, [...SESSION_STUDENT_STATUSES]),
      ),
    );
  return rows.map((row) => row.id);
}

/** Whether `parentId` is a parent of `childId`. */
export async function isParentOf(db: Database, parentId: number, childId: number): Promise<boolean> {
  const [row] = await db
    .select({ one: parentChild.childId })
    .from(parentChild)
    .where(and(eq(parentChild.parentId, parentId), eq(parentChild.childId, childId)))
    .limit(1);
  return row !== undefined;
}
