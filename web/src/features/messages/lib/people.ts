import type { Message, UserSummary } from '@campus/sdk';

/** 'Ada Lovelace', or the username when the name is blank. */
export function personName(user: Pick<UserSummary, 'first_name' | 'last_name' | 'username'>): string {
  return `${user.first_name} ${user.last_name}`.trim() || user.username;
}

/** 'Ada Lovelace (@ada)': how a person is offered in the recipient picker. */
export function personLabel(user: UserSummary): string {
  return `${personName(user)} (@${user.username})`;
}

/** The sender, or 'Unknown' when their account is gone. */
export function senderName(message: Pick<Message, 'from_user'>): string {
  return message.from_user ? personName(message.from_user) : 'Unknown';
}

/**
 * Everyone the message went to: 'Ada Lovelace, Sam Student', with 'and N more' past the names the answer
 * carries; a course message sent to the course's staff says so.
 */
export function recipientsText(
  message: Pick<Message, 'recipients' | 'recipient_count' | 'to_user' | 'course'>,
): string {
  const people =
    message.recipients.length > 0 ? message.recipients : message.to_user ? [message.to_user] : [];
  if (people.length === 0) return message.course ? `The staff of ${message.course.name}` : 'Unknown';
  const names = people.map(personName).join(', ');
  const more = message.recipient_count - people.length;
  return more > 0 ? `${names} and ${more} more` : names;
}

/** The list's other party: the sender in the inbox, the recipients in Sent. */
export function counterpartText(message: Message, box: 'inbox' | 'sent'): string {
  return box === 'inbox' ? senderName(message) : recipientsText(message);
}
