import { Text } from '@mantine/core';
import { useMyWaitlists } from '../api/queries';
import { OfferCountdown } from './offer-countdown';

/**
 * Under a cart line: a ticket claimed from the waitlist is held for the buyer only until the offer ends,
 * so the line says until when (and counts down). Nothing for an ordinary line.
 */
export function WaitlistHoldNotice({ eventId, ticketTypeId }: { eventId: number; ticketTypeId: number }) {
  const mine = useMyWaitlists();
  const held = mine.data?.find(
    (entry) =>
      entry.status === 'in_cart' &&
      entry.event_id === eventId &&
      entry.ticket_type_id === ticketTypeId &&
      entry.expires_at !== null,
  );
  if (!held?.expires_at) return null;
  return (
    <div>
      <Text size="sm" fw={600} c="blue">
        Held for you from the waitlist
      </Text>
      <OfferCountdown expiresAt={held.expires_at} label="Check out before" />
    </div>
  );
}
