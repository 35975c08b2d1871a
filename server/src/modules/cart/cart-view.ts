import type { Cart, CheckoutSummary } from '@campus/sdk';
import type { CartLineRow } from './repository.js';

const dollars = (cents: number): number => cents / 100;

/** The cart as the contract shows it; every price and total comes from the database rows, in cents until here. */
export function toCart(lines: CartLineRow[]): Cart {
  let totalCents = 0;
  const items = lines.map((line) => {
    const lineCents = line.ticketType.priceCents * line.quantity;
    totalCents += lineCents;
    return {
      id: line.id,
      event_id: line.event.id,
      event: {
        id: line.event.id,
        title: line.event.title,
        date: line.event.date,
        event_start_time: line.event.eventStartTime,
        event_end_time: line.event.eventEndTime,
        location: line.event.location,
      },
      ticket_type_id: line.ticketType.id,
      ticket_type: {
        id: line.ticketType.id,
        name: line.ticketType.name,
        price: dollars(line.ticketType.priceCents),
        description: line.ticketType.description,
        max_quantity: line.ticketType.maxQuantity,
        is_active: line.ticketType.isActive,
      },
      quantity: line.quantity,
      total_price: dollars(lineCents),
    };
  });
  return { items, total_amount: dollars(totalCents) };
}

/** GET /cart/checkout-summary: the lines grouped per event (in cart order), with each event's total. */
export function toCheckoutSummary(lines: CartLineRow[]): CheckoutSummary {
  const groups = new Map<number, { totalCents: number; lines: CartLineRow[] }>();
  for (const line of lines) {
    const group = groups.get(line.event.id) ?? { totalCents: 0, lines: [] };
    group.totalCents += line.ticketType.priceCents * line.quantity;
    group.lines.push(line);
    groups.set(line.event.id, group);
  }
  const itemsByEvent: CheckoutSummary['items_by_event'] = {};
  let totalCents = 0;
  let totalItems = 0;
  for (const [eventId, group] of groups) {
    const [first] = group.lines;
    if (!first) continue;
    totalCents += group.totalCents;
    itemsByEvent[String(eventId)] = {
      event: {
        id: eventId,
        title: first.event.title,
        date: first.event.date,
        event_start_time: first.event.eventStartTime,
      },
      event_total: dollars(group.totalCents),
      tickets: group.lines.map((line) => {
        totalItems += line.quantity;
        return {
          cart_item_id: line.id,
          ticket_type_id: line.ticketType.id,
          ticket_type_name: line.ticketType.name,
          unit_price: dollars(line.ticketType.priceCents),
          quantity: line.quantity,
          total_price: dollars(line.ticketType.priceCents * line.quantity),
        };
      }),
    };
  }
  return {
    items_by_event: itemsByEvent,
    summary: { total_amount: dollars(totalCents), total_items: totalItems, unique_events: groups.size },
  };
}
