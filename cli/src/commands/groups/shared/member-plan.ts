import { failed, markRepeats, type PlannedRow, unchanged } from '../../shared/bulk.js';
import type { CsvUserRow } from '../../shared/csv-users.js';
import { findUser, type KnownUser } from '../../shared/users.js';

const NOBODY = failed('the row has no username or user_id');

/** A name or id an admin's add list lacks: every non-admin user is on it or a member already. */
export const NO_SUCH_USER_FOR_ADMIN =
  'no such user, or an administrator (administrators cannot be group members)';
const NOT_A_MEMBER = 'not a member';
/** A username a coordinator's add list lacks (an id goes to the server, which decides). */
export const NOT_IN_ADD_LIST =
  'not in your list of users to add (unknown username, an admin, or outside your groups: use the id)';

function given(row: CsvUserRow): string {
  return row.ref?.text ?? '';
}

/**
 * add-members: a member already is one (unchanged); someone in the pick list (GET
 * /groups/{id}/available-users) is added by `put` (member-batch.ts: in calls of many). An admin's list holds every
 * non-admin user who is not a member, so for an admin anyone in neither list is no such user (or an
 * admin) and fails here. A coordinator's list holds only the people of the groups they coordinate: an id
 * outside it still goes to the server, which decides; a username has to be found.
 */
export function planAdds(
  rows: readonly CsvUserRow[],
  members: readonly KnownUser[],
  candidates: readonly KnownUser[],
  viewerIsAdmin: boolean,
  put: (userId: number) => Promise<unknown>,
): PlannedRow[] {
  return markRepeats(
    rows.map((row): PlannedRow => {
      const base = { row: row.row, user: given(row), wouldDo: 'would add' };
      if (!row.ref) return { ...base, userId: null, settled: NOBODY };
      const member = findUser(row.ref, members);
      if (member) return { ...base, userId: member.id, settled: unchanged('already a member') };
      const candidate =
        findUser(row.ref, candidates) ??
        (row.ref.kind === 'id' && !viewerIsAdmin ? { id: row.ref.id, username: row.ref.text } : undefined);
      if (!candidate) {
        const message = viewerIsAdmin ? NO_SUCH_USER_FOR_ADMIN : NOT_IN_ADD_LIST;
        return { ...base, userId: null, settled: failed(message) };
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
 * someone who is not a member is unchanged (not a member), not an error.
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
          settled: unchanged(NOT_A_MEMBER),
        };
      }
      return {
        ...base,
        userId: member.id,
        apply: async () => ((await remove(member.id)) > 0 ? 'removed' : unchanged(NOT_A_MEMBER)),
      };
    }),
  );
}
