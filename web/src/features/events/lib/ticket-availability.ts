import { maxTicketSelection, type TicketType, ticketsLeft } from '@campus/sdk';

/** Tickets of this type still for sale: less those sold when the answer counts them; null is no limit. */
export function ticketTypeLeft(ticket: TicketType): number | null {
  return ticket.sold === undefined ? ticket.max_quantity : ticketsLeft(ticket.max_quantity, ticket.sold);
}

/** Sold out: not on sale (is_active false) or nothing left. Such a type cannot be chosen. */
export function isTicketSoldOut(ticket: TicketType): boolean {
  return !ticket.is_active || ticketTypeLeft(ticket) === 0;
}

/** The most a buyer may pick of this type in Select Tickets: 0 when sold out, else 1 to 10. */
export function ticketChoiceMax(ticket: TicketType): number {
  return isTicketSoldOut(ticket) ? 0 : maxTicketSelection(ticketTypeLeft(ticket));
}

/** price × quantity in whole cents, so $0.10 × 3 is $0.30 and not $0.30000000000000004. */
export function lineTotal(price: number, quantity: number): number {
  return (Math.round(price * 100) * quantity) / 100;
}
