import type { WaitlistEntry, WaitlistParent } from '@campus/sdk';

/** The event or course an entry hangs on (a ticket type's entry hangs on its event). */
export function entryParent(entry: WaitlistEntry): WaitlistParent {
  if (entry.course_id !== null) return { kind: 'course', id: entry.course_id };
  return { kind: 'event', id: entry.event_id ?? 0 };
}

/** What the entry waits for, in words: 'VIP tickets for Jazz Night' or the event's or course's title. */
export function entryName(entry: WaitlistEntry): string {
  return entry.ticket_type_name ? `${entry.ticket_type_name} for ${entry.title}` : entry.title;
}
