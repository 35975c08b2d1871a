import type { Message, UserSummary } from '@campus/sdk';
import { localDateText } from '../../shared/dates.js';

/** Where message ids come from, for usage errors. */
export const MESSAGES_LIST = 'campus messages inbox';

/** People by username: the first three, then how many more ('ana, bo, cy and 497 more'). */
export function peopleText(people: readonly UserSummary[], total = people.length): string {
  if (total === 0) return '-';
  const shown = people.slice(0, 3).map((person) => person.username);
  const more = total - shown.length;
  return more > 0 ? `${shown.join(', ')} and ${more} more` : shown.join(', ');
}

/** The sender's username ('-' when their account is gone). */
export function senderText(message: Message): string {
  return message.from_user?.username ?? '-';
}

export const INBOX_HEADERS = ['id', 'new', 'from', 'subject', 'course', 'date'] as const;

/** An inbox row: unread ones are marked `new`, as the web's bold rows. */
export function inboxRow(message: Message): string[] {
  return [
    String(message.id),
    message.is_read ? '' : 'new',
    senderText(message),
    message.subject,
    message.course?.name ?? '',
    localDateText(message.created_at),
  ];
}

export const SENT_HEADERS = ['id', 'to', 'subject', 'course', 'date'] as const;

export function sentRow(message: Message): string[] {
  return [
    String(message.id),
    peopleText(message.recipients, message.recipient_count),
    message.subject,
    message.course?.name ?? '',
    localDateText(message.created_at),
  ];
}
