import { describe, expect, it } from 'vitest';
import { filterMembers, type MemberRow, sortMembers } from './member-table.js';

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
