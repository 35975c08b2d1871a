import type { CalendarPerson, DateRange } from '@campus/sdk';
import { and, asc, eq, gte, inArray, lte, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/connect.js';
import {
  courseOwners,
  courseSessions,
  courses,
  enrollments,
  eventOwners,
  events,
  parentChild,
  rsvps,
  users,
} from '../../db/schema.js';

// The calendars' reads (spec section 2): one statement each, whatever the range or the number of rows, so a
// calendar is a constant number of statements. Correlated subqueries name their outer table in full: Drizzle
// may leave a column unqualified, and an unqualified one would bind to the subquery's own table.

/** The reader and their children (the family table): the reader first, then the children by name. */
export async function findCalendarPeople(db: Database, readerId: number): Promise<CalendarPerson[]> {
  const rows = await db
    .select({
      id: users.id,
      first_name: users.firstName,
      last_name: users.lastName,
      username: users.username,
    })
    .from(users)
    // One array of ids, so the primary key serves it: `id = reader OR id IN (children)` read every user.
    .where(
      sql`${users.id} = any(array_prepend(${readerId}::int, array(${db
        .select({ id: parentChild.childId })
        .from(parentChild)
        .where(eq(parentChild.parentId, readerId))})))`,
    )
    .orderBy(sql`${users.id} <> ${readerId}`, asc(users.firstName), asc(users.lastName), asc(users.id));
  return rows.map((row) => ({ ...row, is_self: row.id === readerId }));
}

/** The enrollments of these people, any status (the sdk's isCalendarEnrollment picks those that show). */
export async function findEnrollmentsOf(db: Database, userIds: number[]) {
  return db
    .select({ courseId: enrollments.courseId, userId: enrollments.userId, status: enrollments.status })
    .from(enrollments)
    .where(inArray(enrollments.userId, userIds));
}

/** The RSVPs of these people (the sdk's isCalendarRsvp picks those that show). */
export async function findRsvpsOf(db: Database, userIds: number[]) {
  return db
    .select({ eventId: rsvps.eventId, userId: rsvps.userId, status: rsvps.status, response: rsvps.response })
    .from(rsvps)
    .where(inArray(rsvps.userId, userIds));
}

const teacher = alias(users, 'calendar_teacher');

/** Which courses a calendar reads. */
export type CourseSelection =
  | { kind: 'mine'; ids: number[]; teacherId: number }
  | { kind: 'owner'; ownerId: number }
  | { kind: 'admin'; range: DateRange };

/** A session of the outer course exists (in the range when given). */
function sessionExists(range?: DateRange): SQL {
  const within = range
    ? sql` and cs.session_date >= ${range.from} and cs.session_date <= ${range.to}`
    : sql``;
  return sql`exists (select 1 from course_sessions cs where cs.course_id = "courses"."id"${within})`;
}

/**
 * The admin calendar reads only courses that may have entries in the range: a session in it, or no session
 * at all and a schedule that reaches into it (expandRecurrence decides the dates).
 */
function mayHaveEntries(range: DateRange): SQL {
  return sql`(${sessionExists(range)} or (not ${sessionExists()}
    and coalesce(${courses.date}, ${range.from}) <= ${range.to}
    and (case when ${courses.isRecurring} and ${courses.recurrenceType} is not null
      then coalesce(${courses.recurrenceEndDate}, ${range.to}) >= ${range.from}
      else ${courses.date} >= ${range.from} end)))`;
}

function courseFilter(db: Database, selection: CourseSelection): SQL | undefined {
  switch (selection.kind) {
    case 'mine':
      return or(inArray(courses.id, selection.ids), eq(courses.teacherId, selection.teacherId));
    case 'owner':
      return inArray(
        courses.id,
        db
          .select({ id: courseOwners.courseId })
          .from(courseOwners)
          .where(eq(courseOwners.userId, selection.ownerId)),
      );
    case 'admin':
      return mayHaveEntries(selection.range);
  }
}

/** Courses with their schedule, teacher, whether they have sessions, and the viewer's staff ties to them. */
export async function findCalendarCourses(db: Database, selection: CourseSelection, viewerId: number) {
  const isOwner = sql<boolean>`exists (select 1 from course_owners co
    where co.course_id = "courses"."id" and co.user_id = ${viewerId})`.mapWith(Boolean);
  const isEditor = sql<boolean>`exists (select 1 from course_editors ce
    where ce.course_id = "courses"."id" and ce.user_id = ${viewerId})`.mapWith(Boolean);
  return db
    .select({
      id: courses.id,
      name: courses.name,
      status: courses.status,
      visibility: courses.visibility,
      location: courses.location,
      isOnline: courses.isOnline,
      meetingLink: courses.meetingLink,
      date: courses.date,
      startTime: courses.startTime,
      endTime: courses.endTime,
      isRecurring: courses.isRecurring,
      recurrenceType: courses.recurrenceType,
      recurrenceEndDate: courses.recurrenceEndDate,
      weeklyDays: courses.weeklyDays,
      monthlyOption: courses.monthlyOption,
      teacherId: courses.teacherId,
      creatorId: courses.creatorId,
      teacher: teacher.username,
      updatedAt: courses.updatedAt,
      hasSessions: sql<boolean>`${sessionExists()}`.mapWith(Boolean),
      isOwner,
      isEditor,
    })
    .from(courses)
    .leftJoin(teacher, eq(teacher.id, courses.teacherId))
    .where(courseFilter(db, selection))
    .orderBy(asc(courses.name), asc(courses.id));
}
export type CalendarCourseRow = Awaited<ReturnType<typeof findCalendarCourses>>[number];

/** The sessions in the range of these courses (every course's for the admin calendar: `courseIds` null). */
export async function findSessionsInRange(db: Database, courseIds: number[] | null, range: DateRange) {
  return db
    .select({
      id: courseSessions.id,
      courseId: courseSessions.courseId,
      sessionDate: courseSessions.sessionDate,
      startTime: courseSessions.startTime,
      endTime: courseSessions.endTime,
      status: courseSessions.status,
      updatedAt: courseSessions.updatedAt,
    })
    .from(courseSessions)
    .where(
      and(
        courseIds === null ? undefined : inArray(courseSessions.courseId, courseIds),
        gte(courseSessions.sessionDate, range.from),
        lte(courseSessions.sessionDate, range.to),
      ),
    )
    .orderBy(asc(courseSessions.sessionDate), asc(courseSessions.startTime), asc(courseSessions.id));
}
export type CalendarSessionRow = Awaited<ReturnType<typeof findSessionsInRange>>[number];

/** Which events a calendar reads: those of these ids with a day in the range, or every one the user owns. */
export type EventSelection =
  | { kind: 'mine'; ids: number[]; range: DateRange }
  | { kind: 'owner'; ownerId: number };

function eventFilter(db: Database, selection: EventSelection): SQL | undefined {
  if (selection.kind === 'owner') {
    return inArray(
      events.id,
      db
        .select({ id: eventOwners.eventId })
        .from(eventOwners)
        .where(eq(eventOwners.userId, selection.ownerId)),
    );
  }
  return and(
    inArray(events.id, selection.ids),
    lte(events.date, selection.range.to),
    gte(
      sql`greatest(${events.date}, coalesce(${events.eventEndDate}, ${events.date}))`,
      selection.range.from,
    ),
  );
}

/** Events with their times and the viewer's ties that keep an unpublished one in sight. */
export async function findCalendarEvents(db: Database, selection: EventSelection, viewerId: number) {
  return db
    .select({
      id: events.id,
      title: events.title,
      date: events.date,
      startTime: events.eventStartTime,
      endTime: events.eventEndTime,
      endDate: events.eventEndDate,
      location: events.location,
      isOnline: events.isOnline,
      meetingLink: events.meetingLink,
      status: events.status,
      visibility: events.visibility,
      creatorId: events.creatorId,
      updatedAt: events.updatedAt,
      isOwner: sql<boolean>`exists (select 1 from event_owners eo
        where eo.event_id = "events"."id" and eo.user_id = ${viewerId})`.mapWith(Boolean),
    })
    .from(events)
    .where(eventFilter(db, selection))
    .orderBy(asc(events.date), asc(events.eventStartTime), asc(events.id));
}
export type CalendarEventRow = Awaited<ReturnType<typeof findCalendarEvents>>[number];
