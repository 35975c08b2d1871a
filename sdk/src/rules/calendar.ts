import { calendarItemOn } from './calendar-items.js';
import { CALENDAR_MONTH_CELLS } from './constants.js';
import type { DateRange } from './recurrence.js';

// Calendar grids (spec sections 2 and 9): day, week and month views over wall-clock 'YYYY-MM-DD' dates.
// Dates are counted as whole days in UTC, which has no daylight-saving change, so no clock change in any
// time zone can move a date, skip one or show one twice. Pure: `today` is always an argument.

export const CALENDAR_VIEWS = ['day', 'week', 'month'] as const;
export type CalendarView = (typeof CALENDAR_VIEWS)[number];
/** The dashboard calendar opens on the week view (ARCHITECTURE.md: the spec's two readings). */
export const DEFAULT_CALENDAR_VIEW: CalendarView = 'week';
/** Monday everywhere, except the admin Course Calendar's week view, which starts on Sunday. */
export type WeekStart = 'monday' | 'sunday';

const DAY_MS = 86_400_000;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function toDayNumber(date: string): number {
  const match = ISO_DATE.exec(date);
  if (!match) throw new RangeError(`Expected a date as YYYY-MM-DD, got '${date}'`);
  return Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) / DAY_MS;
}

function fromDayNumber(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

/** `date` moved by `days` whole days. */
export function addCalendarDays(date: string, days: number): string {
  return fromDayNumber(toDayNumber(date) + days);
}

/** Whole days from `from` to `to` (negative when `to` comes first). */
export function daysBetween(from: string, to: string): number {
  return toDayNumber(to) - toDayNumber(from);
}

/** 0 for Sunday to 6 for Saturday. */
export function dayOfWeek(date: string): number {
  // 1970-01-01 (day 0) was a Thursday.
  return (((toDayNumber(date) + 4) % 7) + 7) % 7;
}

/** The first day of the week holding `date`. */
export function startOfCalendarWeek(date: string, weekStart: WeekStart = 'monday'): string {
  const first = weekStart === 'monday' ? 1 : 0;
  return addCalendarDays(date, -((dayOfWeek(date) - first + 7) % 7));
}

/** The first day of the month holding `date`. */
export function startOfCalendarMonth(date: string): string {
  return `${date.slice(0, 8)}01`;
}

/** `date` moved by whole months, kept on the same day or the month's last day (Jan 31 + 1 -> Feb 28). */
export function addCalendarMonths(date: string, months: number): string {
  const match = ISO_DATE.exec(date);
  if (!match) throw new RangeError(`Expected a date as YYYY-MM-DD, got '${date}'`);
  const index = Number(match[1]) * 12 + Number(match[2]) - 1 + months;
  const year = Math.floor(index / 12);
  const month = index - year * 12;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const day = Math.min(Number(match[3]), lastDay);
  return fromDayNumber(Date.UTC(year, month, day) / DAY_MS);
}

/**
 * The days a view shows around `anchor`: the day itself; the 7 days of its week (Monday start, or
 * Sunday for the admin week view); or the month grid's 42 days (6 weeks of 7, Monday start), from the
 * Monday on or before the 1st.
 */
export function calendarDays(view: CalendarView, anchor: string, weekStart: WeekStart = 'monday'): string[] {
  if (view === 'day') return [anchor];
  const first =
    view === 'week'
      ? startOfCalendarWeek(anchor, weekStart)
      : startOfCalendarWeek(startOfCalendarMonth(anchor), 'monday');
  const count = view === 'week' ? 7 : CALENDAR_MONTH_CELLS;
  return Array.from({ length: count }, (_, index) => addCalendarDays(first, index));
}

/** The first and last day a view shows (the range a client asks the server for). */
export function calendarRange(
  view: CalendarView,
  anchor: string,
  weekStart: WeekStart = 'monday',
): DateRange {
  const days = calendarDays(view, anchor, weekStart);
  return { from: days[0] as string, to: days[days.length - 1] as string };
}

/** Previous (-1) or next (+1): a day, a week, or a month (kept on the anchor's day or the month's last). */
export function shiftCalendarAnchor(view: CalendarView, anchor: string, direction: -1 | 1): string {
  if (view === 'day') return addCalendarDays(anchor, direction);
  if (view === 'week') return addCalendarDays(anchor, 7 * direction);
  return addCalendarMonths(anchor, direction);
}

export interface MonthCell {
  date: string;
  /** 1 to 31, for the cell's label. */
  dayOfMonth: number;
  /** False for the days of the months before and after, which the grid shows dimmed. */
  inMonth: boolean;
  isToday: boolean;
}

/** The month view's 42 cells for the month holding `anchor`, Monday first. */
export function monthGrid(anchor: string, today: string): MonthCell[] {
  const month = anchor.slice(0, 7);
  return calendarDays('month', anchor).map((date) => ({
    date,
    dayOfMonth: Number(date.slice(8, 10)),
    inMonth: date.slice(0, 7) === month,
    isToday: date === today,
  }));
}

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

function monthName(date: string): string {
  return MONTHS[Number(date.slice(5, 7)) - 1] as string;
}

/** The weekday names in the order a view shows them: 'Monday' first, or 'Sunday' first. */
export function weekdayNames(weekStart: WeekStart = 'monday'): string[] {
  return weekStart === 'monday' ? [...WEEKDAYS.slice(1), WEEKDAYS[0] as string] : [...WEEKDAYS];
}

/**
 * The heading of a view, en-US: 'Thursday, November 26, 2026' (day); 'Nov 23 - Nov 29, 2026' or
 * 'Dec 28, 2026 - Jan 3, 2027' (week); 'November 2026' (month).
 */
export function calendarTitle(view: CalendarView, anchor: string, weekStart: WeekStart = 'monday'): string {
  const year = anchor.slice(0, 4);
  if (view === 'month') return `${monthName(anchor)} ${year}`;
  if (view === 'day') {
    return `${WEEKDAYS[dayOfWeek(anchor)]}, ${monthName(anchor)} ${Number(anchor.slice(8, 10))}, ${year}`;
  }
  const { from, to } = calendarRange('week', anchor, weekStart);
  const short = (date: string) => `${monthName(date).slice(0, 3)} ${Number(date.slice(8, 10))}`;
  return from.slice(0, 4) === to.slice(0, 4)
    ? `${short(from)} - ${short(to)}, ${to.slice(0, 4)}`
    : `${short(from)}, ${from.slice(0, 4)} - ${short(to)}, ${to.slice(0, 4)}`;
}

/** What every calendar entry has for ordering. */
export interface CalendarOrderable {
  date: string;
  start_time: string | null;
  title: string;
  /** The last day of an entry that runs over several days (a multi-day event); null or absent for one day. */
  end_date?: string | null;
}

const byTimeThenTitle = (a: CalendarOrderable, b: CalendarOrderable) =>
  (a.start_time ?? '99:99').localeCompare(b.start_time ?? '99:99') || a.title.localeCompare(b.title);

/**
 * Items sorted by date, then start time (spec: 'sorted by start time'; an item without a time, 'Time
 * TBD', comes after the timed ones of its day), then title.
 */
export function sortCalendarItems<T extends CalendarOrderable>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => a.date.localeCompare(b.date) || byTimeThenTitle(a, b));
}

/**
 * The items of each day of `days`, each day's sorted by start time; a day without items maps to []. A
 * multi-day item (an event with an `end_date`) is on each of its days, including the days of the range
 * when it began before the range.
 */
export function itemsByDay<T extends CalendarOrderable>(
  items: readonly T[],
  days: readonly string[],
): Map<string, T[]> {
  const byDay = new Map<string, T[]>(days.map((date) => [date, []]));
  for (const item of items) {
    const span = { date: item.date, end_date: item.end_date ?? null };
    for (const day of days) if (calendarItemOn(span, day)) byDay.get(day)?.push(item);
  }
  for (const list of byDay.values()) list.sort(byTimeThenTitle);
  return byDay;
}
