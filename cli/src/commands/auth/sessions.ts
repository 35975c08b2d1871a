import type { CampusClient, LoginSession } from '@campus/sdk';
import type { CliContext } from '../../context.js';
import { printJson, printStatus, printTable } from '../../output.js';
import { type GlobalOptions, resolveSession, type Session } from '../../session.js';
import { fieldsOf } from '../shared/json-fields.js';
import { parseVerb } from '../shared/parse.js';
import { withSessionClient } from '../shared/signed-in.js';
import { defineVerb } from '../shared/verb.js';
import { SESSION_HEADERS, sessionRow } from './session-dates.js';

export interface SessionsOptions {
  globals: GlobalOptions;
}

/**
 * The client and the signed-in user's live sessions; exit 4 when not signed in or when the server no
 * longer accepts the token (revoked, or expired after 30 days without use).
 */
export async function listSessions(
  session: Session,
  ctx: CliContext,
): Promise<{ client: CampusClient; sessions: LoginSession[] }> {
  return withSessionClient(session, ctx, async (client) => ({
    client,
    sessions: await client.sessions.list(),
  }));
}

export const authSessions = defineVerb<SessionsOptions>({
  path: ['auth', 'sessions'],
  summary:
    'List your sessions (sign-ins): created, last used, expires; revoke one with `auth sessions revoke`',
  examples: [
    'campus auth sessions',
    '# As JSON for scripts',
    'campus auth sessions --json id,last_used_at,current',
  ],
  jsonFields: (sdk) => fieldsOf(sdk.LoginSessionSchema),
  options: ({ globals }) => ({ globals }),
  async run(options, ctx) {
    const session = await resolveSession(options.globals, ctx);
    const { sessions } = await listSessions(session, ctx);
    if (options.globals.json) {
      await printJson(ctx.io, sessions, options.globals);
      return undefined;
    }
    printTable(ctx.io, SESSION_HEADERS, sessions.map(sessionRow));
    if (ctx.io.stdoutIsTTY) {
      printStatus(
        ctx.io,
        'A session expires 30 days after its last use. Revoke one: campus auth sessions revoke <id>',
      );
    }
    return undefined;
  },
});

export const parse = (argv: readonly string[]) => parseVerb(authSessions, argv);
