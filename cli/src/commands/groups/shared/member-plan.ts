import { markRepeats, type PlannedRow } from '../../shared/bulk.js';
import type { CsvUserRow } from '../../shared/csv-users.js';
import { findUser, type KnownUser } from '../../shared/users.js';

const NOBODY = { result: 'failed', ok: false, message: 'the row has no username or user_id' } as const;

function given(row: CsvUserRow): string {
  return row.ref?.text ?? '';
}

/**
 * add-members: a member already is one (nothing to do); someone in the pick list (GET
 * /groups/{id}/available-users) or named by id gets one PUT /groups/{id}/users/{userId}; a username found
 * nowhere fails here.
 */
export function planAdds(
  rows: readonly CsvUserRow[],
  members: readonly KnownUser[],
  candidates: readonly KnownUser[],
  put: (userId: number) => Promise<unknown>,
): PlannedRow[] {
  return markRepeats(
    rows.map((row): PlannedRow => {
      const base = { row: row.row, user: given(row), wouldDo: 'would add' };
      if (!row.ref) return { ...base, userId: null, settled: NOBODY };
      const member = findUser(row.ref, members);
      if (member) return { ...base, userId: member.id, settled: { result: 'already a member', ok: true } };
      // An id outside the pick list still goes to the server, which decides (a coordinator's list holds
      // only the people of the groups they coordinate); a username has to be found there.
      const candidate =
        findUser(row.ref, candidates) ??
        (row.ref.kind === 'id' ? { id: row.ref.id, username: row.ref.text } : undefined);
      if (!candidate) {
        return {
          ...base,
          userId: null,
          settled: {
            result: 'failed',
            ok: false,
            message:
              'not in your list of users to add (unknown username, an admin, or outside your groups: use the id)',
          },
        };
      }
      return {
        ...base,
        userId: candidate.id,
        apply: async () => {
          await put(candidate.id);
          return 'added';
        },
      };
    }),
  );
}

/**
 * remove-members: a member gets one DELETE /groups/{id}/users with their id alone (a result per row);
 * someone who is not a member has nothing to remove.
 */
export function planRemovals(
  rows: readonly CsvUserRow[],
  members: readonly KnownUser[],
  remove: (userId: number) => Promise<number>,
): PlannedRow[] {
  return markRepeats(
    rows.map((row): PlannedRow => {
      const base = { row: row.row, user: given(row), wouldDo: 'would remove' };
      if (!row.ref) return { ...base, userId: null, settled: NOBODY };
      const member = findUser(row.ref, members);
      if (!member) {
        return {
          ...base,
          userId: row.ref.kind === 'id' ? row.ref.id : null,
          settled: { result: 'not a member', ok: true },
        };
      }
      return {
        ...base,
        userId: member.id,
        apply: async () => ((await remove(member.id)) > 0 ? 'removed' : 'not a member'),
      };
    }),
  );
}
