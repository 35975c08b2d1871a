import {
  type CalendarPerson,
  type CalendarSource,
  calendarRsvpStatus,
  calendarSourceCounts,
  courseAccess,
  type DateRange,
  eventAccess,
  isCalendarEnrollment,
  isCalendarRsvp,
  type PermissionHolder,
  sortCalendarItems,
} from '@campus/sdk';
import type { Database } from '../../db/connect.js';
import { groupBy } from '../shared/group-by.js';
import { addCourseEntries, addEventEntry, type Entries, emptyEntries } from './entries.js';
import {
  type CalendarCourseRow,
  type CalendarEventRow,
  findCalendarCourses,
  findCalendarEvents,
  findCalendarPeople,
  findEnrollmentsOf,
  findRsvpsOf,
  findSessionsInRange,
} from './repository.js';

// The three calendars of spec section 2, each a fixed number of statements whatever the range and the data:
// mine (six), owner (three), admin (two). Which rows show is decided by the sdk's rules.

/** A calendar before it is shaped for an answer: sorted entries with their feed details. */
export interface ScopedEntries extends Entries {
  people: CalendarPerson[];
  courses: CalendarSource[];
  events: CalendarSource[];
}

function finish(
  entries: Entries,
  people: CalendarPerson[] = [],
  courses: CalendarSource[] = [],
  events: CalendarSource[] = [],
): ScopedEntries {
  return { ...entries, items: sortCalendarItems(entries.items), people, courses, events };
}

/** Ids in the order of `people` (the reader first), without repeats. */
function inPeopleOrder(ids: Iterable<number>, people: readonly CalendarPerson[]): number[] {
  const wanted = new Set(ids);
  return people.filter((person) => wanted.has(person.id)).map((person) => person.id);
}

/**
 * Whether the reader may open the course (courseAccess): its staff always, anyone else a published one.
 * `students` are the enrolled among the reader and their children.
 */
function courseVisible(viewer: PermissionHolder, row: CalendarCourseRow, students: readonly number[]) {
  const self = students.includes(viewer.id);
  const child = students.some((id) => id !== viewer.id);
  return (
    courseAccess(viewer, row, {
      isAdmin: viewer.is_admin,
      isOwner: row.isOwner,
      isEditor: row.isEditor,
      isTeacher: row.teacherId === viewer.id,
      isCreator: row.creatorId === viewer.id,
      isGroupMember: false,
      isStudent: self,
      isParentOfStudent: child,
      enrollmentStatus: self ? 'enrolled' : null,
      isParentOfEnrolled: child,
    }).sight === 'visible'
  );
}

/** Whether the reader may open the event (eventAccess); `attendees` hold the RSVPs among reader and children. */
function eventVisible(viewer: PermissionHolder, row: CalendarEventRow, attendees: readonly number[]) {
  return (
    eventAccess(viewer, row, {
      isAdmin: viewer.is_admin,
      isOwner: row.isOwner,
      isCreator: row.creatorId === viewer.id,
      isGroupMember: false,
      isAttendee: attendees.includes(viewer.id),
      isParentOfAttendee: attendees.some((id) => id !== viewer.id),
    }).sight === 'visible'
  );
}

/**
 * The reader's own calendar: their and their children's courses with an enrollment that shows (enrolled),
 * the courses they teach, and the events of an RSVP that shows (approved or pending, yes or maybe); each
 * entry once, with whose it is; only what the reader may still open.
 */
export async function mineEntries(
  db: Database,
  viewer: PermissionHolder,
  range: DateRange,
): Promise<ScopedEntries> {
  const people = await findCalendarPeople(db, viewer.id);
  const personIds = people.map((person) => person.id);
  const enrolled = (await findEnrollmentsOf(db, personIds)).filter(isCalendarEnrollment);
  const going = (await findRsvpsOf(db, personIds)).filter(isCalendarRsvp);
  const studentsOf = groupBy(enrolled, (row) => [row.courseId, row.userId] as const);
  const rsvpsOf = groupBy(going, (row) => [row.eventId, row] as const);

  const courseRows = await findCalendarCourses(
    db,
    { kind: 'mine', ids: [...studentsOf.keys()], teacherId: viewer.id },
    viewer.id,
  );
  const courses = courseRows.flatMap((row) => {
    const students = studentsOf.get(row.id) ?? [];
    if (!courseVisible(viewer, row, students)) return [];
    const teaching = row.teacherId === viewer.id ? [viewer.id] : [];
    return [{ row, whose: inPeopleOrder([...students, ...teaching], people) }];
  });
  const sessions = groupBy(
    await findSessionsInRange(
      db,
      courses.map(({ row }) => row.id),
      range,
    ),
    (row) => [row.courseId, row] as const,
  );
  const eventRows = await findCalendarEvents(
    db,
    { kind: 'mine', ids: [...rsvpsOf.keys()], range },
    viewer.id,
  );

  const entries = emptyEntries();
  for (const { row, whose } of courses) {
    addCourseEntries(entries, row, sessions.get(row.id) ?? [], range, whose);
  }
  for (const row of eventRows) {
    const rsvps = rsvpsOf.get(row.id) ?? [];
    const whose = inPeopleOrder(
      rsvps.map((rsvp) => rsvp.userId),
      people,
    );
    if (!eventVisible(viewer, row, whose)) continue;
    const status = calendarRsvpStatus(rsvps.map((rsvp) => rsvp.status));
    addEventEntry(entries, row, range, whose, status);
  }
  return finish(entries, people);
}

/** The owner calendar: every course and event the reader owns, each listed with its entries in the range. */
export async function ownerEntries(
  db: Database,
  viewer: PermissionHolder,
  range: DateRange,
): Promise<ScopedEntries> {
  const courseRows = await findCalendarCourses(db, { kind: 'owner', ownerId: viewer.id }, viewer.id);
  const sessions = groupBy(
    await findSessionsInRange(
      db,
      courseRows.map((row) => row.id),
      range,
    ),
    (row) => [row.courseId, row] as const,
  );
  const eventRows = await findCalendarEvents(db, { kind: 'owner', ownerId: viewer.id }, viewer.id);
  const entries = emptyEntries();
  for (const row of courseRows) addCourseEntries(entries, row, sessions.get(row.id) ?? [], range);
  for (const row of eventRows) addEventEntry(entries, row, range);
  return finish(
    entries,
    [],
    calendarSourceCounts(entries.items, 'course', courseRows),
    calendarSourceCounts(
      entries.items,
      'event',
      eventRows.map((row) => ({ id: row.id, name: row.title })),
    ),
  );
}

/** The admin Course Calendar: every course's entries; the course filter lists those with entries. */
export async function adminEntries(
  db: Database,
  viewer: PermissionHolder,
  range: DateRange,
): Promise<ScopedEntries> {
  const courseRows = await findCalendarCourses(db, { kind: 'admin', range }, viewer.id);
  const sessions = groupBy(await findSessionsInRange(db, null, range), (row) => [row.courseId, row] as const);
  const entries = emptyEntries();
  for (const row of courseRows) addCourseEntries(entries, row, sessions.get(row.id) ?? [], range);
  const courses = calendarSourceCounts(entries.items, 'course', courseRows).filter(
    (course) => course.count > 0,
  );
  return finish(entries, [], courses);
}
