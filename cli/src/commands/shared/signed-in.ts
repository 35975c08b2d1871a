import type { CampusClient } from '@campus/sdk';
import { isUnauthorized } from '../../api/status.js';
import type { CliContext } from '../../context.js';
import { NotSignedInError } from '../../errors.js';
import {
  type GlobalOptions,
  requireToken,
  resolveSession,
  type Session,
  sessionClient,
} from '../../session.js';

/**
 * Runs `work` with a client for the signed-in profile: exit 4 without a token, and exit 4 when the server
 * answers 401 (the token was revoked or expired), as `whoami` does. Other errors pass through.
 */
export async function withSignedInClient<T>(
  globals: GlobalOptions,
  ctx: CliContext,
  work: (client: CampusClient, session: Session) => Promise<T>,
): Promise<T> {
  return withSessionClient(await resolveSession(globals, ctx), ctx, work);
}

/** `withSignedInClient` for a session already resolved (a verb that also shows the session's API URL). */
export async function withSessionClient<T>(
  session: Session,
  ctx: CliContext,
  work: (client: CampusClient, session: Session) => Promise<T>,
): Promise<T> {
  requireToken(session);
  const client = await sessionClient(session, ctx);
  try {
    return await work(client, session);
  } catch (error) {
    if (!isUnauthorized(error)) throw error;
    const which = session.tokenSource === 'CAMPUS_TOKEN' ? 'The CAMPUS_TOKEN token' : 'Your sign-in';
    throw new NotSignedInError(`${which} is no longer valid at ${session.apiUrl} (revoked or expired).`);
  }
}
