import type { Rsvp } from '@campus/sdk';
import type { Sdk } from '../../shared/sdk.js';

export const RSVP_HEADERS = ['Event id', 'Event', 'Date', 'Response', 'Quantity', 'Status'] as const;

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
