import type { User } from '@campus/sdk';
import type { CliContext } from '../../context.js';
import { printFields, printJson } from '../../output.js';
import { type GlobalOptions, resolveSession, type Session } from '../../session.js';
import { fieldsOf } from '../shared/json-fields.js';
import { parseVerb } from '../shared/parse.js';
import { withSessionClient } from '../shared/signed-in.js';
import { defineVerb } from '../shared/verb.js';
import { userFields } from './user-fields.js';

export interface WhoamiOptions {
  globals: GlobalOptions;
}

/** The signed-in user, or exit 4 when there is no token or the server no longer accepts it. */
export async function currentUserOrExit(session: Session, ctx: CliContext): Promise<User> {
  return withSessionClient(session, ctx, async (client) => (await client.currentUser()).user);
}

export const whoami = defineVerb<WhoamiOptions>({
  path: ['whoami'],
  summary: 'Show the signed-in user: username, name, admin flag and permissions',
  examples: [
    'campus whoami',
    '# As JSON, e.g. to read one field with jq',
    'campus whoami --json username,permissions --jq .username',
    '# With a token from the environment instead of the stored sign-in',
    'CAMPUS_TOKEN="$TOKEN" campus whoami',
  ],
  jsonFields: (sdk) => fieldsOf(sdk.UserSchema),
  options: ({ globals }) => ({ globals }),
  async run(options, ctx) {
    const session = await resolveSession(options.globals, ctx);
    const user = await currentUserOrExit(session, ctx);
    if (options.globals.json) await printJson(ctx.io, user, options.globals);
    else printFields(ctx.io, [...userFields(user), ['API', session.apiUrl]]);
    return undefined;
  },
});

export const parse = (argv: readonly string[]) => parseVerb(whoami, argv);
