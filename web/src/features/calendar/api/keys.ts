import type { CalendarScope, DateRange } from '@campus/sdk';

/**
 * Query keys of the calendars. Every calendar reads under `calendarKeys.all`, so a change to a course,
 * session, enrollment or RSVP elsewhere can refresh them by that prefix.
 */
export const calendarKeys = {
  all: ['calendar'] as const,
  ranges: () => [...calendarKeys.all, 'range'] as const,
  range: (scope: CalendarScope, range: DateRange) => [...calendarKeys.ranges(), scope, range] as const,
  feed: () => [...calendarKeys.all, 'feed'] as const,
};
