import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/connect.js';
import { rsvps, rsvpTickets } from '../../db/schema.js';

/** Tickets of a type on RSVPs that are not denied, counted in SQL of its own (not the service's query). */
export async function ticketsSoldOf(db: Database, ticketTypeId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`coalesce(sum(${rsvpTickets.quantity}), 0)`.mapWith(Number) })
    .from(rsvpTickets)
    .innerJoin(rsvps, eq(rsvps.id, rsvpTickets.rsvpId))
    .where(and(eq(rsvpTickets.ticketTypeId, ticketTypeId), sql`${rsvps.status} <> 'denied'`));
  return row?.n ?? 0;
}
