import type { CampusClient, LoginSession } from '@campus/sdk';
import { isUnauthorized } from '../../api/status.js';
import type { CliContext } from '../../context.js';
import { NotSignedInError } from '../../errors.js';
import { printJson, printStatus, printTable } from '../../output.js';
import {
  type GlobalOptions,
  requireToken,
  resolveSession,
  type Session,
  sessionClient,
} from '../../session.js';
import { parseVerb } from '../shared/parse.js';
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
  requireToken(session);
  const client = await sessionClient(session, ctx);
  try {
    return { client, sessions: await client.sessions.list() };
  } catch (error) {
    if (!isUnauthorized(error)) throw error;
    const which = session.tokenSource === 'CAMPUS_TOKEN' ? 'The CAMPUS_TOKEN token' : 'Your sign-in';
    throw new NotSignedInError(`${which} is no longer valid at ${session.apiUrl} (revoked or expired).`);
  }
}

export const authSessions = defineVerb<SessionsOptions>({
  path: ['auth', 'sessions'],
  summary:
    'List your sessions (sign-ins): created, last used, expires; revoke one with `auth sessions revoke`',
  examples: ['campus auth sessions', '# As JSON for scripts', 'campus auth sessions --json'],
  options: ({ globals }) => ({ globals }),
  async run(options, ctx) {
    const session = await resolveSession(options.globals, ctx);
    const { sessions } = await listSessions(session, ctx);
    if (options.globals.json) {
      printJson(ctx.io, sessions);
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
