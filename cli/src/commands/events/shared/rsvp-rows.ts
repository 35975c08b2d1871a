import type { Rsvp, RsvpTicket } from '@campus/sdk';
import type { Sdk } from '../../shared/sdk.js';

export const RSVP_HEADERS = ['Event id', 'Event', 'Date', 'Response', 'Quantity', 'Status'] as const;

/** The extra columns once any RSVP was bought (tickets from a checkout, an amount owed). */
export const RSVP_PURCHASE_HEADERS = [...RSVP_HEADERS, 'Tickets', 'Amount owed'] as const;

/** One of one's own RSVPs as a row of `campus events rsvps`; the status as the web's badge words. */
export function rsvpRow(sdk: Sdk, rsvp: Rsvp): string[] {
  return [
    String(rsvp.event_id),
    rsvp.event?.title ?? '-',
    rsvp.event ? sdk.formatDateShort(rsvp.event.date) : '-',
    rsvp.response,
    String(rsvp.quantity),
    sdk.registrationBadge(rsvp.status),
  ];
}

/** 'General Admission × 2, VIP × 1'; '-' for none (a free event's RSVP). */
export function ticketsText(sdk: Sdk, tickets: readonly RsvpTicket[]): string {
  return sdk.formatRsvpTickets(tickets) || '-';
}

/** '$55.00', or '-' when nothing is owed. */
export function amountOwed(sdk: Sdk, rsvp: Pick<Rsvp, 'total_amount_owed'>): string {
  return rsvp.total_amount_owed ? sdk.formatMoney(rsvp.total_amount_owed) : '-';
}

/** Whether an RSVP came with tickets or owes money, so the list needs the purchase columns. */
export function isPurchase(rsvp: Pick<Rsvp, 'tickets' | 'total_amount_owed'>): boolean {
  return rsvp.tickets.length > 0 || Boolean(rsvp.total_amount_owed);
}

/** rsvpRow with the tickets and the amount owed. */
export function rsvpPurchaseRow(sdk: Sdk, rsvp: Rsvp): string[] {
  return [...rsvpRow(sdk, rsvp), ticketsText(sdk, rsvp.tickets), amountOwed(sdk, rsvp)];
}
