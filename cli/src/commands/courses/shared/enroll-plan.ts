import type { Enrollment } from '@campus/sdk';
import { markRepeats, type PlannedRow } from '../../shared/bulk.js';
import type { CsvUserRow } from '../../shared/csv-users.js';
import type { KnownUser, UserRef } from '../../shared/users.js';

const NOBODY = { result: 'failed', ok: false, message: 'the row has no username or user_id' } as const;

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

/**
 * enroll: a student already enrolled fails here with the server's own 409 message (nothing to call; the
 * spec's summary counts it as failed, "some may already be enrolled"); a username found among the course's
 * candidates or enrollments, or any id, gets one POST /admin/courses/{id}/enrollments (a requested or
 * rejected enrollment moves to enrolled); a username found nowhere fails here.
 */
export function planEnrolls(
  rows: readonly CsvUserRow[],
  enrollments: readonly Enrollment[],
  candidates: readonly KnownUser[],
  alreadyEnrolled: string,
  add: (userId: number) => Promise<string>,
): PlannedRow[] {
  const index = new UserIndex([...candidates, ...knownUsers(enrollments)]);
  const current = enrollmentsByUser(enrollments);
  return markRepeats(
    rows.map((row): PlannedRow => {
      const base = { row: row.row, user: given(row), wouldDo: 'would enroll' };
      if (!row.ref) return { ...base, userId: null, settled: NOBODY };
      const user =
        index.find(row.ref) ??
        (row.ref.kind === 'id' ? { id: row.ref.id, username: row.ref.text } : undefined);
      if (!user) {
        return {
          ...base,
          userId: null,
          settled: {
            result: 'failed',
            ok: false,
            message:
              'not in your list of students to add (unknown username, an admin, or outside your groups: use the id)',
          },
        };
      }
      if (current.get(user.id)?.status === 'enrolled') {
        return {
          ...base,
          userId: user.id,
          settled: { result: 'already enrolled', ok: false, message: alreadyEnrolled },
        };
      }
      return { ...base, userId: user.id, apply: () => add(user.id) };
    }),
  );
}

/**
 * unenroll: a user with an enrollment (any status) gets one DELETE /admin/courses/{id}/enrollments;
 * someone without one has nothing to remove (reported, not an error).
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
        return { ...base, userId, settled: { result: 'not enrolled', ok: true } };
      }
      return { ...base, userId, apply: () => remove(userId) };
    }),
  );
}
