import type { Command } from 'commander';
import { UsageError } from '../../errors.js';
import { printJson, printStatus } from '../../output.js';
import type { GlobalOptions } from '../../session.js';
import { parseVerb } from '../shared/parse.js';
import { loadSdk } from '../shared/sdk.js';
import { withSignedInClient } from '../shared/signed-in.js';
import { validateInput } from '../shared/validate.js';
import { booleanValue, defineVerb } from '../shared/verb.js';
import { resolveUserId, userArg } from './shared/fetch-users.js';
import {
  configureUserFields,
  formOf,
  readPassword,
  type UserFieldValues,
  userFieldsFrom,
} from './shared/user-form.js';
import { USER_FLAGS } from './shared/user-rows.js';

export interface UsersUpdateOptions {
  globals: GlobalOptions;
  user: string;
  fields: UserFieldValues;
  passwordStdin: boolean;
}

export const usersUpdate = defineVerb<UsersUpdateOptions>({
  path: ['users', 'update'],
  summary: 'Change fields of a user (admins): the flags given, merged with the current record',
  examples: [
    'campus users update 12 --email ana@example.com --city Fresno',
    'campus users update ana --no-student',
    'printf \'%s\' "$PASSWORD" | campus users update 12 --password-stdin',
  ],
  configure(command: Command) {
    command.argument('<user>', 'the user: an id, or a username');
    configureUserFields(command, 'a new password from stdin (without it the password is kept)');
  },
  options({ args, values, globals }) {
    const fields = userFieldsFrom(values);
    const passwordStdin = booleanValue(values, 'passwordStdin');
    if (Object.keys(fields).length === 0 && !passwordStdin) {
      throw new UsageError('Nothing to change: give a field flag (see `campus users update --help`).');
    }
    return { globals, user: userArg(args[0]), fields, passwordStdin };
  },
  async run(options, ctx) {
    const { UpdateAdminUserSchema } = await loadSdk();
    const password = await readPassword(ctx, options.passwordStdin, false);
    const user = await withSignedInClient(options.globals, ctx, async (client) => {
      const id = await resolveUserId(client, options.user);
      const current = await client.users.get(id);
      const input = validateInput(
        UpdateAdminUserSchema,
        { ...formOf(current), ...options.fields, ...(password === undefined ? {} : { password }) },
        USER_FLAGS,
      );
      return client.admin.updateUser(id, input);
    });
    if (options.globals.json) await printJson(ctx.io, user, options.globals);
    printStatus(ctx.io, `Updated user ${user.id} "${user.username}".`);
    return undefined;
  },
});

export const parse = (argv: readonly string[]) => parseVerb(usersUpdate, argv);
