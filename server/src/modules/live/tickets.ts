import type { LiveTicket } from '@campus/sdk';
import { and, eq, gt, lt } from 'drizzle-orm';
import type { UserActor } from '../../auth/actor.js';
import { findActorByTokenId } from '../../auth/token-store.js';
import { generateToken, hashToken } from '../../auth/tokens.js';
import type { Database } from '../../db/connect.js';
import { liveTickets } from '../../db/schema.js';

/** A ticket opens one stream within this long of being issued. */
export const LIVE_TICKET_LIFETIME_MS = 60_000;

/** The signed-in user a stream is for: who they are and the token behind them (logout ends the stream). */
export type LiveViewer = Omit<UserActor, 'token'>;

/**
 * Issues a one-use ticket to the actor's token, and takes away tickets that expired unused (few: a client
 * asks for one just before it opens its stream).
 */
export async function issueLiveTicket(db: Database, actor: UserActor, now: Date): Promise<LiveTicket> {
  const ticket = generateToken();
  const expiresAt = new Date(now.getTime() + LIVE_TICKET_LIFETIME_MS).toISOString();
  await db.delete(liveTickets).where(lt(liveTickets.expiresAt, now.toISOString()));
  await db.insert(liveTickets).values({
    tokenHash: hashToken(ticket),
    userId: actor.id,
    apiTokenId: actor.tokenId,
    expiresAt,
  });
  return { ticket, expires_at: expiresAt };
}

/**
 * Uses a ticket: deleted in the same statement that reads it, so two requests with one ticket get one
 * stream. Null when unknown, used or expired, or when its token has been revoked or has expired since.
 */
export async function redeemLiveTicket(db: Database, ticket: string, now: Date): Promise<LiveViewer | null> {
  const [row] = await db
    .delete(liveTickets)
    .where(and(eq(liveTickets.tokenHash, hashToken(ticket)), gt(liveTickets.expiresAt, now.toISOString())))
    .returning({ apiTokenId: liveTickets.apiTokenId });
  if (!row) return null;
  return findActorByTokenId(db, row.apiTokenId, now);
}
