import type { UserSummary } from '@campus/sdk';

type Named = Pick<UserSummary, 'first_name' | 'middle_name' | 'last_name'>;

/** 'Sam Lee Parker': first, middle and last name. */
export function personName(person: Named): string {
  return [person.first_name, person.middle_name, person.last_name].filter(Boolean).join(' ');
}
