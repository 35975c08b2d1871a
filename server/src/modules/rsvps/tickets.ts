import { CART_RULE_MESSAGES, ticketsLeft } from '@campus/sdk';
import type { Database } from '../../db/connect.js';
import { ConflictError } from '../../errors.js';
import { countTicketsSold, type Tx } from './repository.js';

/** What a ticket check needs of a ticket type. */
export interface TicketStock {
  id: number;
  name: string;
  maxQuantity: number | null;
  isActive: boolean;
}

/** Refuses (409, naming the ticket) `quantity` of a ticket type that is not on sale or has fewer left than `sold` allows. */
export function ensureTicketsFor(ticket: TicketStock, quantity: number, sold: number): void {
  if (!ticket.isActive) throw new ConflictError(CART_RULE_MESSAGES.soldOut(ticket.name));
  const left = ticketsLeft(ticket.maxQuantity, sold);
  if (left !== null && quantity > left)
    throw new ConflictError(CART_RULE_MESSAGES.onlyLeft(ticket.name, left));
}

/**
 * Counts the tickets sold of the type, then refuses as ensureTicketsFor does. For a sale, call it inside the
 * transaction after locking the ticket type row, so concurrent sales never pass max_quantity.
 */
export async function ensureTicketsLeft(
  db: Database | Tx,
  ticket: TicketStock,
  quantity: number,
  /** Whose waitlist holds of the type are theirs to use (the claimant adding to their cart), not taken. */
  holderId?: number,
): Promise<void> {
  const sold =
    ticket.maxQuantity === null
      ? 0
      : ((await countTicketsSold(db, [ticket.id], holderId)).get(ticket.id) ?? 0);
  ensureTicketsFor(ticket, quantity, sold);
}
