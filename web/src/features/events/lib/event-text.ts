import { type CampusEvent, formatDateLong, formatPriceRange } from '@campus/sdk';

type PricedEvent = Pick<CampusEvent, 'is_free' | 'price' | 'ticket_types'>;

/**
 * The card's price badge (the sdk's formatPriceRange): the ticket types' prices, or the event's own price
 * when it has no ticket types; 'Paid' when a paid event has neither.
 */
export function eventPriceBadge(event: PricedEvent): string {
  const prices = event.ticket_types.length > 0 ? event.ticket_types.map((ticket) => ticket.price) : [];
  if (prices.length === 0 && event.price !== null && event.price > 0) prices.push(event.price);
  return formatPriceRange(event.is_free, prices);
}

/** 'Online' for an online event, else its location ('Location TBD' when blank). */
export function eventPlace(event: Pick<CampusEvent, 'is_online' | 'location'>): string {
  if (event.is_online) return 'Online';
  return event.location?.trim() || 'Location TBD';
}

/** The long date, with the end date when the event runs over several days. */
export function eventDates(event: Pick<CampusEvent, 'date' | 'event_end_date'>): string {
  const start = formatDateLong(event.date);
  if (!event.event_end_date || event.event_end_date === event.date) return start;
  return `${start} to ${formatDateLong(event.event_end_date)}`;
}
