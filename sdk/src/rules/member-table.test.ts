import { describe, expect, it } from 'vitest';
import { filterMembers, type MemberRow, sortMembers, sortOrganizationUsers } from './member-table.js';

const row = (
  username: string,
  is_student: boolean,
  school_grade: string | null,
  first_name = username,
): MemberRow => ({
  first_name,
  last_name: 'X',
  username,
  gender: null,
  is_student,
  school_grade,
});
const rows = [
  row('ann', true, '8'),
  row('bob', false, null),
  row('cy', true, 'Pre-K'),
  row('di', true, '12'),
];
const names = (list: MemberRow[]) => list.map((r) => r.username);

describe('filterMembers', () => {
  it.each([
    [{ student: 'all', grade: null }, ['ann', 'bob', 'cy', 'di']],
    [{ student: 'students', grade: null }, ['ann', 'cy', 'di']],
    [{ student: 'non-students', grade: null }, ['bob']],
    [{ student: 'all', grade: '8' }, ['ann']],
    [{ student: 'non-students', grade: '8' }, []],
  ] as const)('%j keeps %j', (filters, expected) => {
    expect(names(filterMembers(rows, filters))).toEqual(expected);
  });
});

describe('sortMembers', () => {
  it('sorts grades in school order with no grade last, both ways', () => {
    expect(names(sortMembers(rows, 'school_grade', 'asc'))).toEqual(['cy', 'ann', 'di', 'bob']);
    expect(names(sortMembers(rows, 'school_grade', 'desc'))).toEqual(['bob', 'di', 'ann', 'cy']);
  });

  it('sorts text without regard to case and breaks ties by username', () => {
    const mixed = [row('b', false, null, 'zoe'), row('a', false, null, 'Zoe'), row('c', false, null, 'adam')];
    expect(names(sortMembers(mixed, 'first_name', 'asc'))).toEqual(['c', 'a', 'b']);
  });
});

describe('sortOrganizationUsers', () => {
  const member = (username: string, role: string, joined_at: string) => ({
    ...row(username, false, null),
    role,
    joined_at,
  });
  const users = [
    member('ann', 'member', '2026-03-01T10:00:00Z'),
    member('bob', 'admin', '2026-01-01T05:00:00Z'),
    // 03:00 UTC: earlier than bob, though its text sorts after.
    member('cy', 'member', '2026-01-01T08:00:00+05:00'),
  ];

  it('sorts by role, then username', () => {
    expect(names(sortOrganizationUsers(users, 'role', 'asc'))).toEqual(['bob', 'ann', 'cy']);
  });

  it('sorts by the instant joined, offsets included', () => {
    expect(names(sortOrganizationUsers(users, 'joined_at', 'asc'))).toEqual(['cy', 'bob', 'ann']);
    expect(names(sortOrganizationUsers(users, 'joined_at', 'desc'))).toEqual(['ann', 'bob', 'cy']);
  });

  it('sorts the member columns as sortMembers does', () => {
    expect(names(sortOrganizationUsers(users, 'username', 'desc'))).toEqual(['cy', 'bob', 'ann']);
  });
});
