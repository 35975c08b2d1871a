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
import { GROUPS_LIST } from './shared/group-rows.js';
import { planAdds } from './shared/member-plan.js';

export interface GroupsAddMembersOptions {
  globals: GlobalOptions;
  id: number;
  source: UserSource;
  dryRun: boolean;
}

export const groupsAddMembers = defineVerb<GroupsAddMembersOptions>({
  path: ['groups', 'add-members'],
  summary: 'Add members to a group by username or id, or from a CSV; one result per row',
  examples: [
    'campus groups add-members 3 --user student --user 12',
    '# From a spreadsheet with a username or user_id column (other columns are ignored)',
    'campus groups add-members 3 --csv students.csv',
    '# Check every row first: resolves the users and prints what would happen, changes nothing',
    'campus groups add-members 3 --csv students.csv --dry-run',
  ],
  configure(command: Command) {
    command.argument('<id>', 'the group id (from `campus groups list`)');
    addUserSourceOptions(command, 'a CSV file with a username or user_id column (- reads stdin)');
    command.option('--dry-run', 'resolve and check every row, print what would happen, change nothing');
    command.addHelpText(
      'after',
      "\nUsernames are looked up in the group's add list (GET /groups/{id}/available-users): an admin's holds\n" +
        "every non-admin user, a coordinator's the people of the groups they coordinate. Name anyone else by\n" +
        'id (the server then decides). Already a member: reported, not an error. Exit 1 when any row failed.',
    );
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
      const [{ group }, candidates] = await Promise.all([
        client.groups.get(options.id),
        client.groups.availableUsers(options.id),
      ]);
      const plan = planAdds(rows, group.users ?? [], candidates, (userId) =>
        client.groups.putMember(options.id, userId),
      );
      return runBulk(ctx, plan, {
        dryRun: options.dryRun,
        json: options.globals.json,
        fallback: 'Failed to add users to group',
      });
    });
    return reportBulk(ctx, report, { dryRun: options.dryRun, json: options.globals.json });
  },
});

export const parse = (argv: readonly string[]) => parseVerb(groupsAddMembers, argv);
