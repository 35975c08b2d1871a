import type { CampusEvent, TicketType } from '@campus/sdk';
import type { Sdk } from '../../shared/sdk.js';

export const EVENTS_LIST = 'campus events list';

export const EVENT_HEADERS = ['Id', 'Date', 'Time', 'Title', 'Price', 'Location'] as const;

/** The prices the badge ranges over: the ticket types', else the event's own price (none -> 'Paid'). */
function prices(event: CampusEvent): number[] {
  if (event.ticket_types.length > 0) return event.ticket_types.map((ticket) => ticket.price);
  return event.price === null ? [] : [event.price];
}

/** 'Free', '$15.00', '$15.00 - $40.00' or 'Paid', as the web card's badge. */
export function eventPrice(sdk: Sdk, event: CampusEvent): string {
  return sdk.formatPriceRange(event.is_free, prices(event));
}

/** 'Jan 5, 2026', or 'Jan 5, 2026 - Jan 6, 2026' for an event over several days. */
export function eventDate(sdk: Sdk, event: CampusEvent): string {
  const start = sdk.formatDateShort(event.date);
  if (!event.event_end_date || event.event_end_date === event.date) return start;
  return `${start} - ${sdk.formatDateShort(event.event_end_date)}`;
}

/** The place in one short cell: 'Online' or the location ('-' when none). */
export function eventPlace(event: CampusEvent): string {
  if (event.is_online) return 'Online';
  return event.location || '-';
}

/** One event as a row of `campus events list`. */
export function eventRow(sdk: Sdk, event: CampusEvent): string[] {
  return [
    String(event.id),
    eventDate(sdk, event),
    sdk.formatTimeRange(event.event_start_time, event.event_end_time),
    event.title,
    eventPrice(sdk, event),
    eventPlace(event),
  ];
}

/** Seats taken: '12 of 200' (or '12' with no limit); '-' where the endpoint did not count them. */
export function eventSeats(event: CampusEvent): string {
  if (event.seats_taken === undefined) return '-';
  if (event.max_capacity === null) return String(event.seats_taken);
  return `${event.seats_taken} of ${event.max_capacity}`;
}

export const TICKET_HEADERS = ['Ticket type', 'Price', 'Quantity', 'On sale', 'Description'] as const;

/** The inventory column: 'unlimited' when the ticket type has no limit. */
function ticketQuantity(ticket: TicketType): string {
  const limit = ticket.max_quantity === null ? 'unlimited' : String(ticket.max_quantity);
  return ticket.sold === undefined ? limit : `${ticket.sold} of ${limit} sold`;
}

export function ticketRow(sdk: Sdk, ticket: TicketType): string[] {
  return [
    ticket.name,
    sdk.formatMoney(ticket.price),
    ticketQuantity(ticket),
    ticket.is_active ? 'yes' : 'no (sold out)',
    ticket.description ?? '',
  ];
}

const ENTITIES: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, name: string) => {
    const lower = name.toLowerCase();
    if (lower.startsWith('#x')) return safeCodePoint(Number.parseInt(lower.slice(2), 16), whole);
    if (lower.startsWith('#')) return safeCodePoint(Number.parseInt(lower.slice(1), 10), whole);
    return ENTITIES[lower] ?? whole;
  });
}

function safeCodePoint(code: number, fallback: string): string {
  return Number.isInteger(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : fallback;
}

/**
 * Rich HTML (the stored description) as plain text: block ends and <br> become line breaks, list items
 * start with '- ', every other tag goes, entities are decoded; blank lines squeezed. Null -> ''.
 */
export function htmlToText(html: string | null | undefined): string {
  if (!html) return '';
  const text = html
    .replace(/<(script|style)\b[\s\S]*?<\/\1\s*>/gi, '')
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<li\b[^>]*>/gi, '\n- ')
    .replace(/<\/(p|div|h[1-6]|ul|ol|blockquote|pre)\s*>/gi, '\n')
    .replace(/<[^>]*>/g, '');
  return decodeEntities(text)
    .split('\n')
    .map((line) => line.replace(/[ \t\u00a0]+/g, ' ').trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
