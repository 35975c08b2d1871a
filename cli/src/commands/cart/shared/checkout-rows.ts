import type { Cart, CheckoutResult, PaymentIntent, Rsvp } from '@campus/sdk';
import { amountOwed, ticketsText } from '../../events/shared/rsvp-rows.js';
import type { Sdk } from '../../shared/sdk.js';

export const CHECKOUT_RSVP_HEADERS = [
  'Event id',
  'Event',
  'Quantity',
  'Tickets',
  'Amount owed',
  'Status',
] as const;

/**
 * One RSVP a cash or Zelle checkout made. The checkout answers without the events, so their titles
 * come from the cart read just before it.
 */
export function checkoutRsvpRow(sdk: Sdk, rsvp: Rsvp, titles: ReadonlyMap<number, string>): string[] {
  return [
    String(rsvp.event_id),
    titles.get(rsvp.event_id) ?? rsvp.event?.title ?? '-',
    String(rsvp.quantity),
    ticketsText(sdk, rsvp.tickets),
    amountOwed(sdk, rsvp),
    sdk.registrationBadge(rsvp.status),
  ];
}

export const PAYMENT_INTENT_HEADERS = ['Payment intent', 'Organization', 'Amount', 'Status'] as const;

export function paymentIntentRow(sdk: Sdk, intent: PaymentIntent): string[] {
  return [
    intent.id,
    intent.organization_id === null ? '-' : String(intent.organization_id),
    sdk.formatMoney(intent.amount),
    intent.status,
  ];
}

/** Event id -> title of the cart's lines. */
export function eventTitles(cart: Cart): Map<number, string> {
  return new Map(cart.items.map((item) => [item.event_id, item.event.title]));
}

/** The message the server sends with the checkout (the sdk's transport returns only `data`; one sdk rule picks it). */
export function checkoutMessage(sdk: Sdk, result: Pick<CheckoutResult, 'demo'>): string {
  return sdk.checkoutSuccessMessage(result);
}
