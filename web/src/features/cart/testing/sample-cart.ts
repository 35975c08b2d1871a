import type { Cart, CartItem, CheckoutSummary } from '@campus/sdk';

const jazzNight = {
  id: 2,
  title: 'Riverside Jazz Night',
  date: '2026-12-07',
  event_start_time: '19:00',
  event_end_time: '21:30',
  location: 'Riverside Auditorium',
};

const scienceGala = {
  id: 5,
  title: 'Science Gala',
  date: '2026-12-12',
  event_start_time: '18:00',
  event_end_time: null,
  location: null,
};

function line(id: number, event: CartItem['event'], name: string, price: number, quantity: number): CartItem {
  return {
    id,
    event_id: event.id,
    event,
    ticket_type_id: id * 10,
    ticket_type: { id: id * 10, name, price, description: null, max_quantity: 100, is_active: true },
    quantity,
    total_price: price * quantity,
  };
}

/** Two General Admission and one VIP for Jazz Night, and one Gala ticket: 4 tickets, $90.00. */
export function sampleCart(): Cart {
  const items = [
    line(1, jazzNight, 'General Admission', 15, 2),
    line(2, jazzNight, 'VIP', 40, 1),
    line(3, scienceGala, 'Gala Seat', 20, 1),
  ];
  return { items, total_amount: items.reduce((sum, item) => sum + item.total_price, 0) };
}

export const emptyCart = (): Cart => ({ items: [], total_amount: 0 });

/** The checkout summary of sampleCart(). */
export function sampleSummary(): CheckoutSummary {
  const ticket = (item: CartItem) => ({
    cart_item_id: item.id,
    ticket_type_id: item.ticket_type_id,
    ticket_type_name: item.ticket_type.name,
    unit_price: item.ticket_type.price,
    quantity: item.quantity,
    total_price: item.total_price,
  });
  const [general, vip, gala] = sampleCart().items as [CartItem, CartItem, CartItem];
  const pick = (event: CartItem['event']) => ({
    id: event.id,
    title: event.title,
    date: event.date,
    event_start_time: event.event_start_time,
  });
  return {
    items_by_event: {
      '2': { event: pick(jazzNight), event_total: 70, tickets: [ticket(general), ticket(vip)] },
      '5': { event: pick(scienceGala), event_total: 20, tickets: [ticket(gala)] },
    },
    summary: { total_amount: 90, total_items: 4, unique_events: 2 },
  };
}

export const emptySummary = (): CheckoutSummary => ({
  items_by_event: {},
  summary: { total_amount: 0, total_items: 0, unique_events: 0 },
});
