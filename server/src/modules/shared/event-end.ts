import { EVENT_END_MESSAGES, hasCourseEnded, hasEventEnded } from '@campus/sdk';
import type { courses, events } from '../../db/schema.js';
import { AppError } from '../../errors.js';

type EventRow = typeof events.$inferSelect;
type CourseRow = typeof courses.$inferSelect;

/** The fields of an event row that decide when it is over. */
export interface EventEndRow {
  date: EventRow['date'];
  eventEndTime: string | null;
  eventEndDate: EventRow['eventEndDate'];
}

/** The platform's time zone (CAMPUS_TIMEZONE): event dates and times are wall-clock times there. */
export function platformTimeZone(): string | undefined {
  return process.env.CAMPUS_TIMEZONE || undefined;
}

/** Whether the event is over at `now` (the sdk's rule on the row's fields). */
export function eventHasEnded(event: EventEndRow, now: Date): boolean {
  return hasEventEnded(
    { date: event.date, event_end_time: event.eventEndTime, event_end_date: event.eventEndDate },
    now,
    platformTimeZone(),
  );
}

/**
 * Refuses (422) an RSVP, a cart line or a payment for an event that is over. Owner and admin changes to its
 * RSVPs (attendees module) do not come through here: they still record what happened.
 */
export function ensureEventNotEnded(
  event: EventEndRow,
  now: Date,
  message: string = EVENT_END_MESSAGES.closed,
) {
  if (eventHasEnded(event, now)) throw new AppError(422, message);
}

/** Whether the course's last day has passed at `now` (the sdk's rule on the row's fields). */
export function courseHasEnded(
  course: Pick<CourseRow, 'date' | 'endDate' | 'isRecurring' | 'recurrenceEndDate'>,
  now: Date,
): boolean {
  return hasCourseEnded(
    {
      date: course.date,
      end_date: course.endDate,
      is_recurring: course.isRecurring,
      recurrence_end_date: course.recurrenceEndDate,
    },
    now,
    platformTimeZone(),
  );
}

/** Refuses (422) a payment for a course whose last day has passed. */
export function ensureCourseNotEnded(
  course: Pick<CourseRow, 'date' | 'endDate' | 'isRecurring' | 'recurrenceEndDate'>,
  now: Date,
) {
  if (courseHasEnded(course, now)) throw new AppError(422, EVENT_END_MESSAGES.courseEnded);
}
