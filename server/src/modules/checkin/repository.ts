import type { AttendanceSheetRow, CheckinEntry, CheckinTarget } from '@campus/sdk';
import { and, asc, count, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/connect.js';
import { attendance, checkinCodes, courseSessions, enrollments, rsvps, users } from '../../db/schema.js';
import { clockTime } from '../course-sessions/repository.js';
import { toUserSummary, userSummaryColumns } from '../users/group-member.js';
import { toIsoTimestamp } from '../users/user-repository.js';

/** Students who check in to a course's sessions: enrolled ones only (a completed course is over). */
export const CHECKIN_ENROLLMENT = 'enrolled';

/** The column of checkin_codes that points at the target. */
const column = (target: CheckinTarget) =>
  target === 'session' ? checkinCodes.courseSessionId : checkinCodes.eventId;

/**
 * The target's code. The trigger of migration 0008 makes one for every new session and event; the upsert only
 * covers a row that lost its code some other way, and writes nothing when the code is there.
 */
export async function codeOf(db: Database, target: CheckinTarget, id: number): Promise<string> {
  return upsertCode(db, target, id, sql`${checkinCodes.code}`);
}

/** A new code for the target; the old one stops working at once (the row holds one code). */
export async function regenerateCode(db: Database, target: CheckinTarget, id: number): Promise<string> {
  return upsertCode(db, target, id, sql`campus_checkin_code()`);
}

async function upsertCode(db: Database, target: CheckinTarget, id: number, next: ReturnType<typeof sql>) {
  const values = target === 'session' ? { courseSessionId: id } : { eventId: id };
  const [row] = await db
    .insert(checkinCodes)
    .values({ ...values, code: sql`campus_checkin_code()` })
    .onConflictDoUpdate({
      target: column(target),
      targetWhere: isNotNull(column(target)),
      set: { code: next },
    })
    .returning({ code: checkinCodes.code });
  if (!row) throw new Error('The check-in code upsert returned no row');
  return row.code;
}

/** What a code opens: a session or an event; null for an unknown code. */
export async function findCode(
  db: Database,
  code: string,
): Promise<{ target: CheckinTarget; id: number } | null> {
  const [row] = await db
    .select({ sessionId: checkinCodes.courseSessionId, eventId: checkinCodes.eventId })
    .from(checkinCodes)
    .where(eq(checkinCodes.code, code))
    .limit(1);
  if (!row) return null;
  if (row.sessionId !== null) return { target: 'session', id: row.sessionId };
  if (row.eventId !== null) return { target: 'event', id: row.eventId };
  return null;
}

/** Who has checked in to a session, earliest first. */
export async function sessionCheckins(db: Database, sessionId: number): Promise<CheckinEntry[]> {
  const rows = await db
    .select({
      user: userSummaryColumns,
      status: attendance.status,
      at: attendance.checkedInAt,
      method: attendance.checkinMethod,
    })
    .from(attendance)
    .innerJoin(users, eq(users.id, attendance.userId))
    .where(and(eq(attendance.courseSessionId, sessionId), isNotNull(attendance.checkedInAt)))
    .orderBy(asc(attendance.checkedInAt), asc(users.id));
  return rows.flatMap((row) =>
    row.at === null
      ? []
      : [
          {
            user: toUserSummary(row.user),
            status: row.status,
            checked_in_at: toIsoTimestamp(row.at),
            method: row.method ?? 'hand',
          },
        ],
  );
}

/** Who has checked in to an event, earliest first (an event has no late). */
export async function eventCheckins(db: Database, eventId: number): Promise<CheckinEntry[]> {
  const rows = await db
    .select({ user: userSummaryColumns, at: rsvps.checkedInAt, method: rsvps.checkinMethod })
    .from(rsvps)
    .innerJoin(users, eq(users.id, rsvps.userId))
    .where(and(eq(rsvps.eventId, eventId), isNotNull(rsvps.checkedInAt)))
    .orderBy(asc(rsvps.checkedInAt), asc(users.id));
  return rows.flatMap((row) =>
    row.at === null
      ? []
      : [
          {
            user: toUserSummary(row.user),
            status: 'present' as const,
            checked_in_at: toIsoTimestamp(row.at),
            method: row.method ?? 'hand',
          },
        ],
  );
}

/** How many students may check in to a course's sessions. */
export async function enrolledCount(db: Database, courseId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(enrollments)
    .where(and(eq(enrollments.courseId, courseId), eq(enrollments.status, CHECKIN_ENROLLMENT)));
  return row?.n ?? 0;
}

/** How many RSVPs may check in to an event: approved, answering yes. */
export async function approvedRsvpCount(db: Database, eventId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(rsvps)
    .where(and(eq(rsvps.eventId, eventId), eq(rsvps.status, 'approved'), eq(rsvps.response, 'yes')));
  return row?.n ?? 0;
}

export async function isEnrolled(db: Database, courseId: number, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: enrollments.id })
    .from(enrollments)
    .where(
      and(
        eq(enrollments.courseId, courseId),
        eq(enrollments.userId, userId),
        eq(enrollments.status, CHECKIN_ENROLLMENT),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * Marks the student present or late with the code, in one statement: a new record, or one that staff made
 * without a check-in (absent, say). A record that already has a check-in is left alone and nothing returns, so
 * of two concurrent visits exactly one is marked (the second waits on the row and then sees it checked in).
 */
export async function checkInToSession(
  db: Database,
  input: { sessionId: number; userId: number; status: 'present' | 'late'; at: string; arrival: string },
): Promise<boolean> {
  const fields = {
    status: input.status,
    arrivalTime: input.arrival,
    checkedInAt: input.at,
    checkinMethod: 'code' as const,
  };
  const rows = await db
    .insert(attendance)
    .values({ courseSessionId: input.sessionId, userId: input.userId, ...fields })
    .onConflictDoUpdate({
      target: [attendance.courseSessionId, attendance.userId],
      set: { ...fields, updatedAt: sql`now()` },
      setWhere: sql`${attendance.checkedInAt} is null`,
    })
    .returning({ id: attendance.id });
  return rows.length > 0;
}

/** Checks an approved yes RSVP in (once: a checked-in RSVP is not matched), by code or by hand. */
export async function checkInRsvp(
  db: Database,
  where: { eventId: number; userId: number } | { rsvpId: number },
  at: string,
  method: 'code' | 'hand',
): Promise<boolean> {
  const target =
    'rsvpId' in where
      ? eq(rsvps.id, where.rsvpId)
      : and(eq(rsvps.eventId, where.eventId), eq(rsvps.userId, where.userId));
  const rows = await db
    .update(rsvps)
    .set({ checkedInAt: at, checkinMethod: method, updatedAt: at })
    .where(
      and(target, eq(rsvps.status, 'approved'), eq(rsvps.response, 'yes'), sql`${rsvps.checkedInAt} is null`),
    )
    .returning({ id: rsvps.id });
  return rows.length > 0;
}

/** Undoes an RSVP's check-in (by hand). */
export async function clearRsvpCheckin(db: Database, rsvpId: number, at: string): Promise<void> {
  await db
    .update(rsvps)
    .set({ checkedInAt: null, checkinMethod: null, updatedAt: at })
    .where(eq(rsvps.id, rsvpId));
}

/** The user's RSVP to the event, to tell why a check-in did not take. */
export async function findRsvp(db: Database, eventId: number, userId: number) {
  const [row] = await db
    .select({ status: rsvps.status, response: rsvps.response, at: rsvps.checkedInAt })
    .from(rsvps)
    .where(and(eq(rsvps.eventId, eventId), eq(rsvps.userId, userId)))
    .limit(1);
  return row ?? null;
}

/**
 * A course's attendance sheet in three statements whatever its size: the sessions by date and start, the
 * enrolled (or completed) students by name, and every record of those sessions; one row per pair.
 */
export async function attendanceSheet(db: Database, courseId: number): Promise<AttendanceSheetRow[]> {
  const sessions = await db
    .select({ id: courseSessions.id, date: courseSessions.sessionDate, start: courseSessions.startTime })
    .from(courseSessions)
    .where(eq(courseSessions.courseId, courseId))
    .orderBy(asc(courseSessions.sessionDate), asc(courseSessions.startTime), asc(courseSessions.id));
  const students = await db
    .select(userSummaryColumns)
    .from(enrollments)
    .innerJoin(users, eq(users.id, enrollments.userId))
    .where(and(eq(enrollments.courseId, courseId), inArray(enrollments.status, ['enrolled', 'completed'])))
    .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id));
  if (sessions.length === 0 || students.length === 0) return [];
  const records = await db
    .select({
      sessionId: attendance.courseSessionId,
      userId: attendance.userId,
      status: attendance.status,
      at: attendance.checkedInAt,
      method: attendance.checkinMethod,
    })
    .from(attendance)
    .where(
      inArray(
        attendance.courseSessionId,
        sessions.map((session) => session.id),
      ),
    );
  const byPair = new Map(records.map((record) => [`${record.sessionId}:${record.userId}`, record]));
  return sessions.flatMap((session) =>
    students.map((student) => {
      const record = byPair.get(`${session.id}:${student.id}`);
      return {
        session_id: session.id,
        session_date: session.date,
        start_time: clockTime(session.start),
        user: toUserSummary(student),
        status: record?.status ?? null,
        checked_in_at: record?.at ? toIsoTimestamp(record.at) : null,
        checkin_method: record?.method ?? null,
      };
    }),
  );
}
