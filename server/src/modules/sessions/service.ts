import type { LoginSession, RevokedSessions } from '@campus/sdk';
import type { InvalidateUser, TokenSession, UserActor } from '../../auth/actor.js';
import { listLiveTokens, revokeOtherTokens, revokeOwnToken } from '../../auth/token-store.js';
import type { Database } from '../../db/connect.js';
import { NotFoundError } from '../../errors.js';

function toLoginSession(session: TokenSession, actor: UserActor): LoginSession {
  const current = session.id === actor.tokenId;
  // The current token's use was just recorded by the actor hook, maybe after the list was read: prefer it.
  const dates = current ? actor.session : session;
  return {
    id: session.id,
    created_at: dates.createdAt,
    last_used_at: dates.lastUsedAt,
    expires_at: dates.expiresAt,
    current,
  };
}

/** The signed-in user's own sign-ins (bearer tokens): list them, revoke one, or revoke all but this one. */
export function createSessionsService(
  db: Database,
  now: () => Date = () => new Date(),
  invalidateUser: InvalidateUser = async () => {},
) {
  return {
    async list(actor: UserActor): Promise<LoginSession[]> {
      const sessions = await listLiveTokens(db, actor.id, now());
      return sessions.map((session) => toLoginSession(session, actor));
    },

    /** Another user's session, an expired or revoked one, and an unknown id all answer 404 alike. */
    async revoke(actor: UserActor, sessionId: number): Promise<void> {
      if (!(await revokeOwnToken(db, actor.id, sessionId, now()))) {
        throw new NotFoundError('Session not found');
      }
      await invalidateUser(actor.id);
    },

    async revokeOthers(actor: UserActor): Promise<RevokedSessions> {
      const revoked = await revokeOtherTokens(db, actor.id, actor.tokenId, now());
      if (revoked.length > 0) await invalidateUser(actor.id);
      return { revoked: revoked.length };
    },
  };
}

export type SessionsService = ReturnType<typeof createSessionsService>;
