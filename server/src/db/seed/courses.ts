import type { DemoDataset } from '@campus/fixtures';
import type { Database } from '../connect.js';
import {
  attendance,
  courseEditors,
  courseGroups,
  courseOwners,
  courseSessions,
  courses,
  enrollments,
  sessionNotes,
} from '../schema.js';
import { nonEmpty, type Refs } from './refs.js';

/** Courses with their owners, editors, groups, enrollments, sessions, attendance and notes. */
export async function seedCourses(db: Database, data: DemoDataset, refs: Refs) {
  if (!nonEmpty(data.courses)) return;
  const rows = await db
    .insert(courses)
    .values(
      data.courses.map((course) => ({
        name: course.name,
        description: course.description,
        status: course.status,
        visibility: course.visibility,
        teacherId: course.teacher ? refs.user(course.teacher) : null,
        creatorId: refs.user(course.creator),
        organizationId: refs.organizationOf(course.creator, data.users),
        approvalRequired: course.approvalRequired,
        maxQuantity: course.maxQuantity ?? null,
        isFree: course.isFree,
        priceCents: course.isFree ? null : (course.priceCents ?? null),
        location: course.location ?? null,
        isOnline: course.isOnline,
        meetingLink: course.meetingLink ?? null,
        date: course.date,
        startTime: course.startTime,
        endTime: course.endTime,
        endDate: course.endDate ?? null,
        isRecurring: course.recurrence !== undefined,
        recurrenceType: course.recurrence?.type ?? null,
        recurrenceEndDate: course.recurrence?.endDate ?? null,
        weeklyDays: course.recurrence?.weeklyDays ?? null,
        monthlyOption: course.recurrence?.monthlyOption ?? null,
      })),
    )
    .returning({ id: courses.id, name: courses.name });
  for (const row of rows) refs.courses.set(row.name, row.id);

  const people = (list: (course: DemoDataset['courses'][number]) => string[]) =>
    data.courses.flatMap((course) =>
      list(course).map((username) => ({ courseId: refs.course(course.name), userId: refs.user(username) })),
    );
  const owners = people((course) => course.owners);
  if (nonEmpty(owners)) await db.insert(courseOwners).values(owners);
  const editors = people((course) => course.editors);
  if (nonEmpty(editors)) await db.insert(courseEditors).values(editors);
  const groupLinks = data.courses.flatMap((course) =>
    course.groups.map((name) => ({ courseId: refs.course(course.name), groupId: refs.group(name) })),
  );
  if (nonEmpty(groupLinks)) await db.insert(courseGroups).values(groupLinks);
  const enrolled = data.courses.flatMap((course) =>
    course.enrollments.map(({ username, status }) => ({
      courseId: refs.course(course.name),
      userId: refs.user(username),
      status,
    })),
  );
  if (nonEmpty(enrolled)) await db.insert(enrollments).values(enrolled);
  await seedSessions(db, data, refs);
}

async function seedSessions(db: Database, data: DemoDataset, refs: Refs) {
  const sessions = data.courses.flatMap((course) =>
    course.sessions.map((session) => ({ course: course.name, session })),
  );
  if (!nonEmpty(sessions)) return;
  const rows = await db
    .insert(courseSessions)
    .values(
      sessions.map(({ course, session }) => ({
        courseId: refs.course(course),
        sessionDate: session.date,
        startTime: session.startTime,
        endTime: session.endTime,
        agenda: session.agenda ?? null,
        summary: session.summary ?? null,
        status: session.status,
      })),
    )
    .returning({
      id: courseSessions.id,
      courseId: courseSessions.courseId,
      date: courseSessions.sessionDate,
    });
  const sessionId = new Map(rows.map((row) => [`${row.courseId}|${row.date}`, row.id]));
  const idOf = (course: string, date: string) => {
    const id = sessionId.get(`${refs.course(course)}|${date}`);
    if (id === undefined) throw new Error(`No session of '${course}' on ${date}`);
    return id;
  };
  const present = sessions.flatMap(({ course, session }) =>
    (session.attendance ?? []).map((record) => ({
      courseSessionId: idOf(course, session.date),
      userId: refs.user(record.username),
      status: record.status,
      notes: record.notes ?? null,
      arrivalTime: record.arrivalTime ?? null,
      departureTime: record.departureTime ?? null,
    })),
  );
  if (nonEmpty(present)) await db.insert(attendance).values(present);
  const notes = sessions.flatMap(({ course, session }) =>
    (session.notes ?? []).map((note) => ({
      courseSessionId: idOf(course, session.date),
      authorId: refs.user(note.author),
      studentId: note.student ? refs.user(note.student) : null,
      content: note.content,
    })),
  );
  if (nonEmpty(notes)) await db.insert(sessionNotes).values(notes);
}
