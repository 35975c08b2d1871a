import type { UserSummary } from '@campus/sdk';

/** 'Emma Wilson' (first and last name), else the username. */
export function personName(user: Pick<UserSummary, 'first_name' | 'last_name' | 'username'>): string {
  return [user.first_name, user.last_name].filter(Boolean).join(' ') || user.username;
}
