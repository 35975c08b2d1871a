import type { CalendarItem } from '@campus/sdk';
import type { PeopleIndex } from '../lib/people';

/** What every view (day, week, month) is drawn from. */
export interface CalendarViewProps {
  /** The days the view shows, in order (sdk calendarDays). */
  days: string[];
  /** The day the view is built around (the month view draws that day's month). */
  anchor: string;
  /** The entries of each day, sorted by start time (sdk itemsByDay). */
  byDay: ReadonlyMap<string, CalendarItem[]>;
  today: string;
  people: PeopleIndex;
  /** The admin Course Calendar's longer entries. */
  details?: boolean;
  /** A phone-sized screen: the week becomes a list of days, the month a compact grid with a list under it. */
  phone: boolean;
  /** What an empty day says. */
  emptyText: string;
  /** Opens the day view of a date (a month cell's number, '+N more'). */
  onOpenDay(date: string): void;
}
