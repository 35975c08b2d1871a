import type { Command } from 'commander';
import { printFields, printJson } from '../../output.js';
import type { GlobalOptions } from '../../session.js';
import { fieldsOf } from '../shared/json-fields.js';
import { parseVerb } from '../shared/parse.js';
import { withSignedInClient } from '../shared/signed-in.js';
import { defineVerb } from '../shared/verb.js';
import { resolveUserId, userArg } from './shared/fetch-users.js';
import { userDetailFields } from './shared/user-rows.js';

export interface UsersShowOptions {
  globals: GlobalOptions;
  user: string;
}

export const usersShow = defineVerb<UsersShowOptions>({
  path: ['users', 'show'],
  summary:
    'Show a user: details, manager, parents, children, groups, courses taken and permissions, as far as you may see them',
  examples: [
    'campus users show 12',
    'campus users show ana',
    'campus users show 12 --json username,groups,children',
  ],
  jsonFields: (sdk) => fieldsOf(sdk.UserDetailSchema),
  configure(command: Command) {
    command.argument('<user>', 'the user: an id, or a username (looking a username up needs an admin)');
  },
  options: ({ args, globals }) => ({ globals, user: userArg(args[0]) }),
  async run(options, ctx) {
    const user = await withSignedInClient(options.globals, ctx, async (client) =>
      client.users.get(await resolveUserId(client, options.user)),
    );
    if (options.globals.json) await printJson(ctx.io, user, options.globals);
    else printFields(ctx.io, userDetailFields(user));
    return undefined;
  },
});

export const parse = (argv: readonly string[]) => parseVerb(usersShow, argv);
