import type { WaitlistEntry, WaitlistParent } from '@campus/sdk';
import type { Command } from 'commander';
import { UsageError } from '../../errors.js';
import { parseId } from '../shared/ids.js';
import { type ParsedInput, stringValue } from '../shared/verb.js';

export const WAITLIST_LIST = 'campus waitlist list';

/** --event ID or --course ID: which line a command is about. */
export function configureLine(command: Command): void {
  command
    .option('--event <id>', 'the event (from `campus events list`)')
    .option('--course <id>', 'the course (from `campus courses list`)');
}

export function lineOption(values: ParsedInput['values']): WaitlistParent {
  const event = stringValue(values, 'event');
  const course = stringValue(values, 'course');
  if ((event === undefined) === (course === undefined))
    throw new UsageError('Give --event ID or --course ID.');
  return event !== undefined
    ? { kind: 'event', id: parseId(event, 'event', 'campus events list') }
    : { kind: 'course', id: parseId(course, 'course', 'campus courses list') };
}

export const ENTRY_HEADERS = ['id', 'for', 'title', 'ticket', 'status', 'position', 'offer ends'] as const;

/** One entry as a table row; `label` is the sdk's waitlistStatusLabel. */
export function entryRow(
  entry: WaitlistEntry,
  label: (status: WaitlistEntry['status'], position: number | null) => string,
): string[] {
  const what = entry.event_id !== null ? `event ${entry.event_id}` : `course ${entry.course_id ?? ''}`;
  return [
    String(entry.id),
    what,
    entry.title,
    entry.ticket_type_name ?? '',
    label(entry.status, entry.position),
    entry.position === null ? '' : String(entry.position),
    entry.expires_at ?? '',
  ];
}

export const STAFF_HEADERS = ['id', 'user', 'ticket', 'status', 'position', 'offer ends'] as const;

export function staffRow(
  entry: WaitlistEntry,
  label: (status: WaitlistEntry['status'], position: number | null) => string,
): string[] {
  return [
    String(entry.id),
    entry.user?.username ?? String(entry.user_id),
    entry.ticket_type_name ?? '',
    label(entry.status, entry.position),
    entry.position === null ? '' : String(entry.position),
    entry.expires_at ?? '',
  ];
}
