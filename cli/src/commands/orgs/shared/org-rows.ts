import type { Organization, OrganizationUser } from '@campus/sdk';
import { localDateText } from '../../shared/dates.js';

export const ORGS_LIST = 'campus orgs list';

export const ORG_HEADERS = ['Id', 'Name', 'Owner', 'Users', 'Active', 'Description'] as const;

export function orgRow(org: Organization): string[] {
  const description = (org.description ?? '').replace(/\s+/g, ' ').trim();
  return [
    String(org.id),
    org.name,
    org.owner?.username ?? '-',
    org.users_count === undefined ? '-' : String(org.users_count),
    org.is_active ? 'yes' : 'no',
    description.length > 60 ? `${description.slice(0, 59)}…` : description,
  ];
}

export function orgFields(org: Organization): Array<readonly [string, string]> {
  return [
    ['Id', String(org.id)],
    ['Name', org.name],
    ['Description', org.description ?? '-'],
    ['Owner', org.owner?.username ?? (org.owner_id === null ? '-' : `user ${org.owner_id}`)],
    ['Stripe account', org.stripe_account_id ?? '-'],
    ['Active', org.is_active ? 'yes' : 'no (deactivated)'],
    ['Users', org.users_count === undefined ? '-' : String(org.users_count)],
  ];
}

export const ORG_USER_HEADERS = [
  'Id',
  'Username',
  'First name',
  'Last name',
  'Role',
  'Student',
  'Grade',
  'Joined',
] as const;

export function orgUserRow(user: OrganizationUser): string[] {
  return [
    String(user.id),
    user.username,
    user.first_name,
    user.last_name,
    user.role,
    user.is_student ? 'yes' : 'no',
    user.school_grade ?? '',
    localDateText(user.joined_at, true),
  ];
}

/** The flags that set each field of the organization input, for validation messages. */
export const ORG_FLAGS = {
  name: '--name',
  description: '--description',
  owner_id: '--owner',
  stripe_account_id: '--stripe-account',
} as const;
