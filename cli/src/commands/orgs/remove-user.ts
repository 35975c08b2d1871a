import type { Command } from 'commander';
import { CliError } from '../../errors.js';
import { printJson, printStatus } from '../../output.js';
import type { GlobalOptions } from '../../session.js';
import { parseId } from '../shared/ids.js';
import { parseVerb } from '../shared/parse.js';
import { withSignedInClient } from '../shared/signed-in.js';
import { findUser, type UserRef, userRef } from '../shared/users.js';
import { defineVerb } from '../shared/verb.js';
import { ORGS_LIST } from './shared/org-rows.js';

export interface OrgsRemoveUserOptions {
  globals: GlobalOptions;
  id: number;
  user: UserRef;
}

export const orgsRemoveUser = defineVerb<OrgsRemoveUserOptions>({
  path: ['orgs', 'remove-user'],
  summary: "Remove a user from an organization (admins and the organization's owner)",
  examples: ['campus orgs remove-user 1 student', 'campus orgs remove-user 1 12'],
  configure(command: Command) {
    command
      .argument('<id>', 'the organization id (from `campus orgs list`)')
      .argument('<user>', 'the username or id (from `campus orgs users ID`)');
  },
  options: ({ args, globals }) => ({
    globals,
    id: parseId(args[0], 'organization', ORGS_LIST),
    user: userRef(args[1] ?? ''),
  }),
  async run(options, ctx) {
    const removed = await withSignedInClient(options.globals, ctx, async (client) => {
      const { organization, users } = await client.organizations.users(options.id);
      const user = findUser(options.user, users);
      if (!user) {
        throw new CliError(
          `${options.user.text} is not a user of organization ${organization.id} "${organization.name}".`,
        );
      }
      await client.organizations.removeUser(options.id, user.id);
      return { organization, user };
    });
    const { organization, user } = removed;
    if (options.globals.json) {
      await printJson(
        ctx.io,
        {
          removed: true,
          organization_id: organization.id,
          user_id: user.id,
          username: user.username,
        },
        options.globals,
      );
    }
    printStatus(
      ctx.io,
      `Removed ${user.username} from organization ${organization.id} "${organization.name}".`,
    );
    return undefined;
  },
});

export const parse = (argv: readonly string[]) => parseVerb(orgsRemoveUser, argv);
