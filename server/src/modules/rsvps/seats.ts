import { notEnoughSeatsMessage, seatsLeft } from '@campus/sdk';
import { ConflictError } from '../../errors.js';
import { countSeatsHeld, type Tx } from './repository.js';

/**
 * Refuses (409) when `wanted` seats do not fit beside the other RSVPs' seats. Call it inside the
 * transaction after lockEvent, so concurrent requests never take more than max_capacity.
 */
export async function ensureSeatsLeft(
  tx: Tx,
  eventId: number,
  maxCapacity: number | null,
  wanted: number,
  exceptRsvpId?: number,
  /** Whose waitlist holds on the event count as theirs (a claimant's checkout), not as taken. */
  holderId?: number,
): Promise<void> {
  if (maxCapacity === null || wanted === 0) return;
  const held = await countSeatsHeld(tx, eventId, exceptRsvpId, holderId);
  const left = seatsLeft({ max_capacity: maxCapacity }, held);
  if (left !== null && wanted > left) throw new ConflictError(notEnoughSeatsMessage(left));
}
