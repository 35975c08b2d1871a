import { TZDate } from '@date-fns/tz';
import { dateIn } from './announcements.js';

/** The fields of an event that decide when it is over. */
export interface EventEndFields {
  /** 'YYYY-MM-DD', wall clock in the platform's time zone. */
  date: string;
  /** 'HH:mm' (or 'HH:mm:ss'); null or missing: the event runs to the end of its last day. */
  event_end_time?: string | null;
  /** Null: a single-day event, ending on `date`. */
  event_end_date?: string | null;
}

/** The fields of a course that decide its last day. */
export interface CourseEndFields {
  date: string | null;
  end_date: string | null;
  is_recurring: boolean;
  recurrence_end_date: string | null;
}

/**
 * The refusals of anything that sells or books a place at an event or course that is over (not in the spec's
 * catalogue): the server answers them as 422s, the web app and the CLI show them as they come.
 */
export const EVENT_END_MESSAGES = {
  /** The event page's note in place of Register and Buy Ticket. */
  ended: 'This event has ended',
  /** An RSVP, a cart add or a payment intent for an event that is over. */
  closed: 'This event has ended: registration and ticket sales are closed.',
  /** A checkout whose cart holds tickets of an event that ended since they were added. */
  lineEnded: (title: string) => `'${title}' has ended: remove its tickets from your cart to check out.`,
  /** A payment intent for a course whose last day has passed. */
  courseEnded: 'This course has ended: there is nothing left to pay for.',
} as const;

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME = /^(\d{2}):(\d{2})(?::(\d{2}))?$/;

/**
 * The instant an event is over: its end date (else its date) at its end time, on the wall clock of `timeZone`
 * (the platform's, CAMPUS_TIMEZONE; the runtime's own zone when undefined). Without an end time it runs to
 * the end of that day, i.e. until the next day begins. Null when the date or time is not one.
 */
export function eventEndsAt(event: EventEndFields, timeZone?: string): Date | null {
  const day = DATE.exec(event.event_end_date ?? event.date);
  if (!day) return null;
  const [year, month, date] = [Number(day[1]), Number(day[2]) - 1, Number(day[3])];
  const time = event.event_end_time ? TIME.exec(event.event_end_time) : null;
  if (event.event_end_time && !time) return null;
  // No end time: midnight starting the next day (the Date constructors roll day 32 into the next month).
  const [hours, minutes, seconds, dayOffset] = time
    ? [Number(time[1]), Number(time[2]), Number(time[3] ?? 0), 0]
    : [0, 0, 0, 1];
  const end = timeZone
    ? new TZDate(year, month, date + dayOffset, hours, minutes, seconds, 0, timeZone)
    : new Date(year, month, date + dayOffset, hours, minutes, seconds, 0);
  return Number.isNaN(end.getTime()) ? null : new Date(end.getTime());
}

/**
 * Whether the event is over at `now`: from its end on, nobody may register, buy tickets or pay for it
 * (owners and admins still manage its RSVPs). An event whose end cannot be read counts as not ended.
 */
export function hasEventEnded(event: EventEndFields, now: Date, timeZone?: string): boolean {
  const end = eventEndsAt(event, timeZone);
  return end !== null && now.getTime() >= end.getTime();
}

/** A course's last day: the recurrence's end for a recurring course, else its end date or date; null if open-ended. */
export function courseLastDay(course: CourseEndFields): string | null {
  return course.is_recurring ? course.recurrence_end_date : (course.end_date ?? course.date);
}

/**
 * Whether a course is clearly over: its last day is before today on the platform's wall clock. A course
 * without dates, or recurring without an end, never ends.
 */
export function hasCourseEnded(course: CourseEndFields, now: Date, timeZone?: string): boolean {
  const last = courseLastDay(course);
  return last !== null && DATE.test(last) && last < dateIn(now, timeZone);
}
