import {
  type CalendarCourseInput,
  type CalendarEventInput,
  type CalendarItem,
  type CalendarSessionInput,
  type CourseSchedule,
  courseCalendarItems,
  type DateRange,
  eventCalendarItem,
} from '@campus/sdk';
import type { CalendarCourseRow, CalendarEventRow, CalendarSessionRow } from './repository.js';

// Rows of the calendar's reads turned into the sdk's inputs and entries, with what the feed needs beside each
// entry (when it last changed, the meeting link): the entries themselves come from the sdk's rules alone.

/** What the iCalendar feed adds to an entry: its revision and the online meeting's link. */
export interface EntryDetails {
  /** The latest updated_at of the rows behind the entry (course and session, or event). */
  updatedAt: string;
  meetingLink: string | null;
}

/** Entries with their details by uid. */
export interface Entries {
  items: CalendarItem[];
  details: Map<string, EntryDetails>;
}

export function emptyEntries(): Entries {
  return { items: [], details: new Map() };
}

function courseInput(row: CalendarCourseRow): CalendarCourseInput {
  return {
    id: row.id,
    name: row.name,
    status: row.status,
    location: row.location,
    is_online: row.isOnline,
    teacher: row.teacher,
    has_sessions: row.hasSessions,
    date: row.date,
    start_time: row.startTime,
    end_time: row.endTime,
    is_recurring: row.isRecurring,
    recurrence_type: row.recurrenceType as CourseSchedule['recurrence_type'],
    recurrence_end_date: row.recurrenceEndDate,
    weekly_days: row.weeklyDays,
    monthly_option: row.monthlyOption as CourseSchedule['monthly_option'],
  };
}

function sessionInput(row: CalendarSessionRow): CalendarSessionInput {
  return {
    id: row.id,
    session_date: row.sessionDate,
    start_time: row.startTime,
    end_time: row.endTime,
    status: row.status,
  };
}

function eventInput(row: CalendarEventRow): CalendarEventInput {
  return {
    id: row.id,
    title: row.title,
    date: row.date,
    event_start_time: row.startTime,
    event_end_time: row.endTime,
    event_end_date: row.endDate,
    location: row.location,
    is_online: row.isOnline,
    status: row.status,
  };
}

const later = (a: string, b: string) => (new Date(a).getTime() >= new Date(b).getTime() ? a : b);

/** Adds a course's entries in `range` (its sessions there, or its expanded schedule) to `into`. */
export function addCourseEntries(
  into: Entries,
  row: CalendarCourseRow,
  sessions: readonly CalendarSessionRow[],
  range: DateRange,
  people: readonly number[] = [],
): void {
  const byId = new Map(sessions.map((session) => [session.id, session]));
  for (const item of courseCalendarItems(courseInput(row), sessions.map(sessionInput), range, people)) {
    const session = item.session_id === null ? undefined : byId.get(item.session_id);
    into.items.push(item);
    into.details.set(item.uid, {
      updatedAt: session ? later(session.updatedAt, row.updatedAt) : row.updatedAt,
      meetingLink: row.isOnline ? row.meetingLink : null,
    });
  }
}

/** Adds an event's entry to `into` when one of its days is in `range`. */
export function addEventEntry(
  into: Entries,
  row: CalendarEventRow,
  range: DateRange,
  people: readonly number[] = [],
  rsvpStatus: string | null = null,
): void {
  const item = eventCalendarItem(eventInput(row), range, people, rsvpStatus);
  if (!item) return;
  into.items.push(item);
  into.details.set(item.uid, {
    updatedAt: row.updatedAt,
    meetingLink: row.isOnline ? row.meetingLink : null,
  });
}
