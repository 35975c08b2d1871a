import { ApiError, CART_MESSAGES, errorMessage } from '@campus/sdk';

/** One POST /cart/add of Select Tickets: the ticket type and what came of it (null error is added). */
export interface TicketAddResult {
  ticketTypeId: number;
  error: unknown;
}

export type AddTicketsOutcome =
  | { kind: 'added' }
  /** Some lines went in: `added` says which, so a retry sends only the others. */
  | { kind: 'partial'; message: string; added: number[] }
  | { kind: 'failed'; message: string };

const fromServer = (error: unknown) => error instanceof ApiError && error.fromServer;

/**
 * What Select Tickets says after its adds (spec section 8 "Cart"): the server's messages as the details
 * of 'Failed to add tickets to cart: ...' or 'Added some tickets to cart, but some failed: ...'; when
 * nothing went in and the server said nothing (network, a bug), 'Failed to add to cart. Please try again.'
 */
export function addTicketsOutcome(results: readonly TicketAddResult[]): AddTicketsOutcome {
  const failures = results.filter((result) => result.error !== null);
  if (failures.length === 0) return { kind: 'added' };
  const added = results.filter((result) => result.error === null).map((result) => result.ticketTypeId);
  if (added.length === 0 && !failures.some((failure) => fromServer(failure.error))) {
    return { kind: 'failed', message: CART_MESSAGES.addToCartFailed };
  }
  // The same refusal for two types (e.g. 'Tickets for this event are not on sale') is said once.
  const details = [
    ...new Set(failures.map((failure) => errorMessage(failure.error, CART_MESSAGES.addFailed))),
  ].join('; ');
  return added.length === 0
    ? { kind: 'failed', message: CART_MESSAGES.addTicketsFailed(details) }
    : { kind: 'partial', message: CART_MESSAGES.addTicketsPartial(details), added };
}
