import type { Command } from 'commander';
import { printJson, printStatus } from '../../output.js';
import type { GlobalOptions } from '../../session.js';
import { parseVerb } from '../shared/parse.js';
import { loadSdk } from '../shared/sdk.js';
import { withSignedInClient } from '../shared/signed-in.js';
import { validateInput } from '../shared/validate.js';
import { booleanValue, defineVerb } from '../shared/verb.js';
import {
  configureUserFields,
  readPassword,
  type UserFieldValues,
  userFieldsFrom,
} from './shared/user-form.js';
import { USER_FLAGS } from './shared/user-rows.js';

export interface UsersCreateOptions {
  globals: GlobalOptions;
  fields: UserFieldValues;
  passwordStdin: boolean;
}

export const usersCreate = defineVerb<UsersCreateOptions>({
  path: ['users', 'create'],
  summary: 'Create a user with the admin user form (admins)',
  examples: [
    'printf \'%s\' "$PASSWORD" | campus users create --username ana --first-name Ana --last-name Diaz --state CA --password-stdin',
    'campus users create --username bo --first-name Bo --last-name Li --state NY --student --grade 8 --org 1',
  ],
  configure(command: Command) {
    configureUserFields(command, 'read the password from stdin (else asked on a terminal)');
    command.addHelpText(
      'after',
      '\nRequired: --username, --first-name, --last-name, --state and a password (at least 8 characters).\n' +
        'Checked with the same rules as the server before anything is sent.',
    );
  },
  options: ({ values, globals }) => ({
    globals,
    fields: userFieldsFrom(values),
    passwordStdin: booleanValue(values, 'passwordStdin'),
  }),
  async run(options, ctx) {
    const { CreateAdminUserSchema } = await loadSdk();
    const password = await readPassword(ctx, options.passwordStdin, true);
    const input = validateInput(CreateAdminUserSchema, { ...options.fields, password }, USER_FLAGS);
    const user = await withSignedInClient(options.globals, ctx, (client) => client.admin.createUser(input));
    if (options.globals.json) await printJson(ctx.io, user, options.globals);
    printStatus(ctx.io, `Created user ${user.id} "${user.username}".`);
    return undefined;
  },
});

export const parse = (argv: readonly string[]) => parseVerb(usersCreate, argv);
