import type { Cart, CartItem } from '@campus/sdk';
import type { IOStreams } from '../../../io.js';
import { printJson, printStatus, printTable } from '../../../output.js';
import type { GlobalOptions } from '../../../session.js';
import type { Sdk } from '../../shared/sdk.js';

export const CART_SHOW = 'campus cart show';

export const CART_HEADERS = [
  'Id',
  'Event',
  'Date',
  'Ticket type',
  'Unit price',
  'Quantity',
  'Line total',
] as const;

/** The cart modal's empty state (spec 2 "Cart and checkout"), then how to fill it from here. */
export const EMPTY_CART =
  'Your cart is empty. Start adding some event tickets! (`campus cart add EVENT_ID --ticket TYPE_ID`)';

/** One cart line as a row: its id (for `cart remove`), the event and when, the ticket, price times quantity. */
export function cartRow(sdk: Sdk, item: CartItem): string[] {
  const when = `${sdk.formatDateShort(item.event.date)} ${sdk.formatTime12h(item.event.event_start_time)}`;
  return [
    String(item.id),
    item.event.title,
    when,
    item.ticket_type.name,
    sdk.formatMoney(item.ticket_type.price),
    String(item.quantity),
    sdk.formatMoney(item.total_price),
  ];
}

/** 'Total: $55.00 (3 tickets)'. */
export function totalLine(sdk: Sdk, cart: Cart): string {
  const tickets = cart.items.reduce((sum, item) => sum + item.quantity, 0);
  return `Total: ${sdk.formatMoney(cart.total_amount)} (${tickets} ticket${tickets === 1 ? '' : 's'})`;
}

/**
 * The cart as every cart verb answers: the whole cart as JSON, or the lines (stdout) and the total
 * (stderr, as `events attendees` puts its statistics) — or the empty state.
 */
export async function printCart(io: IOStreams, sdk: Sdk, cart: Cart, globals: GlobalOptions): Promise<void> {
  if (globals.json) {
    await printJson(io, cart, globals);
    return;
  }
  if (cart.items.length === 0) {
    printStatus(io, EMPTY_CART);
    return;
  }
  printTable(
    io,
    CART_HEADERS,
    cart.items.map((item) => cartRow(sdk, item)),
  );
  printStatus(io, totalLine(sdk, cart));
}
