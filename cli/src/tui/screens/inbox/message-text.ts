import type { UserSummary } from '@campus/sdk';

/** 'Ada Lovelace (ada)', or 'someone' for a deleted account. */
export function person(user: UserSummary | null): string {
  if (!user) return 'someone';
  return `${user.first_name} ${user.last_name} (${user.username})`;
}

/** 'Dec 1, 2026, 3:00 PM' (the spec's en-US dates and 12-hour times). */
export function shortDate(timestamp: string): string {
  return new Date(timestamp).toLocaleString('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });
}
