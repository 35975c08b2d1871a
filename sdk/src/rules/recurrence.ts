import { addDays, addMonths, format, getDay, getDaysInMonth, isAfter, isBefore, parseISO } from 'date-fns';
import { DEFAULT_END_TIME, DEFAULT_START_TIME } from './constants.js';

// Recurrence of courses (spec section 4), one implementation for the server (Generate sessions), the web
// app (calendars, View Next Session) and the CLI. Dates are wall-clock 'YYYY-MM-DD' values: they are
// parsed as local midnight and only ever moved by whole days or months, so no time zone shifts them.

export const RECURRENCE_WEEKDAYS = [
  'sunday',
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
] as const;
export type RecurrenceWeekday = (typeof RECURRENCE_WEEKDAYS)[number];

/** The fields of a course that decide its dates. */
export interface CourseSchedule {
  date: string | null;
  start_time?: string | null;
  end_time?: string | null;
  is_recurring: boolean;
  recurrence_type: 'daily' | 'weekly' | 'monthly' | null;
  recurrence_end_date: string | null;
  weekly_days: readonly string[] | null;
  monthly_option: 'date' | 'weekday' | null;
}

export interface DateRange {
  /** First day, inclusive, 'YYYY-MM-DD'. */
  from: string;
  /** Last day, inclusive, 'YYYY-MM-DD'. */
  to: string;
}

/** The most dates one expansion returns (a daily course over 25 years), so a bad range cannot run away. */
export const MAX_EXPANDED_DATES = 10_000;

function day(value: string): Date {
  return parseISO(value);
}

function iso(date: Date): string {
  return format(date, 'yyyy-MM-dd');
}

/** Week-of-month bucket of a day of the month: 1-7 first, 8-14 second, 15-21 third, 22-28 fourth, else fifth. */
export function weekOfMonth(dayOfMonth: number): 1 | 2 | 3 | 4 | 5 {
  if (dayOfMonth <= 7) return 1;
  if (dayOfMonth <= 14) return 2;
  if (dayOfMonth <= 21) return 3;
  if (dayOfMonth <= 28) return 4;
  return 5;
}

/** The lowercase weekday name of a 'YYYY-MM-DD' date. */
export function weekdayOf(value: string): RecurrenceWeekday {
  return RECURRENCE_WEEKDAYS[getDay(day(value))] as RecurrenceWeekday;
}

/**
 * The day of `month` (a date in that month) that has the same weekday and week-of-month bucket as
 * `anchor`, or null when the month has none (a fifth Friday that does not exist).
 */
function sameWeekdayInMonth(anchor: Date, month: Date): Date | null {
  const weekday = getDay(anchor);
  const bucket = weekOfMonth(anchor.getDate());
  const first = new Date(month.getFullYear(), month.getMonth(), 1);
  const offset = (weekday - getDay(first) + 7) % 7;
  const dayOfMonth = 1 + offset + (bucket - 1) * 7;
  return dayOfMonth <= getDaysInMonth(first)
    ? new Date(month.getFullYear(), month.getMonth(), dayOfMonth)
    : null;
}

/** The day of `month` with the anchor's day of the month, or null when the month is too short (the 31st). */
function sameDateInMonth(anchor: Date, month: Date): Date | null {
  const first = new Date(month.getFullYear(), month.getMonth(), 1);
  return anchor.getDate() <= getDaysInMonth(first)
    ? new Date(month.getFullYear(), month.getMonth(), anchor.getDate())
    : null;
}

/**
 * Every date of the course's schedule within `range`, ascending, without duplicates (spec section 4):
 * a one-time course its single date; daily every day from the course date to the recurrence end date;
 * weekly the days whose weekday is in weekly_days; monthly one date a month, on the course date's day of
 * the month ('date') or on its weekday in the same week-of-month bucket ('weekday'). A recurring course
 * without a date starts at the range's first day.
 */
export function expandRecurrence(course: CourseSchedule, range: DateRange): string[] {
  if (range.to < range.from) return [];
  if (!course.is_recurring || !course.recurrence_type) {
    return course.date && course.date >= range.from && course.date <= range.to ? [course.date] : [];
  }
  const start = course.date && course.date > range.from ? course.date : range.from;
  const endValue =
    course.recurrence_end_date && course.recurrence_end_date < range.to
      ? course.recurrence_end_date
      : range.to;
  if (endValue < start) return [];
  const first = day(start);
  const last = day(endValue);
  const dates: string[] = [];
  const push = (date: Date) => {
    if (!isBefore(date, first) && !isAfter(date, last) && dates.length < MAX_EXPANDED_DATES)
      dates.push(iso(date));
  };

  switch (course.recurrence_type) {
    case 'daily':
    case 'weekly': {
      const days = new Set(course.weekly_days ?? []);
      for (
        let date = first;
        !isAfter(date, last) && dates.length < MAX_EXPANDED_DATES;
        date = addDays(date, 1)
      ) {
        if (course.recurrence_type === 'daily' || days.has(RECURRENCE_WEEKDAYS[getDay(date)] as string)) {
          push(date);
        }
      }
      return dates;
    }
    case 'monthly': {
      // The anchor is the course's own date (its day of the month or weekday); without one, the range start.
      const anchor = day(course.date ?? start);
      const pick = course.monthly_option === 'weekday' ? sameWeekdayInMonth : sameDateInMonth;
      for (
        let month = new Date(first.getFullYear(), first.getMonth(), 1);
        !isAfter(month, last) && dates.length < MAX_EXPANDED_DATES;
        month = addMonths(month, 1)
      ) {
        const date = pick(anchor, month);
        if (date) push(date);
      }
      return dates;
    }
  }
}

/** The course's next date on or after `today`, looking ahead at most two years; null when none. */
export function nextCourseDate(course: CourseSchedule, today: string): string | null {
  const horizon = iso(addDays(day(today), 731));
  const [next] = expandRecurrence(course, { from: today, to: horizon });
  return next ?? null;
}

/** A course's start and end times, 09:00 to 10:00 where missing (spec section 9). */
export function courseTimes(course: { start_time?: string | null; end_time?: string | null }): {
  start_time: string;
  end_time: string;
} {
  return {
    start_time: course.start_time?.slice(0, 5) || DEFAULT_START_TIME,
    end_time: course.end_time?.slice(0, 5) || DEFAULT_END_TIME,
  };
}

const TYPE_LABELS = { daily: 'Daily', weekly: 'Weekly', monthly: 'Monthly' } as const;

function capitalized(value: string): string {
  return value.charAt(0).toUpperCase() + value.slice(1);
}

/**
 * The recurrence label of cards: '' for a one-time course; 'Daily'; 'Weekly on Monday, Wednesday';
 * 'Monthly on the date' / 'Monthly on the weekday'.
 */
export function recurrenceLabel(
  course: Pick<CourseSchedule, 'is_recurring' | 'recurrence_type' | 'weekly_days' | 'monthly_option'>,
): string {
  if (!course.is_recurring || !course.recurrence_type) return '';
  const label = TYPE_LABELS[course.recurrence_type];
  if (course.recurrence_type === 'weekly' && course.weekly_days?.length) {
    const order = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];
    const days = [...course.weekly_days].sort((a, b) => order.indexOf(a) - order.indexOf(b));
    return `${label} on ${days.map(capitalized).join(', ')}`;
  }
  if (course.recurrence_type === 'monthly' && course.monthly_option) {
    return `${label} on the ${course.monthly_option === 'date' ? 'date' : 'weekday'}`;
  }
  return label;
}
