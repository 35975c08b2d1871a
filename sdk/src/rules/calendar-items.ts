import type { CalendarItem, CalendarSource } from '../schemas/calendar.js';
import { paths } from './paths.js';
import { type CourseSchedule, type DateRange, expandRecurrence } from './recurrence.js';

// The entries of the calendars (spec sections 2, 4 and 9): a course's sessions, or the dates of its schedule
// while it has none; an event's days. One implementation for the server's calendar call and feed, and for
// the clients' filters. Pure: the range is an argument, never the clock.

/** A course as the calendars read it: its schedule and whether it has any session at all. */
export interface CalendarCourseInput extends CourseSchedule {
  id: number;
  name: string;
  /** draft, pending or published. */
  status: string;
  location: string | null;
  is_online: boolean;
  /** The teacher's username. */
  teacher: string | null;
  /**
   * Whether the course has at least one session, in the range or not: then its sessions alone are its
   * entries (a day without a session has none), else its schedule is expanded.
   */
  has_sessions: boolean;
}

/** A session of the course, as stored. */
export interface CalendarSessionInput {
  id: number;
  session_date: string;
  start_time: string | null;
  end_time: string | null;
  /** scheduled, in_progress, completed or cancelled. */
  status: string;
}

/** An event as the calendars read it. */
export interface CalendarEventInput {
  id: number;
  title: string;
  date: string;
  event_start_time: string | null;
  event_end_time: string | null;
  /** Its last day when it runs over several; null (or its date) for a one-day event. */
  event_end_date: string | null;
  location: string | null;
  is_online: boolean;
  status: string;
}

/** Whose calendar an entry is on (ids of the reader and/or their children; [] in owner and admin scopes). */
export type CalendarPeople = readonly number[];

/** 'HH:mm' of a stored time ('HH:mm' or 'HH:mm:ss'), or null when blank. */
function clock(value: string | null | undefined): string | null {
  return value ? value.slice(0, 5) : null;
}

function inRange(date: string, range: DateRange): boolean {
  return date >= range.from && date <= range.to;
}

/**
 * A course's entries in `range` (inclusive): with at least one session, its sessions dated in the range
 * (cancelled ones too, with session_status 'cancelled'; a session without its own times takes the
 * course's); without any, one entry per date of its schedule (expandRecurrence), without a session id,
 * opening the course's page for that date. Times are 'HH:mm' or null ('Time TBD').
 */
export function courseCalendarItems(
  course: CalendarCourseInput,
  sessions: readonly CalendarSessionInput[],
  range: DateRange,
  people: CalendarPeople = [],
): CalendarItem[] {
  const common = {
    kind: 'course' as const,
    course_id: course.id,
    event_id: null,
    title: course.name,
    end_date: null,
    location: course.location,
    is_online: course.is_online,
    status: course.status,
    rsvp_status: null,
    is_recurring: course.is_recurring,
    teacher: course.teacher,
    people: [...people],
  };
  if (course.has_sessions) {
    return sessions
      .filter((session) => inRange(session.session_date, range))
      .map((session) => ({
        ...common,
        uid: `session-${session.id}`,
        session_id: session.id,
        date: session.session_date,
        start_time: clock(session.start_time) ?? clock(course.start_time),
        end_time: clock(session.end_time) ?? clock(course.end_time),
        session_status: session.status,
        path: paths.courseSession(course.id, session.id),
      }));
  }
  return expandRecurrence(course, range).map((date) => ({
    ...common,
    uid: `course-${course.id}-${date}`,
    session_id: null,
    date,
    start_time: clock(course.start_time),
    end_time: clock(course.end_time),
    session_status: null,
    path: paths.courseSessionOnDate(course.id, date),
  }));
}

/** An event's last day: its end date when that comes after its date, else its date. */
export function eventLastDay(event: Pick<CalendarEventInput, 'date' | 'event_end_date'>): string {
  return event.event_end_date && event.event_end_date > event.date ? event.event_end_date : event.date;
}

/** Whether any day of the event falls in `range` (inclusive). */
export function eventInRange(
  event: Pick<CalendarEventInput, 'date' | 'event_end_date'>,
  range: DateRange,
): boolean {
  return event.date <= range.to && eventLastDay(event) >= range.from;
}

/**
 * An event's one entry (a multi-day event too: date is its first day, end_date its last), or null when none
 * of its days falls in `range`. `rsvp_status` is the RSVP behind it on the reader's calendar.
 */
export function eventCalendarItem(
  event: CalendarEventInput,
  range: DateRange,
  people: CalendarPeople = [],
  rsvpStatus: string | null = null,
): CalendarItem | null {
  if (!eventInRange(event, range)) return null;
  const last = eventLastDay(event);
  return {
    uid: `event-${event.id}`,
    kind: 'event',
    course_id: null,
    session_id: null,
    event_id: event.id,
    title: event.title,
    date: event.date,
    start_time: clock(event.event_start_time),
    end_time: clock(event.event_end_time),
    end_date: last === event.date ? null : last,
    location: event.location,
    is_online: event.is_online,
    status: event.status,
    session_status: null,
    rsvp_status: rsvpStatus,
    is_recurring: false,
    teacher: null,
    people: [...people],
    path: paths.event(event.id),
  };
}

/** Spec section 2: only enrollments with status enrolled put a course on someone's calendar. */
export function isCalendarEnrollment(enrollment: { status: string }): boolean {
  return enrollment.status === 'enrolled';
}

/** An RSVP that puts its event on the calendar: approved or pending, answered yes or maybe. */
export function isCalendarRsvp(rsvp: { status: string; response: string }): boolean {
  return (
    (rsvp.status === 'approved' || rsvp.status === 'pending') &&
    (rsvp.response === 'yes' || rsvp.response === 'maybe')
  );
}

/**
 * The status of an event entry shared by several people's RSVPs: approved when any of them is (someone is
 * going), else pending; null when there is none.
 */
export function calendarRsvpStatus(statuses: readonly string[]): 'approved' | 'pending' | null {
  if (statuses.includes('approved')) return 'approved';
  return statuses.includes('pending') ? 'pending' : null;
}

/**
 * The checkboxes of the owner and admin calendars: each course or event of `sources` with the number of
 * `items` of that kind that belong to it, in the order given.
 */
export function calendarSourceCounts(
  items: readonly CalendarItem[],
  kind: CalendarItem['kind'],
  sources: readonly { id: number; name: string }[],
): CalendarSource[] {
  const counts = new Map<number, number>();
  for (const item of items) {
    const id = kind === 'course' ? item.course_id : item.event_id;
    if (item.kind === kind && id !== null) counts.set(id, (counts.get(id) ?? 0) + 1);
  }
  return sources.map((source) => ({ id: source.id, name: source.name, count: counts.get(source.id) ?? 0 }));
}

/** What the calendars' filters keep (each list undefined: no filter of that kind). */
export interface CalendarItemFilter {
  /** The people ticked (myself, each child): an entry stays when it is on the calendar of one of them. */
  people?: readonly number[];
  /** Courses and/or events. */
  kinds?: readonly CalendarItem['kind'][];
  /** The course ids ticked (owner and admin calendars). */
  courseIds?: readonly number[];
  /** The event ids ticked (owner calendar). */
  eventIds?: readonly number[];
}

/** The entries the filters keep, in their order. */
export function filterCalendarItems<T extends CalendarItem>(
  items: readonly T[],
  filter: CalendarItemFilter,
): T[] {
  return items.filter(
    (item) =>
      (!filter.kinds || filter.kinds.includes(item.kind)) &&
      (!filter.people || item.people.some((id) => filter.people?.includes(id))) &&
      (!filter.courseIds || item.course_id === null || filter.courseIds.includes(item.course_id)) &&
      (!filter.eventIds || item.event_id === null || filter.eventIds.includes(item.event_id)),
  );
}

/** Whether the entry falls on `day` (a multi-day event on each of its days). */
export function calendarItemOn(item: Pick<CalendarItem, 'date' | 'end_date'>, day: string): boolean {
  return day >= item.date && day <= (item.end_date ?? item.date);
}
