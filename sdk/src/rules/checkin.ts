import { TZDate } from '@date-fns/tz';
import { eventEndsAt } from './event-end.js';
import { paths } from './paths.js';

/** Minutes before the start that check-in opens, unless the course or event sets its own. */
export const DEFAULT_CHECKIN_OPENS_MINUTES = 30;
/** The most a course or event may set: a day ahead. */
export const MAX_CHECKIN_OPENS_MINUTES = 1440;

/** How someone was checked in: with the code (the link or its QR code), or marked by staff by hand. */
export const CHECKIN_METHODS = ['code', 'hand'] as const;

/** Where a check-in link points, in the web app: `/checkin/<code>`. */
export function checkinPath(code: string): string {
  return paths.checkin(code);
}

/** The full link staff share (and the QR code holds): the app's origin and the path. */
export function checkinUrl(origin: string, code: string): string {
  return `${origin.replace(/\/+$/, '')}${checkinPath(code)}`;
}

/** When check-in is open: from `opens_at` (before the start) to `closes_at` (the end), both inclusive. */
export interface CheckinWindow {
  opens_at: Date;
  starts_at: Date;
  closes_at: Date;
}

/** Where `now` falls: before the window, inside it (present until the start, late after), or after it. */
export type CheckinMoment = 'not_yet' | 'present' | 'late' | 'closed';

/**
 * Texts of check-in (beyond the spec): the server answers the refusals with them, the web page and the CLI
 * show them as they come.
 */
export const CHECKIN_MESSAGES = {
  codeNotFound: 'This check-in link is not valid. Ask your teacher or the organizer for the current one.',
  notYet: (opensAt: string) => `Check-in has not opened yet: it opens at ${opensAt}.`,
  closed: 'Check-in has closed for this session.',
  eventClosed: 'Check-in has closed for this event.',
  cancelled: 'This session was cancelled: there is nothing to check in to.',
  notEnrolled: 'You are not enrolled in this course, so you cannot check in to its sessions.',
  noRsvp: 'You need an approved RSVP for this event to check in.',
  already: 'You are already checked in.',
  checkedIn: 'You are checked in.',
  checkedInLate: 'You are checked in, marked late.',
  regenerated: 'A new check-in code was made: the old link no longer works.',
  settingsSaved: 'Check-in settings saved',
  signInFirst: 'Sign in to check in; you will come back here afterwards.',
} as const;

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME = /^(\d{2}):(\d{2})(?::(\d{2}))?$/;

/** A wall-clock date and time in `timeZone` (the platform's) as an instant; null when they are not ones. */
export function wallClockInstant(date: string, time: string | null, timeZone?: string): Date | null {
  const day = DATE.exec(date);
  const clock = TIME.exec(time ?? '00:00');
  if (!day || !clock) return null;
  const parts = [
    Number(day[1]),
    Number(day[2]) - 1,
    Number(day[3]),
    Number(clock[1]),
    Number(clock[2]),
    Number(clock[3] ?? 0),
    0,
  ] as const;
  const instant = timeZone ? new TZDate(...parts, timeZone) : new Date(...parts);
  return Number.isNaN(instant.getTime()) ? null : new Date(instant.getTime());
}

/** The start of the next day after `date` (a session without an end time runs to the end of its day). */
function endOfDay(date: string, timeZone?: string): Date | null {
  const start = wallClockInstant(date, null, timeZone);
  if (!start) return null;
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const next = timeZone
    ? new TZDate(year, month - 1, day + 1, 0, 0, 0, 0, timeZone)
    : new Date(year, month - 1, day + 1);
  return new Date(next.getTime() - 1);
}

function windowOf(start: Date | null, end: Date | null, opensMinutes: number): CheckinWindow | null {
  if (!start || !end) return null;
  return {
    opens_at: new Date(start.getTime() - opensMinutes * 60_000),
    starts_at: start,
    // An end before the start (bad data) still leaves the start itself open.
    closes_at: end.getTime() < start.getTime() ? start : end,
  };
}

/**
 * A course session's window: from `opensMinutes` before its start to its end, on the platform's wall clock.
 * A session without a start time starts at the beginning of its day (nobody is late); one without an end
 * time runs to the end of its day.
 */
export function sessionCheckinWindow(
  session: { session_date: string; start_time: string | null; end_time: string | null },
  opensMinutes: number,
  timeZone?: string,
): CheckinWindow | null {
  const start = wallClockInstant(session.session_date, session.start_time, timeZone);
  const end = session.end_time
    ? wallClockInstant(session.session_date, session.end_time, timeZone)
    : endOfDay(session.session_date, timeZone);
  return windowOf(start, end, opensMinutes);
}

/** An event's window: from `opensMinutes` before its start to its end (its end date and time). */
export function eventCheckinWindow(
  event: {
    date: string;
    event_start_time: string;
    event_end_time: string | null;
    event_end_date: string | null;
  },
  opensMinutes: number,
  timeZone?: string,
): CheckinWindow | null {
  const start = wallClockInstant(event.date, event.event_start_time, timeZone);
  return windowOf(start, eventEndsAt(event, timeZone), opensMinutes);
}

/**
 * Where `now` falls in the window: before `opens_at` not yet; up to and at the start present; after the
 * start late; after `closes_at` closed. `lateCounts` false (events) keeps everyone inside the window present.
 */
export function checkinMoment(window: CheckinWindow, now: Date, lateCounts = true): CheckinMoment {
  const at = now.getTime();
  if (at < window.opens_at.getTime()) return 'not_yet';
  if (at > window.closes_at.getTime()) return 'closed';
  return lateCounts && at > window.starts_at.getTime() ? 'late' : 'present';
}

/** An instant of the window as people read it, on the platform's wall clock: 'Mar 4, 2031, 8:30 AM'. */
export function formatCheckinInstant(instant: Date, timeZone?: string): string {
  return new Intl.DateTimeFormat('en-US', { timeZone, dateStyle: 'medium', timeStyle: 'short' }).format(
    instant,
  );
}
