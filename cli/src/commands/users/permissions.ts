import type { PermissionKey } from '@campus/sdk';
import type { Command } from 'commander';
import { UsageError } from '../../errors.js';
import { printJson, printStatus } from '../../output.js';
import type { GlobalOptions } from '../../session.js';
import { parseVerb } from '../shared/parse.js';
import { loadSdk } from '../shared/sdk.js';
import { withSignedInClient } from '../shared/signed-in.js';
import { defineVerb } from '../shared/verb.js';
import { resolveUserId, userArg } from './shared/fetch-users.js';

export interface UsersPermissionsOptions {
  globals: GlobalOptions;
  user: string;
  keys: string[];
}

/** The permissions after granting or revoking `keys` (in the order of the spec's list). */
export function changedKeys(
  current: readonly string[],
  keys: readonly string[],
  grant: boolean,
  order: readonly string[],
): string[] {
  const next = new Set(current);
  for (const key of keys) {
    if (grant) next.add(key);
    else next.delete(key);
  }
  return order.filter((key) => next.has(key));
}

function permissionVerb(grant: boolean) {
  const word = grant ? 'grant' : 'revoke';
  return defineVerb<UsersPermissionsOptions>({
    path: ['users', word],
    summary: grant
      ? 'Give a user permissions by key, e.g. create_event (admins and grant_permission holders)'
      : 'Take permissions from a user by key (admins and grant_permission holders)',
    examples: [
      `campus users ${word} 12 create_event create_course`,
      `campus users ${word} ana view_user --json`,
    ],
    configure(command: Command) {
      command
        .argument('<user>', 'the user: an id, or a username')
        .argument(
          '<permission...>',
          'permission keys: create_event, create_course, create_group, create_user, view_user, edit_user, assign_manager, view_management, view_permission, grant_permission',
        );
    },
    options({ args, globals }) {
      const keys = args
        .slice(1)
        .flatMap((arg) => arg.split(','))
        .map((key) => key.trim())
        .filter(Boolean);
      if (keys.length === 0) throw new UsageError('Give at least one permission key.');
      return { globals, user: userArg(args[0]), keys };
    },
    async run(options, ctx) {
      const { PERMISSION_KEYS } = await loadSdk();
      const order: readonly string[] = PERMISSION_KEYS;
      const unknown = options.keys.filter((key) => !order.includes(key));
      if (unknown.length > 0) {
        throw new UsageError(`Unknown permission ${unknown.map((key) => `"${key}"`).join(', ')}.`, [
          `Valid keys: ${PERMISSION_KEYS.join(', ')}.`,
        ]);
      }
      const result = await withSignedInClient(options.globals, ctx, async (client) => {
        const id = await resolveUserId(client, options.user);
        const [user, permissions] = await Promise.all([client.users.get(id), client.admin.permissions()]);
        const current: string[] = user.permissions.map((permission) => permission.key);
        const next = changedKeys(current, options.keys, grant, order);
        if (next.length === current.length && next.every((key) => current.includes(key))) {
          return { user, changed: false };
        }
        const ids = permissions
          .filter((permission) => next.includes(permission.key))
          .map((permission) => permission.id);
        return { user: await client.admin.setUserPermissions(id, { permission_ids: ids }), changed: true };
      });
      const keys: PermissionKey[] = result.user.permissions.map((permission) => permission.key);
      if (options.globals.json)
        await printJson(
          ctx.io,
          { id: result.user.id, username: result.user.username, permissions: keys },
          options.globals,
        );
      const who = `${result.user.username} (${result.user.id})`;
      const list = keys.length > 0 ? keys.join(', ') : 'none';
      printStatus(
        ctx.io,
        result.changed
          ? `${grant ? 'Granted' : 'Revoked'} ${options.keys.join(', ')} ${grant ? 'to' : 'from'} ${who}. Permissions now: ${list}.`
          : `Nothing to change: ${who} ${grant ? 'already has' : 'does not have'} ${options.keys.join(', ')}. Permissions: ${list}.`,
      );
      return undefined;
    },
  });
}

export const usersGrant = permissionVerb(true);
export const usersRevoke = permissionVerb(false);

export const parseGrant = (argv: readonly string[]) => parseVerb(usersGrant, argv);
export const parseRevoke = (argv: readonly string[]) => parseVerb(usersRevoke, argv);
