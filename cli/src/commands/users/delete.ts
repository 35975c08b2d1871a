import type { Command } from 'commander';
import { printStatus } from '../../output.js';
import type { GlobalOptions } from '../../session.js';
import { confirmOrExit } from '../shared/confirm.js';
import { parseVerb } from '../shared/parse.js';
import { withSignedInClient } from '../shared/signed-in.js';
import { booleanValue, defineVerb } from '../shared/verb.js';
import { fullName } from '../whoami/user-fields.js';
import { resolveUserId, userArg } from './shared/fetch-users.js';

export interface UsersDeleteOptions {
  globals: GlobalOptions;
  user: string;
  yes: boolean;
}

export const usersDelete = defineVerb<UsersDeleteOptions>({
  path: ['users', 'delete'],
  summary: 'Delete a user (admins): their sign-ins end at once; asks first on a terminal',
  examples: [
    'campus users delete 12',
    '# In a script there is nobody to ask: --yes is required',
    'campus users delete 12 --yes',
  ],
  configure(command: Command) {
    command
      .argument('<user>', 'the user: an id, or a username')
      .option('-y, --yes', 'do not ask for confirmation (required when not on a terminal)');
  },
  options: ({ args, values, globals }) => ({
    globals,
    user: userArg(args[0]),
    yes: booleanValue(values, 'yes'),
  }),
  async run(options, ctx) {
    const deleted = await withSignedInClient(options.globals, ctx, async (client) => {
      const id = await resolveUserId(client, options.user);
      const user = await client.users.get(id);
      await confirmOrExit(ctx, {
        yes: options.yes,
        question: `Delete user ${user.id} "${user.username}" (${fullName(user)})? This cannot be undone.`,
        action: 'delete the user',
      });
      await client.admin.deleteUser(id);
      return user;
    });
    if (options.globals.json) ctx.io.stdout.write(`${JSON.stringify({ deleted: deleted.id })}\n`);
    printStatus(ctx.io, `Deleted user ${deleted.id} "${deleted.username}".`);
    return undefined;
  },
});

export const parse = (argv: readonly string[]) => parseVerb(usersDelete, argv);
