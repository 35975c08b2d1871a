import type { User } from '@campus/sdk';
import { isUnauthorized } from '../../api/status.js';
import type { CliContext } from '../../context.js';
import { NotSignedInError } from '../../errors.js';
import { printFields, printJson } from '../../output.js';
import {
  type GlobalOptions,
  requireToken,
  resolveSession,
  type Session,
  sessionClient,
} from '../../session.js';
import { parseVerb } from '../shared/parse.js';
import { defineVerb } from '../shared/verb.js';
import { userFields } from './user-fields.js';

export interface WhoamiOptions {
  globals: GlobalOptions;
}

/** The signed-in user, or exit 4 when there is no token or the server no longer accepts it. */
export async function currentUserOrExit(session: Session, ctx: CliContext): Promise<User> {
  requireToken(session);
  const client = await sessionClient(session, ctx);
  try {
    return (await client.currentUser()).user;
  } catch (error) {
    if (!isUnauthorized(error)) throw error;
    const which = session.tokenSource === 'CAMPUS_TOKEN' ? 'The CAMPUS_TOKEN token' : 'Your sign-in';
    throw new NotSignedInError(`${which} is no longer valid at ${session.apiUrl} (revoked or expired).`);
  }
}

export const whoami = defineVerb<WhoamiOptions>({
  path: ['whoami'],
  summary: 'Show the signed-in user: username, name, admin flag and permissions',
  examples: [
    'campus whoami',
    '# As JSON, e.g. to read one field with jq',
    'campus whoami --json | jq -r .username',
    '# With a token from the environment instead of the stored sign-in',
    'CAMPUS_TOKEN="$TOKEN" campus whoami',
  ],
  options: ({ globals }) => ({ globals }),
  async run(options, ctx) {
    const session = await resolveSession(options.globals, ctx);
    const user = await currentUserOrExit(session, ctx);
    if (options.globals.json) printJson(ctx.io, user);
    else printFields(ctx.io, [...userFields(user), ['API', session.apiUrl]]);
    return undefined;
  },
});

export const parse = (argv: readonly string[]) => parseVerb(whoami, argv);
