import type { CalendarItem, CalendarPerson } from '@campus/sdk';
import type { IOStreams } from '../../../io.js';
import type { Sdk } from '../../shared/sdk.js';

// The calendar as text (spec sections 2 and 9): each day with its entries in start-time order, 12-hour times
// or 'Time TBD', Course or Event, the child's name badge. A terminal gets a heading per day; a pipe gets one
// tab-separated line per entry.

/** The children an entry belongs to, by full name (the badge); the reader's own entries have none. */
export function badges(item: CalendarItem, people: readonly CalendarPerson[]): string[] {
  return people
    .filter((person) => !person.is_self && item.people.includes(person.id))
    .map((person) => `${person.first_name} ${person.last_name}`);
}

/** '3:30 PM - 5:00 PM', '3:30 PM', or 'Time TBD'. */
export function timeText(sdk: Sdk, item: CalendarItem): string {
  return sdk.formatTimeRange(item.start_time, item.end_time) || sdk.formatTimeOrTbd(null);
}

/** What an entry's state adds: a cancelled session, an RSVP awaiting approval, a course not yet published. */
function notes(item: CalendarItem): string[] {
  const found: string[] = [];
  if (item.session_status === 'cancelled') found.push('cancelled');
  if (item.rsvp_status === 'pending') found.push('pending approval');
  if (item.status !== 'published') found.push(item.status);
  return found;
}

const KIND = { course: 'Course', event: 'Event' } as const;

/** One entry on a terminal: '  3:30 PM - 5:00 PM  Course  Introduction to Robotics  [Sam Parker]'. */
export function entryLine(sdk: Sdk, item: CalendarItem, people: readonly CalendarPerson[]): string {
  const extra = notes(item).map((note) => ` (${note})`);
  const badge = badges(item, people).map((name) => `  [${name}]`);
  const until = item.end_date ? `  until ${sdk.formatDateShort(item.end_date)}` : '';
  return `  ${timeText(sdk, item).padEnd(19)}  ${KIND[item.kind].padEnd(6)}  ${item.title}${extra.join('')}${until}${badge.join('')}`;
}

/** The spec's empty state of a day. */
export const EMPTY_DAY = 'No courses or events scheduled for this day';

/**
 * Each day of `days` with its entries (a multi-day event on each of its days), in start-time order. `skipEmpty`
 * leaves out days without entries (the month), else they say so.
 */
export function printDays(
  io: IOStreams,
  sdk: Sdk,
  items: readonly CalendarItem[],
  people: readonly CalendarPerson[],
  days: readonly string[],
  skipEmpty: boolean,
): void {
  const sorted = sdk.sortCalendarItems(items);
  let first = true;
  for (const day of days) {
    const today = sorted.filter((item) => sdk.calendarItemOn(item, day));
    if (today.length === 0 && skipEmpty) continue;
    io.stdout.write(`${first ? '' : '\n'}${sdk.formatDateLong(day)}\n`);
    first = false;
    if (today.length === 0) io.stdout.write(`  ${EMPTY_DAY}\n`);
    for (const item of today) io.stdout.write(`${entryLine(sdk, item, people)}\n`);
  }
}

/** One line per entry for scripts: date, end date, time, kind, title, for (usernames), location, status, path. */
export function printRows(
  io: IOStreams,
  sdk: Sdk,
  items: readonly CalendarItem[],
  people: readonly CalendarPerson[],
): void {
  for (const item of sdk.sortCalendarItems(items)) {
    const whose = people.filter((person) => item.people.includes(person.id)).map((person) => person.username);
    const row = [
      item.date,
      item.end_date ?? '',
      timeText(sdk, item),
      KIND[item.kind],
      item.title,
      whose.join(','),
      item.location ?? (item.is_online ? 'Online' : ''),
      notes(item).join(','),
      item.path,
    ];
    io.stdout.write(`${row.join('\t')}\n`);
  }
}
