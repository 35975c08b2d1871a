import type { Paged, User, UserDetail, UserSummary } from '@campus/sdk';
import { localDateText } from '../../shared/dates.js';
import { fullName } from '../../whoami/user-fields.js';

export const USERS_LIST = 'campus users list';

/**
 * The fields of the admin user form (spec section 5), in the order `users list --csv` writes them and
 * `users import` reads them, so a listed CSV imports back unchanged.
 */
export const USER_FORM_FIELDS = [
  'username',
  'first_name',
  'middle_name',
  'last_name',
  'email',
  'gender',
  'phone_number',
  'street_address',
  'city',
  'state',
  'zipcode',
  'bio',
  'is_student',
  'school_grade',
  'organization_id',
] as const;
export type UserFormField = (typeof USER_FORM_FIELDS)[number];

/** The flag that sets each form field (create and update), for validation messages. */
export const USER_FLAGS: Readonly<Record<string, string>> = {
  username: '--username',
  first_name: '--first-name',
  middle_name: '--middle-name',
  last_name: '--last-name',
  email: '--email',
  gender: '--gender',
  phone_number: '--phone',
  street_address: '--street-address',
  city: '--city',
  state: '--state',
  zipcode: '--zipcode',
  bio: '--bio',
  is_student: '--student',
  school_grade: '--grade',
  organization_id: '--org',
  password: '--password-stdin',
};

export const USER_HEADERS = ['Id', 'Username', 'Name', 'Email', 'Student', 'Grade', 'Admin'] as const;

export function userRow(user: User): string[] {
  return [
    String(user.id),
    user.username,
    fullName(user),
    user.email ?? '',
    user.is_student ? 'yes' : 'no',
    user.school_grade ?? '',
    user.is_admin ? 'admin' : '',
  ];
}

/** `users list --csv`: the id, then the import's columns. */
export const USER_CSV_HEADERS = ['id', ...USER_FORM_FIELDS] as const;

export function userCsvRow(user: User): string[] {
  return [String(user.id), ...USER_FORM_FIELDS.map((field) => formCell(user, field))];
}

/** A field of the record as a CSV cell ('' for none). */
export function formCell(user: User, field: UserFormField): string {
  const value = user[field];
  return value === null || value === undefined ? '' : String(value);
}

/** "Showing 26-50 of 130 users (page 2 of 6)." */
export function pageSummary(page: Paged<User>, shown: number, all: boolean): string {
  if (page.total === 0) return 'No users found.';
  if (all) return `Showing all ${page.total} users.`;
  if (shown === 0) {
    return `No users on page ${page.current_page} (${page.total} users, ${page.last_page} page${page.last_page === 1 ? '' : 's'}).`;
  }
  const first = (page.current_page - 1) * page.per_page + 1;
  const more = page.current_page < page.last_page ? ` Next: --page ${page.current_page + 1}, or --all.` : '';
  return `Showing ${first}-${first + shown - 1} of ${page.total} users (page ${page.current_page} of ${page.last_page}).${more}`;
}

const who = (user: UserSummary) => `${user.username} (${user.id})`;
const list = (users: readonly UserSummary[] | undefined, none: string) =>
  users === undefined ? undefined : users.length > 0 ? users.map(who).join(', ') : none;

/**
 * `users show`: the record, then each card the server sent (it leaves out what the viewer may not see;
 * those lines are left out too). Empty states are the spec's.
 */
export function userDetailFields(user: UserDetail): Array<readonly [string, string]> {
  const address = [user.street_address, user.city, user.state, user.zipcode].filter(Boolean).join(', ');
  const fields: Array<readonly [string, string | undefined]> = [
    ['Id', String(user.id)],
    ['Username', user.username],
    ['Name', fullName(user)],
    ['Email', user.email ?? '-'],
    ['Gender', user.gender ?? '-'],
    ['Phone', user.phone_number ?? '-'],
    ['Address', address || '-'],
    ['Student', user.is_student ? `yes${user.school_grade ? `, grade ${user.school_grade}` : ''}` : 'no'],
    ['Role', user.is_admin ? 'admin' : 'user'],
    ['Organization', user.organization_id === null ? '-' : String(user.organization_id)],
    ['Joined', localDateText(user.created_at, true)],
    ['Bio', user.bio ? user.bio.replace(/\s+/g, ' ').trim() : '-'],
    ['Manager', user.manager === undefined ? undefined : user.manager ? who(user.manager) : 'No manager'],
    ['Subordinates', list(user.subordinates, 'No assistants')],
    ['Parents', list(user.parents, 'No parents')],
    ['Children', list(user.children, 'No children')],
    [
      'Groups',
      user.groups === undefined
        ? undefined
        : user.groups.length > 0
          ? user.groups.map((group) => `${group.name} (${group.id})`).join(', ')
          : 'No lists',
    ],
    [
      'Courses taken',
      user.courses_taken === undefined
        ? undefined
        : user.courses_taken.length > 0
          ? user.courses_taken.map((course) => `${course.name} (${course.status})`).join(', ')
          : 'No courses taken yet',
    ],
    [
      'Permissions',
      user.is_admin
        ? 'all (admin)'
        : user.can.view_permissions || user.permissions.length > 0
          ? user.permissions.map((permission) => permission.key).join(', ') || 'No permissions assigned'
          : undefined,
    ],
  ];
  return fields.filter((field): field is readonly [string, string] => field[1] !== undefined);
}
