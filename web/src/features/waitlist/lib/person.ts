import type { WaitlistEntry } from '@campus/sdk';

/** The waiting person's name as staff see it: 'Emma Wilson', or 'User 11' when the answer has no user. */
export function waitingPersonName(entry: WaitlistEntry): string {
  if (!entry.user) return `User ${entry.user_id}`;
  return [entry.user.first_name, entry.user.last_name].filter(Boolean).join(' ') || entry.user.username;
}
