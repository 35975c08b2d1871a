import type { Command } from 'commander';
import { UsageError } from '../../errors.js';
import type { GlobalOptions } from '../../session.js';
import { reportBulk, runBulk } from '../shared/bulk.js';
import { parseId } from '../shared/ids.js';
import { parseVerb } from '../shared/parse.js';
import { loadSdk } from '../shared/sdk.js';
import { withSignedInClient } from '../shared/signed-in.js';
import {
  addUserSourceOptions,
  loadUserRows,
  type UserSource,
  userSourceFrom,
} from '../shared/user-source.js';
import { booleanValue, defineVerb, stringValue } from '../shared/verb.js';
import { ORGS_LIST } from './shared/org-rows.js';
import { planOrgAdds } from './shared/user-plan.js';

export interface OrgsAddUsersOptions {
  globals: GlobalOptions;
  id: number;
  source: UserSource;
  role: 'member' | 'admin';
  dryRun: boolean;
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
  configure(command: Command) {
    command.argument('<id>', 'the organization id (from `campus orgs list`)');
    addUserSourceOptions(
      command,
      'a CSV file with a username or user_id column, optional role column (- reads stdin)',
    );
    command
      .option('--role <role>', 'the role of rows without their own: member or admin', 'member')
      .option('--dry-run', 'resolve and check every row, print what would happen, change nothing');
    command.addHelpText(
      'after',
      '\nUsernames are looked up among the users not yet in the organization (GET\n' +
        '/organizations/{id}/available-users); ids go to the server as given. Exit 1 when any row failed.',
    );
  },
  options({ args, values, globals }) {
    const role = stringValue(values, 'role') ?? 'member';
    if (role !== 'member' && role !== 'admin')
      throw new UsageError(`Invalid --role "${role}": member or admin.`);
    return {
      globals,
      id: parseId(args[0], 'organization', ORGS_LIST),
      source: userSourceFrom(values),
      role,
      dryRun: booleanValue(values, 'dryRun'),
    };
  },
  async run(options, ctx) {
    const rows = await loadUserRows(options.source, ctx);
    const { OrganizationUserInputSchema } = await loadSdk();
    const report = await withSignedInClient(options.globals, ctx, async (client) => {
      const [{ users }, candidates] = await Promise.all([
        client.organizations.users(options.id),
        client.organizations.availableUsers(options.id),
      ]);
      const plan = planOrgAdds(rows, users, candidates, options.role, OrganizationUserInputSchema, (input) =>
        client.organizations.addUser(options.id, input),
      );
      return runBulk(ctx, plan, {
        dryRun: options.dryRun,
        json: options.globals.json,
        fallback: 'Failed to add users to organization',
      });
    });
    return reportBulk(ctx, report, { dryRun: options.dryRun, json: options.globals.json });
  },
});

export const parse = (argv: readonly string[]) => parseVerb(orgsAddUsers, argv);
