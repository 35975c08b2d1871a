import { WAITLIST_HOLDING_STATUSES } from '@campus/sdk';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { waitlistEntries } from '../../db/schema.js';
import type { Tx } from '../rsvps/repository.js';

// What a live waitlist hold is (issue 25), written once: an entry offered a place (its claim window open
// until the sweep expires it) or claimed into a cart as a paid ticket not bought yet holds one place (and,
// for a ticket type, one ticket). Every count of places taken adds these, the writes (RSVPs, cart add,
// checkout, enrolment, offers) and the answers (event and course lists and details, ticket types' sold,
// the live `seats` events) alike, so what a page says is left is what a write will let in.

/** SQL: the waitlist entry `w` holds a place now. */
export const LIVE_HOLD: SQL = sql.raw(
  `w.status in (${WAITLIST_HOLDING_STATUSES.map((status) => `'${status}'`).join(', ')})`,
);

/**
 * SQL: the number of places held by live waitlist holds (a scalar subquery over `waitlist_entries w`) on
 * what `on` names (written on `w`: `w.event_id = ...`, `w.course_id = ...`, `w.ticket_type_id = ...`),
 * leaving out the holds `besides` matches (a holder's own, written on `w` too).
 */
export function heldPlaces(on: SQL, besides?: SQL): SQL<number> {
  const leftOut = besides === undefined ? sql`` : sql` and not (${besides})`;
  return sql<number>`(select count(*) from waitlist_entries w where ${on} and ${LIVE_HOLD}${leftOut})`;
}

/**
 * In a checkout's transaction: the buyer's waitlist holds on the ticket types just bought (a claimed offer
 * in the cart, or an offer bought straight from the cart) are used up: they become claimed, so they stop
 * holding a place beside the RSVP that now does.
 */
export async function claimWaitlistHoldsBought(
  tx: Tx,
  userId: number,
  ticketTypeIds: number[],
  at: Date,
): Promise<void> {
  if (ticketTypeIds.length === 0) return;
  await tx
    .update(waitlistEntries)
    .set({ status: 'claimed', cartItemId: null, updatedAt: at.toISOString() })
    .where(
      and(
        eq(waitlistEntries.userId, userId),
        inArray(waitlistEntries.ticketTypeId, ticketTypeIds),
        inArray(waitlistEntries.status, [...WAITLIST_HOLDING_STATUSES]),
      ),
    );
}
