import type { User } from '@campus/sdk';

export function fullName(user: Pick<User, 'first_name' | 'middle_name' | 'last_name'>): string {
  return [user.first_name, user.middle_name, user.last_name].filter((part) => part?.trim()).join(' ');
}

/** The label/value lines `whoami` prints on a terminal. */
export function userFields(user: User): Array<readonly [string, string]> {
  const permissions = user.permissions.map((permission) => permission.key);
  return [
    ['Username', user.username],
    ['Name', fullName(user)],
    ['Email', user.email ?? '-'],
    ['Admin', user.is_admin ? 'yes' : 'no'],
    ['Permissions', permissions.length > 0 ? permissions.join(', ') : user.is_admin ? 'all (admin)' : 'none'],
  ];
}
