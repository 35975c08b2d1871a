import {
  type BulkUsersOptions,
  bulkUsersOptions,
  configureBulkUsers,
  runBulkUsers,
} from '../shared/bulk-users.js';
import { parseId } from '../shared/ids.js';
import { parseVerb } from '../shared/parse.js';
import { defineVerb } from '../shared/verb.js';
import { canManageGroup, NOT_MANAGER } from './shared/can-manage.js';
import { GROUPS_LIST } from './shared/group-rows.js';
import { planRemovals } from './shared/member-plan.js';

export const groupsRemoveMembers = defineVerb<BulkUsersOptions>({
  path: ['groups', 'remove-members'],
  summary: 'Remove members from a group by username or id, or from a CSV; one result per row',
  examples: [
    'campus groups remove-members 3 --user student',
    'campus groups remove-members 3 --user 12,14 --dry-run',
    'campus groups remove-members 3 --csv leavers.csv',
  ],
  configure: (command) =>
    configureBulkUsers(
      command,
      'the group id (from `campus groups list`)',
      'a CSV file with a username or user_id column (- reads stdin)',
    ),
  options: (input) => bulkUsersOptions(input, parseId(input.args[0], 'group', GROUPS_LIST)),
  run: (options, ctx) =>
    runBulkUsers(options, ctx, 'Failed to remove user from group', async (client, rows) => {
      const { group } = await client.groups.get(options.id);
      const plan = planRemovals(rows, group.users ?? [], async (userId) => {
        const { changed } = await client.groups.removeMembers(options.id, { user_ids: [userId] });
        return changed;
      });
      if (!options.dryRun || (await canManageGroup(client, group))) return plan;
      return plan.map((row) => ({
        ...row,
        settled: { result: 'failed', ok: false, message: NOT_MANAGER },
      }));
    }),
});

export const parse = (argv: readonly string[]) => parseVerb(groupsRemoveMembers, argv);
