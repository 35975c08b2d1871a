import type { Group, GroupMember } from '@campus/sdk';

export const GROUP_HEADERS = ['Id', 'Name', 'Members', 'Coordinators', 'Description'] as const;

const count = (value: number | undefined, list: readonly unknown[] | undefined) =>
  String(value ?? list?.length ?? '-');

/** One group as a list row; the description cut to one short line. */
export function groupRow(group: Group): string[] {
  const description = (group.description ?? '').replace(/\s+/g, ' ').trim();
  return [
    String(group.id),
    group.name,
    count(group.users_count, group.users),
    count(group.coordinators_count, group.coordinators),
    description.length > 60 ? `${description.slice(0, 59)}…` : description,
  ];
}

export const MEMBER_HEADERS = [
  'Id',
  'Username',
  'First name',
  'Last name',
  'Gender',
  'Student',
  'Grade',
] as const;

/** A member as the dashboard's member table shows it (spec section 2, My Groups). */
export function memberRow(member: GroupMember): string[] {
  return [
    String(member.id),
    member.username,
    member.first_name,
    member.last_name,
    member.gender ?? '',
    member.is_student ? 'yes' : 'no',
    member.school_grade ?? '',
  ];
}

export const usernames = (users: ReadonlyArray<{ username: string }> | undefined): string =>
  users && users.length > 0 ? users.map((user) => user.username).join(', ') : '-';

/** The listing command every "give the group id" message points to. */
export const GROUPS_LIST = 'campus groups list';
