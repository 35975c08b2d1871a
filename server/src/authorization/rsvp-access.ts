import { and, eq } from 'drizzle-orm';
import type { UserActor } from '../auth/actor.js';
import type { Database } from '../db/connect.js';
import { rsvps } from '../db/schema.js';
import { NotFoundError } from '../errors.js';

export type RsvpRow = typeof rsvps.$inferSelect;

/** One's own RSVP: WHERE id AND user_id = actor; anyone else's (or none) is 404 'RSVP not found'. */
export async function loadOwnRsvp(db: Database, actor: UserActor, rsvpId: number): Promise<RsvpRow> {
  const [row] = await db
    .select()
    .from(rsvps)
    .where(and(eq(rsvps.id, rsvpId), eq(rsvps.userId, actor.id)))
    .limit(1);
  if (!row) throw new NotFoundError('RSVP not found');
  return row;
}
