import type { CampusEvent, Rsvp } from '@campus/sdk';
import { and, asc, eq, ne, type SQL, sql } from 'drizzle-orm';
import type { RsvpRow } from '../../authorization/rsvp-access.js';
import type { Database } from '../../db/connect.js';
import { events, rsvps } from '../../db/schema.js';
import { toIsoTimestamp } from '../users/user-repository.js';

/** A transaction handle as db.transaction passes it. */
export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** Locks the event row (SELECT ... FOR UPDATE) so seat counts on it are serialized; null when it is gone. */
export async function lockEvent(tx: Tx, eventId: number): Promise<{ maxCapacity: number | null } | null> {
  const [row] = await tx
    .select({ maxCapacity: events.maxCapacity })
    .from(events)
    .where(eq(events.id, eventId))
    .for('update');
  return row ?? null;
}

/** Seats held on the event: the quantity of yes RSVPs that are not denied (optionally leaving one RSVP out). */
export async function countSeatsHeld(tx: Tx, eventId: number, exceptRsvpId?: number): Promise<number> {
  const conditions: SQL[] = [
    eq(rsvps.eventId, eventId),
    eq(rsvps.response, 'yes'),
    ne(rsvps.status, 'denied'),
  ];
  if (exceptRsvpId !== undefined) conditions.push(ne(rsvps.id, exceptRsvpId));
  const [row] = await tx
    .select({ held: sql<number>`coalesce(sum(${rsvps.quantity}), 0)`.mapWith(Number) })
    .from(rsvps)
    .where(and(...conditions));
  return row?.held ?? 0;
}

export async function hasRsvp(tx: Tx, eventId: number, userId: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: rsvps.id })
    .from(rsvps)
    .where(and(eq(rsvps.eventId, eventId), eq(rsvps.userId, userId)))
    .limit(1);
  return row !== undefined;
}

/** The user's RSVPs with their event ids, soonest event first. */
export async function findUserRsvps(db: Database, userId: number): Promise<RsvpRow[]> {
  const rows = await db
    .select({ rsvp: rsvps })
    .from(rsvps)
    .innerJoin(events, eq(events.id, rsvps.eventId))
    .where(eq(rsvps.userId, userId))
    .orderBy(asc(events.date), asc(events.eventStartTime), asc(rsvps.id));
  return rows.map((row) => row.rsvp);
}

/** An RSVP in the contract's shape for its own user (no owner-only fields); tickets come with the cart. */
export function toRsvp(row: RsvpRow, isFree: boolean, event?: CampusEvent): Rsvp {
  return {
    id: row.id,
    event_id: row.eventId,
    user_id: row.userId,
    response: row.response,
    quantity: row.quantity,
    status: row.status,
    notes: row.notes,
    payment_type: row.paymentType,
    total_amount_owed: isFree ? null : row.totalAmountOwedCents / 100,
    tickets: [],
    created_at: toIsoTimestamp(row.createdAt),
    ...(event ? { event } : {}),
  };
}
