import type { Enrollment } from '@campus/sdk';
import { failed, markRepeats, type PlannedRow, type RowOutcome, unchanged } from '../../shared/bulk.js';
import type { CsvUserRow } from '../../shared/csv-users.js';
import type { KnownUser, UserRef } from '../../shared/users.js';

const NOBODY = failed('the row has no username or user_id');

/** The reason of an unchanged enroll row. */
export const ALREADY_ENROLLED = 'already enrolled';

/**
 * Neither among the people the viewer may enroll nor enrolled: what the server would refuse (404, 422).
 * An admin's list holds every non-admin user; an owner's the people of the groups they coordinate.
 */
export const NOT_ENROLLABLE = {
  admin: 'no such user, or an admin (admins cannot be enrolled)',
  owner: 'no such user in the groups you coordinate (unknown, or outside them)',
} as const;
/** Has a join request or a rejection but is not one the viewer may enroll (the server's 422). */
export const OUTSIDE_YOUR_GROUPS = 'you may enroll only the people of the groups you coordinate';

/**
 * Usernames and ids to users, by map (a 1,000-row CSV against 1,000 candidates stays linear). Usernames
 * match ignoring case, as findUser does.
 */
export class UserIndex {
  private readonly byId = new Map<number, KnownUser>();
  private readonly byName = new Map<string, KnownUser>();

  constructor(users: Iterable<KnownUser>) {
    for (const user of users) {
      this.byId.set(user.id, user);
      this.byName.set(user.username.toLowerCase(), user);
    }
  }

  has(id: number): boolean {
    return this.byId.has(id);
  }

  find(ref: UserRef): KnownUser | undefined {
    return ref.kind === 'id' ? this.byId.get(ref.id) : this.byName.get(ref.username.toLowerCase());
  }
}

function given(row: CsvUserRow): string {
  return row.ref?.text ?? '';
}

/** The course's enrollments by user id. */
function enrollmentsByUser(enrollments: readonly Enrollment[]): Map<number, Enrollment> {
  return new Map(enrollments.map((enrollment) => [enrollment.user_id, enrollment]));
}

function knownUsers(enrollments: readonly Enrollment[]): KnownUser[] {
  return enrollments.flatMap((enrollment) => (enrollment.user ? [enrollment.user] : []));
}

/** What the course tells a plan: its enrollments (with their users) and its places. */
export interface EnrollTarget {
  enrollments: readonly Enrollment[];
  /** Null: no limit. */
  maxQuantity: number | null;
  /** Why the course takes nobody now (its last day has passed: sdk courseEnrollmentClosedReason), or null. */
  closed: string | null;
}

/**
 * enroll, decided row by row from two answers, as the server would decide each POST
 * /admin/courses/{id}/enrollments: the course (enrollments and places) and whom the viewer may enroll
 * (GET /admin/courses/{id}/users: an admin every non-admin user, an owner the people of the groups they
 * coordinate). An enrolled student is unchanged (already enrolled); someone found in neither list is no
 * such user; someone with a join request or a rejection whom the viewer may not pick fails; the rest get
 * one call (a requested or rejected enrollment moves to enrolled), as long as places are left: the rows
 * past the last place fail with the server's 'This course is full.', and on a course that is over every
 * row but the enrolled fails as the server refuses it. The dry run reports this same plan.
 */
export function planEnrolls(
  rows: readonly CsvUserRow[],
  course: EnrollTarget,
  viewer: { candidates: readonly KnownUser[]; isAdmin: boolean },
  full: string,
  add: (userId: number) => Promise<string | RowOutcome>,
): PlannedRow[] {
  const enrollable = new UserIndex(viewer.candidates);
  const index = new UserIndex([...viewer.candidates, ...knownUsers(course.enrollments)]);
  const noSuchUser = failed(viewer.isAdmin ? NOT_ENROLLABLE.admin : NOT_ENROLLABLE.owner);
  const current = enrollmentsByUser(course.enrollments);
  const planned = markRepeats(
    rows.map((row): PlannedRow => {
      const base = { row: row.row, user: given(row), wouldDo: 'would enroll' };
      if (!row.ref) return { ...base, userId: null, settled: NOBODY };
      const user = index.find(row.ref);
      if (!user) return { ...base, userId: null, settled: noSuchUser };
      const status = current.get(user.id)?.status;
      if (status === 'enrolled') return { ...base, userId: user.id, settled: unchanged(ALREADY_ENROLLED) };
      if (course.closed) return { ...base, userId: user.id, settled: failed(course.closed) };
      if (!enrollable.has(user.id)) {
        const hint = status === 'requested' ? ' (approve the join request: campus courses approve)' : '';
        return { ...base, userId: user.id, settled: failed(`${OUTSIDE_YOUR_GROUPS}${hint}`) };
      }
      return { ...base, userId: user.id, apply: () => add(user.id) };
    }),
  );
  return takePlaces(planned, course, full);
}

/** The rows to enroll past the course's places left fail as the server would refuse them (409). */
function takePlaces(rows: PlannedRow[], course: EnrollTarget, full: string): PlannedRow[] {
  if (course.maxQuantity === null) return rows;
  const taken = course.enrollments.filter((enrollment) => enrollment.status === 'enrolled').length;
  let left = course.maxQuantity - taken;
  return rows.map((row) => {
    if (row.settled || !row.apply) return row;
    if (left > 0) {
      left -= 1;
      return row;
    }
    return { ...row, apply: undefined, settled: failed(full) };
  });
}

/**
 * unenroll: a user with an enrollment (any status) gets one DELETE /admin/courses/{id}/enrollments;
 * someone without one is unchanged (not enrolled), not an error.
 */
export function planUnenrolls(
  rows: readonly CsvUserRow[],
  enrollments: readonly Enrollment[],
  remove: (userId: number) => Promise<string>,
): PlannedRow[] {
  const index = new UserIndex(knownUsers(enrollments));
  const current = enrollmentsByUser(enrollments);
  return markRepeats(
    rows.map((row): PlannedRow => {
      const base = { row: row.row, user: given(row), wouldDo: 'would unenroll' };
      if (!row.ref) return { ...base, userId: null, settled: NOBODY };
      const userId = index.find(row.ref)?.id ?? (row.ref.kind === 'id' ? row.ref.id : null);
      if (userId === null || !current.has(userId)) {
        return { ...base, userId, settled: unchanged('not enrolled') };
      }
      return { ...base, userId, apply: () => remove(userId) };
    }),
  );
}
