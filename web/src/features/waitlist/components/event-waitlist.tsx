import { type CampusEvent, hasEventEnded, seatsLeft } from '@campus/sdk';
import { useMyRsvp } from '../../events/api/rsvps';
import { ticketTypeLeft } from '../../events/lib/ticket-availability';
import type { JoinOption } from './waitlist-panel';
import { WaitlistPanel } from './waitlist-panel';

/**
 * How to join an event's waitlist while it is full: a free event's seats as a whole; a paid event per
 * ticket type on sale that has none left (every one of them when the event's seats are gone).
 */
export function eventJoinOptions(event: CampusEvent, now: Date): JoinOption[] {
  if (event.status !== 'published' || hasEventEnded(event, now)) return [];
  const seats = event.seats_taken === undefined ? null : seatsLeft(event, event.seats_taken);
  if (event.is_free) {
    return seats === 0 ? [{ key: 'event', label: 'Join waitlist', input: {} }] : [];
  }
  return event.ticket_types
    .filter((ticket) => ticket.is_active && (seats === 0 || ticketTypeLeft(ticket) === 0))
    .map((ticket) => ({
      key: `ticket-${ticket.id}`,
      label: `Join waitlist for ${ticket.name}`,
      input: { ticket_type_id: ticket.id },
    }));
}

/** The event page's waitlist: join when full, or the reader's place in line or offer. */
export function EventWaitlist({ event }: { event: CampusEvent }) {
  const rsvp = useMyRsvp(event.id);
  const attending = rsvp.data != null && rsvp.data.status !== 'denied';
  return (
    <WaitlistPanel
      parent={{ kind: 'event', id: event.id }}
      joinOptions={eventJoinOptions(event, new Date())}
      attending={attending}
    />
  );
}
