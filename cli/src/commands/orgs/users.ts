import type { Command } from 'commander';
import { printJson, printStatus, printTable } from '../../output.js';
import type { GlobalOptions } from '../../session.js';
import { parseId } from '../shared/ids.js';
import { fieldsOf } from '../shared/json-fields.js';
import { parseVerb } from '../shared/parse.js';
import { withSignedInClient } from '../shared/signed-in.js';
import { defineVerb } from '../shared/verb.js';
import { ORG_USER_HEADERS, ORGS_LIST, orgUserRow } from './shared/org-rows.js';

export interface OrgsUsersOptions {
  globals: GlobalOptions;
  id: number;
}

export const orgsUsers = defineVerb<OrgsUsersOptions>({
  path: ['orgs', 'users'],
  summary: "List an organization's users with role and join date (admins and the organization's owner)",
  examples: ['campus orgs users 1', "campus orgs users 1 --json username,role --jq '.[].username'"],
  jsonFields: (sdk) => fieldsOf(sdk.OrganizationUserSchema),
  configure(command: Command) {
    command.argument('<id>', 'the organization id (from `campus orgs list`)');
  },
  options: ({ args, globals }) => ({ globals, id: parseId(args[0], 'organization', ORGS_LIST) }),
  async run(options, ctx) {
    const result = await withSignedInClient(options.globals, ctx, (client) =>
      client.organizations.users(options.id),
    );
    if (options.globals.json) await printJson(ctx.io, result.users, options.globals);
    else if (result.users.length === 0) printStatus(ctx.io, 'No Users in Organization');
    else printTable(ctx.io, ORG_USER_HEADERS, result.users.map(orgUserRow));
    return undefined;
  },
});

export const parse = (argv: readonly string[]) => parseVerb(orgsUsers, argv);
