import type { CampusClient } from '@campus/sdk';
import type { CliContext } from '../../../context.js';
import { type GlobalOptions, resolveSession, sessionClient } from '../../../session.js';
import { withSessionClient } from '../../shared/signed-in.js';

/**
 * Runs `work` with a client for the profile: signed in when there is a token (a revoked or expired one
 * exits 4, as in withSignedInClient), else as a guest, for the public calls.
 */
export async function withOptionalClient<T>(
  globals: GlobalOptions,
  ctx: CliContext,
  work: (client: CampusClient, signedIn: boolean) => Promise<T>,
): Promise<T> {
  const session = await resolveSession(globals, ctx);
  if (session.token) return withSessionClient(session, ctx, (client) => work(client, true));
  return work(await sessionClient(session, ctx), false);
}
