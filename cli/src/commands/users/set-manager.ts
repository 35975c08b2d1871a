import type { Command } from 'commander';
import { UsageError } from '../../errors.js';
import { printJson, printStatus } from '../../output.js';
import type { GlobalOptions } from '../../session.js';
import { parseVerb } from '../shared/parse.js';
import { withSignedInClient } from '../shared/signed-in.js';
import { booleanValue, defineVerb } from '../shared/verb.js';
import { resolveUserId, userArg } from './shared/fetch-users.js';

export interface UsersSetManagerOptions {
  globals: GlobalOptions;
  user: string;
  /** Null with --remove. */
  manager: string | null;
}

export const usersSetManager = defineVerb<UsersSetManagerOptions>({
  path: ['users', 'set-manager'],
  summary: 'Set whom a user reports to, or --remove it (admins and assign_manager holders)',
  examples: [
    'campus users set-manager 12 7',
    'campus users set-manager ana teacher',
    'campus users set-manager 12 --remove',
  ],
  configure(command: Command) {
    command
      .argument('<user>', 'the user: an id, or a username')
      .argument('[manager]', 'the manager: an id, or a username')
      .option('--remove', 'the user no longer reports to anyone');
  },
  options({ args, values, globals }) {
    const remove = booleanValue(values, 'remove');
    if (remove && args[1] !== undefined) throw new UsageError('Give a MANAGER or --remove, not both.');
    if (!remove && args[1] === undefined)
      throw new UsageError('Give the MANAGER (an id or a username), or --remove.');
    return { globals, user: userArg(args[0]), manager: remove ? null : userArg(args[1], 'manager') };
  },
  async run(options, ctx) {
    const { manager } = options;
    const result = await withSignedInClient(options.globals, ctx, async (client) => {
      const userId = await resolveUserId(client, options.user);
      if (manager === null) {
        await client.managers.remove(userId);
        return { user_id: userId, manager_id: null };
      }
      return client.managers.assign({ user_id: userId, manager_id: await resolveUserId(client, manager) });
    });
    if (options.globals.json) await printJson(ctx.io, result, options.globals);
    printStatus(
      ctx.io,
      result.manager_id === null
        ? `User ${result.user_id} no longer reports to anyone.`
        : `User ${result.user_id} now reports to user ${result.manager_id}.`,
    );
    return undefined;
  },
});

export const parse = (argv: readonly string[]) => parseVerb(usersSetManager, argv);
