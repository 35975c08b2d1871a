import {
  type BulkUsersOptions,
  bulkUsersOptions,
  configureBulkUsers,
  runBulkUsers,
} from '../shared/bulk-users.js';
import { parseId } from '../shared/ids.js';
import { parseVerb } from '../shared/parse.js';
import { loadSdk } from '../shared/sdk.js';
import { defineVerb } from '../shared/verb.js';
import { GROUPS_LIST } from './shared/group-rows.js';
import { batchedMemberAdds } from './shared/member-batch.js';
import { planAdds } from './shared/member-plan.js';

export const groupsAddMembers = defineVerb<BulkUsersOptions>({
  path: ['groups', 'add-members'],
  summary: 'Add members to a group by username or id, or from a CSV; one result per row',
  examples: [
    'campus groups add-members 3 --user student --user 12',
    '# From a spreadsheet with a username or user_id column (other columns are ignored)',
    'campus groups add-members 3 --csv students.csv',
    '# Check every row first: resolves the users and prints what would happen, changes nothing',
    'campus groups add-members 3 --csv students.csv --dry-run',
  ],
  configure(command) {
    configureBulkUsers(
      command,
      'the group id (from `campus groups list`)',
      'a CSV file with a username or user_id column (- reads stdin)',
    );
    command.addHelpText(
      'after',
      "\nUsernames are looked up in the group's add list (GET /groups/{id}/available-users): an admin's holds\n" +
        'every non-admin user, so for an admin a name or id in neither it nor the members is no such user; a\n' +
        "coordinator's holds the people of the groups they coordinate: name anyone else by id (the server then\n" +
        'decides). Already a member: unchanged, not an error. Exit 1 when any row failed.',
    );
  },
  options: (input) => bulkUsersOptions(input, parseId(input.args[0], 'group', GROUPS_LIST)),
  run: (options, ctx) =>
    runBulkUsers(options, ctx, 'Failed to add users to group', async (client, rows) => {
      const [{ group }, candidates, { user }] = await Promise.all([
        client.groups.get(options.id),
        client.groups.availableUsers(options.id),
        client.currentUser(),
      ]);
      const { MAX_USER_IDS_PER_CALL } = await loadSdk();
      const adds = batchedMemberAdds(
        (userIds) => client.groups.addMembers(options.id, { user_ids: userIds }),
        (userId) => client.groups.putMember(options.id, userId),
        MAX_USER_IDS_PER_CALL,
      );
      return adds.plan(planAdds(rows, group.users ?? [], candidates, user.is_admin, adds.add));
    }),
});

export const parse = (argv: readonly string[]) => parseVerb(groupsAddMembers, argv);
