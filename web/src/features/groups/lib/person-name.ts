import type { UserSummary } from '@campus/sdk';

/** 'Sam Lee Student': first, middle and last name as the group page lists people. */
export function personName(person: Pick<UserSummary, 'first_name' | 'middle_name' | 'last_name'>): string {
  return [person.first_name, person.middle_name, person.last_name].filter(Boolean).join(' ');
}
