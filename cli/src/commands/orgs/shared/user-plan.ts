import type { OrganizationUserInput } from '@campus/sdk';
import { hasStatus } from '../../../api/status.js';
import { failed, markRepeats, type PlannedRow, unchanged } from '../../shared/bulk.js';
import type { CsvUserRow } from '../../shared/csv-users.js';
import { findUser, type KnownUser } from '../../shared/users.js';
import type { InputSchema } from '../../shared/validate.js';

const ALREADY_A_MEMBER = 'already a member';

/**
 * add-users: a user of the organization already is one (unchanged); someone the add dialog offers (GET
 * /organizations/{id}/available-users) gets one POST /organizations/{id}/users with the row's role (its
 * `role` cell, else --role). The two lists hold every user, so a username or id in neither is no such
 * user, and a bad role fails, here.
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
        settled: failed(message),
      });
      if (!row.ref) return fail('the row has no username or user_id');
      const existing = findUser(row.ref, users);
      if (existing) return { ...base, userId: existing.id, settled: unchanged(ALREADY_A_MEMBER) };
      const candidate = findUser(row.ref, candidates);
      if (!candidate) return fail(`no such user "${row.ref.text}"`);
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
            if (hasStatus(error, 409)) return unchanged(ALREADY_A_MEMBER);
            throw error;
          }
          return `added as ${input.role ?? 'member'}`;
        },
      };
    }),
  );
}
