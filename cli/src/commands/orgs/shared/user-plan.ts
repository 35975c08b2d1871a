import type { OrganizationUserInput } from '@campus/sdk';
import { hasStatus } from '../../../api/status.js';
import { markRepeats, type PlannedRow } from '../../shared/bulk.js';
import type { CsvUserRow } from '../../shared/csv-users.js';
import { findUser, type KnownUser } from '../../shared/users.js';
import type { InputSchema } from '../../shared/validate.js';

/**
 * add-users: a user of the organization already is one; someone the add dialog offers (GET
 * /organizations/{id}/available-users) gets one POST /organizations/{id}/users with the row's role (its
 * `role` cell, else --role), as does an id the list lacks (the server decides); a bad role or an unknown
 * username fails here.
 */
export function planOrgAdds(
  rows: readonly CsvUserRow[],
  users: readonly KnownUser[],
  candidates: readonly KnownUser[],
  defaultRole: string,
  schema: InputSchema<OrganizationUserInput>,
  add: (input: OrganizationUserInput) => Promise<unknown>,
): PlannedRow[] {
  return markRepeats(
    rows.map((row): PlannedRow => {
      const role = row.role ?? defaultRole;
      const base = { row: row.row, user: row.ref?.text ?? '', wouldDo: `would add as ${role}` };
      const fail = (message: string, userId: number | null = null): PlannedRow => ({
        ...base,
        userId,
        settled: { result: 'failed', ok: false, message },
      });
      if (!row.ref) return fail('the row has no username or user_id');
      const existing = findUser(row.ref, users);
      if (existing)
        return { ...base, userId: existing.id, settled: { result: 'already a member', ok: true } };
      // An id outside the list still goes to the server, which decides; a username has to be found.
      const candidate =
        findUser(row.ref, candidates) ??
        (row.ref.kind === 'id' ? { id: row.ref.id, username: row.ref.text } : undefined);
      if (!candidate) return fail(`no user "${row.ref.text}" among those who may be added`);
      const parsed = schema.safeParse({ user_id: candidate.id, role });
      if (!parsed.success) {
        return fail(`role: ${parsed.error.issues[0]?.message ?? 'invalid'} (member or admin)`, candidate.id);
      }
      const input = parsed.data;
      return {
        ...base,
        userId: candidate.id,
        apply: async () => {
          try {
            await add(input);
          } catch (error) {
            // Added by someone else since the list was read: the same end state.
            if (hasStatus(error, 409)) return 'already a member';
            throw error;
          }
          return `added as ${input.role ?? 'member'}`;
        },
      };
    }),
  );
}
