import type { CalendarItem } from '../schemas/calendar.js';
import { addCalendarDays } from './calendar.js';
import { DEFAULT_END_TIME, DEFAULT_START_TIME } from './constants.js';
import type { DateRange } from './recurrence.js';

// What a calendar entry becomes in an iCalendar feed (RFC 5545), the part that is a rule rather than a
// format: which days, which times, which status. The server writes the file with a calendar library.

/** The personal feed covers the past 30 days and the next 365 (as Canvas and Luma feeds do). */
export const CALENDAR_FEED_PAST_DAYS = 30;
export const CALENDAR_FEED_FUTURE_DAYS = 365;

/** The days a personal feed holds around `today` (the platform's date). */
export function calendarFeedRange(today: string): DateRange {
  return {
    from: addCalendarDays(today, -CALENDAR_FEED_PAST_DAYS),
    to: addCalendarDays(today, CALENDAR_FEED_FUTURE_DAYS),
  };
}

/** The STATUS of an entry: a cancelled session CANCELLED (so clients remove it), a pending RSVP TENTATIVE. */
export type CalendarFeedEntryStatus = 'CONFIRMED' | 'TENTATIVE' | 'CANCELLED';

export function calendarFeedStatus(
  item: Pick<CalendarItem, 'session_status' | 'rsvp_status'>,
): CalendarFeedEntryStatus {
  if (item.session_status === 'cancelled') return 'CANCELLED';
  if (item.rsvp_status === 'pending') return 'TENTATIVE';
  return 'CONFIRMED';
}

/** Wall-clock start and end of an entry in the feed: days 'YYYY-MM-DD' and times 'HH:mm'. */
export interface CalendarFeedTimes {
  startDate: string;
  startTime: string;
  endDate: string;
  endTime: string;
}

function minutes(time: string): number {
  return Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
}

function clockOf(total: number): string {
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
}

/**
 * When an entry starts and ends in the feed. A missing time takes the default of spec section 9 (09:00 to
 * 10:00); a missing start takes both. An end that would not come after the start on the same day (a start
 * after 10:00 with no end) is the start plus an hour, kept within the day.
 */
export function calendarFeedTimes(
  item: Pick<CalendarItem, 'date' | 'end_date' | 'start_time' | 'end_time'>,
): CalendarFeedTimes {
  const startTime = item.start_time ?? DEFAULT_START_TIME;
  let endTime = item.start_time ? (item.end_time ?? DEFAULT_END_TIME) : DEFAULT_END_TIME;
  const endDate = item.end_date && item.end_date > item.date ? item.end_date : item.date;
  if (endDate === item.date && minutes(endTime) <= minutes(startTime)) {
    endTime = clockOf(Math.min(minutes(startTime) + 60, 23 * 60 + 59));
  }
  return { startDate: item.date, startTime, endDate, endTime };
}
