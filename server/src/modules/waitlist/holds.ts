import { and, eq, inArray } from 'drizzle-orm';
import { waitlistEntries } from '../../db/schema.js';
import type { Tx } from '../rsvps/repository.js';

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
        inArray(waitlistEntries.status, ['offered', 'in_cart']),
      ),
    );
}
