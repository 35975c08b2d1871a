import type { Command } from 'commander';
import { UsageError } from '../../errors.js';
import { printJson, printStatus } from '../../output.js';
import type { GlobalOptions } from '../../session.js';
import { parseVerb } from '../shared/parse.js';
import { withSignedInClient } from '../shared/signed-in.js';
import { defineVerb } from '../shared/verb.js';
import { resolveUserId, userArg } from './shared/fetch-users.js';

export interface UsersFamilyOptions {
  globals: GlobalOptions;
  user: string;
  parents: string[];
  children: string[];
}

function listValue(value: unknown): string[] {
  return Array.isArray(value)
    ? value
        .filter((item): item is string => typeof item === 'string')
        .flatMap((item) => item.split(','))
        .map((item) => item.trim())
    : [];
}

export const usersFamily = defineVerb<UsersFamilyOptions>({
  path: ['users', 'family'],
  summary: 'Add parents or children to a user (who may edit the user); the others are kept',
  examples: ['campus users family 12 --parent 30', 'campus users family student --parent parent --child 41'],
  configure(command: Command) {
    command
      .argument('<user>', 'the user: an id, or a username')
      .option('--parent <users...>', 'add these parents (ids or usernames; repeat or separate with commas)')
      .option('--child <users...>', 'add these children (ids or usernames)');
  },
  options({ args, values, globals }) {
    const parents = listValue(values.parent);
    const children = listValue(values.child);
    if (parents.some((p) => p === '') || children.some((c) => c === ''))
      throw new UsageError('--parent and --child need ids or usernames (no blanks).');
    if (parents.length === 0 && children.length === 0) throw new UsageError('Give --parent P or --child C.');
    return { globals, user: userArg(args[0]), parents, children };
  },
  async run(options, ctx) {
    const user = await withSignedInClient(options.globals, ctx, async (client) => {
      const id = await resolveUserId(client, options.user);
      const [current, parentIds, childIds] = await Promise.all([
        client.users.get(id),
        Promise.all(options.parents.map((parent) => resolveUserId(client, parent))),
        Promise.all(options.children.map((child) => resolveUserId(client, child))),
      ]);
      return client.users.setFamily(id, {
        parent_ids: [...new Set([...current.parents.map((p) => p.id), ...parentIds])],
        child_ids: [...new Set([...current.children.map((c) => c.id), ...childIds])],
      });
    });
    if (options.globals.json) await printJson(ctx.io, user, options.globals);
    const names = (users: ReadonlyArray<{ username: string }>, none: string) =>
      users.length > 0 ? users.map((u) => u.username).join(', ') : none;
    printStatus(
      ctx.io,
      `${user.username} (${user.id}): parents ${names(user.parents, 'none')}; children ${names(user.children, 'none')}.`,
    );
    return undefined;
  },
});

export const parse = (argv: readonly string[]) => parseVerb(usersFamily, argv);
