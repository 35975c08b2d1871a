import type { Command } from 'commander';
import type { GlobalOptions } from '../../session.js';
import { reportBulk, runBulk } from '../shared/bulk.js';
import { parseId } from '../shared/ids.js';
import { parseVerb } from '../shared/parse.js';
import { withSignedInClient } from '../shared/signed-in.js';
import {
  addUserSourceOptions,
  loadUserRows,
  type UserSource,
  userSourceFrom,
} from '../shared/user-source.js';
import { booleanValue, defineVerb } from '../shared/verb.js';
import { canManageGroup, NOT_MANAGER } from './shared/can-manage.js';
import { GROUPS_LIST } from './shared/group-rows.js';
import { planRemovals } from './shared/member-plan.js';

export interface GroupsRemoveMembersOptions {
  globals: GlobalOptions;
  id: number;
  source: UserSource;
  dryRun: boolean;
}

export const groupsRemoveMembers = defineVerb<GroupsRemoveMembersOptions>({
  path: ['groups', 'remove-members'],
  summary: 'Remove members from a group by username or id, or from a CSV; one result per row',
  examples: [
    'campus groups remove-members 3 --user student',
    'campus groups remove-members 3 --user 12,14 --dry-run',
    'campus groups remove-members 3 --csv leavers.csv',
  ],
  configure(command: Command) {
    command.argument('<id>', 'the group id (from `campus groups list`)');
    addUserSourceOptions(command, 'a CSV file with a username or user_id column (- reads stdin)');
    command.option('--dry-run', 'resolve and check every row, print what would happen, change nothing');
  },
  options: ({ args, values, globals }) => ({
    globals,
    id: parseId(args[0], 'group', GROUPS_LIST),
    source: userSourceFrom(values),
    dryRun: booleanValue(values, 'dryRun'),
  }),
  async run(options, ctx) {
    const rows = await loadUserRows(options.source, ctx);
    const report = await withSignedInClient(options.globals, ctx, async (client) => {
      const { group } = await client.groups.get(options.id);
      let plan = planRemovals(rows, group.users ?? [], async (userId) => {
        const { changed } = await client.groups.removeMembers(options.id, { user_ids: [userId] });
        return changed;
      });
      if (options.dryRun && !(await canManageGroup(client, group))) {
        plan = plan.map((row) => ({
          ...row,
          settled: { result: 'failed', ok: false, message: NOT_MANAGER },
        }));
      }
      return runBulk(ctx, plan, {
        dryRun: options.dryRun,
        json: options.globals.json,
        fallback: 'Failed to remove user from group',
      });
    });
    return reportBulk(ctx, report, { dryRun: options.dryRun, json: options.globals.json });
  },
});

export const parse = (argv: readonly string[]) => parseVerb(groupsRemoveMembers, argv);
