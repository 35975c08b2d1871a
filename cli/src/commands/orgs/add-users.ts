import { UsageError } from '../../errors.js';
import {
  type BulkUsersOptions,
  bulkUsersOptions,
  configureBulkUsers,
  runBulkUsers,
} from '../shared/bulk-users.js';
import { parseId } from '../shared/ids.js';
import { parseVerb } from '../shared/parse.js';
import { loadSdk } from '../shared/sdk.js';
import { defineVerb, stringValue } from '../shared/verb.js';
import { ORGS_LIST } from './shared/org-rows.js';
import { planOrgAdds } from './shared/user-plan.js';

export interface OrgsAddUsersOptions extends BulkUsersOptions {
  role: 'member' | 'admin';
}

export const orgsAddUsers = defineVerb<OrgsAddUsersOptions>({
  path: ['orgs', 'add-users'],
  summary: 'Add users to an organization from a CSV or by username or id; one result per row',
  examples: [
    '# A CSV with a username or user_id column, and optionally a role column (member or admin)',
    'campus orgs add-users 1 --csv staff.csv --role member',
    'campus orgs add-users 1 --user teacher --user student --role admin',
    '# Check every row first, change nothing',
    'campus orgs add-users 1 --csv staff.csv --dry-run',
  ],
  configure(command) {
    configureBulkUsers(
      command,
      'the organization id (from `campus orgs list`)',
      'a CSV file with a username or user_id column, optional role column (- reads stdin)',
      (more) => more.option('--role <role>', 'the role of rows without their own: member or admin', 'member'),
    );
    command.addHelpText(
      'after',
      "\nUsernames and ids are looked up among the organization's users and those not yet in it (GET\n" +
        '/organizations/{id}/available-users): one in neither is no such user. Already a member: unchanged,\n' +
        'not an error. Exit 1 when any row failed.',
    );
  },
  options(input) {
    const role = stringValue(input.values, 'role') ?? 'member';
    if (role !== 'member' && role !== 'admin')
      throw new UsageError(`Invalid --role "${role}": member or admin.`);
    return { ...bulkUsersOptions(input, parseId(input.args[0], 'organization', ORGS_LIST)), role };
  },
  run: (options, ctx) =>
    runBulkUsers(options, ctx, 'Failed to add users to organization', async (client, rows) => {
      const { OrganizationUserInputSchema } = await loadSdk();
      const [{ users }, candidates] = await Promise.all([
        client.organizations.users(options.id),
        client.organizations.availableUsers(options.id),
      ]);
      return planOrgAdds(rows, users, candidates, options.role, OrganizationUserInputSchema, (input) =>
        client.organizations.addUser(options.id, input),
      );
    }),
});

export const parse = (argv: readonly string[]) => parseVerb(orgsAddUsers, argv);
