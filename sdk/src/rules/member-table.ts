import { SCHOOL_GRADES } from './grades.js';

/** The member tables' student filter (spec section 2, My Groups and the Users tab). */
export const STUDENT_FILTERS = ['all', 'students', 'non-students'] as const;
export type StudentFilter = (typeof STUDENT_FILTERS)[number];

export interface MemberFilters {
  student: StudentFilter;
  /** One school grade, or null for every grade. */
  grade: string | null;
}

export const NO_MEMBER_FILTERS: MemberFilters = { student: 'all', grade: null };

export interface MemberRow {
  first_name: string;
  last_name: string;
  username: string;
  gender: string | null;
  is_student: boolean;
  school_grade: string | null;
}

export const MEMBER_SORT_KEYS = [
  'first_name',
  'last_name',
  'username',
  'gender',
  'is_student',
  'school_grade',
] as const;
export type MemberSortKey = (typeof MEMBER_SORT_KEYS)[number];
export type SortDirection = 'asc' | 'desc';

/** The rows that pass the student and grade filters. */
export function filterMembers<T extends MemberRow>(rows: readonly T[], filters: MemberFilters): T[] {
  return rows.filter((row) => {
    if (filters.student === 'students' && !row.is_student) return false;
    if (filters.student === 'non-students' && row.is_student) return false;
    if (filters.grade !== null && row.school_grade !== filters.grade) return false;
    return true;
  });
}

const gradeRank = (grade: string | null) => {
  const index = grade === null ? -1 : (SCHOOL_GRADES as readonly string[]).indexOf(grade);
  // No grade sorts after every grade.
  return index === -1 ? SCHOOL_GRADES.length : index;
};

/** The Users tab also sorts by membership role and joined date. */
export type OrganizationUserSortKey = MemberSortKey | 'role' | 'joined_at';

export interface OrganizationUserRow extends MemberRow {
  role: string;
  /** An ISO timestamp: text order is time order. */
  joined_at: string;
}

function compare(a: MemberRow, b: MemberRow, key: MemberSortKey): number {
  switch (key) {
    case 'is_student':
      return Number(b.is_student) - Number(a.is_student);
    case 'school_grade':
      return gradeRank(a.school_grade) - gradeRank(b.school_grade);
    default:
      return (a[key] ?? '').localeCompare(b[key] ?? '', 'en', { sensitivity: 'base' });
  }
}

/** Sorted by `key` (grades in school order, Pre-K first), then by username so the order is stable. */
export function sortMembers<T extends MemberRow>(
  rows: readonly T[],
  key: MemberSortKey,
  direction: SortDirection,
): T[] {
  const sign = direction === 'asc' ? 1 : -1;
  return [...rows].sort(
    (a, b) =>
      sign * compare(a, b, key) || a.username.localeCompare(b.username, 'en', { sensitivity: 'base' }),
  );
}

/** The Users tab's rows sorted by any of its columns, then by username. */
export function sortOrganizationUsers<T extends OrganizationUserRow>(
  rows: readonly T[],
  key: OrganizationUserSortKey,
  direction: SortDirection,
): T[] {
  if (key !== 'role' && key !== 'joined_at') return sortMembers(rows, key, direction);
  const sign = direction === 'asc' ? 1 : -1;
  const byKey = (a: T, b: T) =>
    key === 'role' ? a.role.localeCompare(b.role, 'en') : Date.parse(a.joined_at) - Date.parse(b.joined_at);
  return [...rows].sort(
    (a, b) => sign * byKey(a, b) || a.username.localeCompare(b.username, 'en', { sensitivity: 'base' }),
  );
}
