import { isOfferOpen, type WaitlistEntry } from '@campus/sdk';
import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { useCartModal } from '../../cart/components/cart-modal-context';
import { LeaveWaitlistButton } from './leave-waitlist-button';
import { OfferActions } from './offer-actions';
import { OfferCountdown } from './offer-countdown';

/** The badge of an entry's state: its place in line, an open offer, or a ticket held in the cart. */
export function EntryBadge({ entry }: { entry: WaitlistEntry }) {
  if (entry.status === 'offered') {
    return (
      <Badge color="green" variant="light" style={{ overflow: 'visible' }}>
        Place offered
      </Badge>
    );
  }
  if (entry.status === 'in_cart') {
    return (
      <Badge color="blue" variant="light" style={{ overflow: 'visible' }}>
        Held in cart
      </Badge>
    );
  }
  return (
    <Badge color="gray" variant="light" style={{ overflow: 'visible' }}>
      {entry.position === null ? 'Waiting' : `#${entry.position} in line`}
    </Badge>
  );
}

/**
 * A user's own entry: waiting (their place in line and Leave waitlist), an open offer (the deadline
 * ticking down, Claim and Decline) or a paid claim held in the cart (the deadline and View Cart).
 */
export function WaitlistEntryView({ entry }: { entry: WaitlistEntry }) {
  const cart = useCartModal();
  if (entry.status === 'offered' && entry.expires_at && isOfferOpen(entry, new Date())) {
    return (
      <Stack gap="xs">
        <Text fw={600}>
          {entry.target === 'ticket_type'
            ? `A ${entry.ticket_type_name ?? 'ticket'} ticket is free for you.`
            : 'A place is free for you.'}
        </Text>
        <OfferCountdown expiresAt={entry.expires_at} />
        <OfferActions entry={entry} />
      </Stack>
    );
  }
  if (entry.status === 'in_cart' && entry.expires_at) {
    return (
      <Stack gap="xs">
        <Text fw={600}>Your ticket is in your cart.</Text>
        <OfferCountdown expiresAt={entry.expires_at} label="Check out before" />
        <Group gap="sm">
          <Button onClick={cart.open}>View Cart</Button>
        </Group>
      </Stack>
    );
  }
  if (entry.status === 'offered') {
    // The window just closed; the next poll (or the countdown's own refresh) moves the entry on.
    return <Text c="dimmed">This offer has expired.</Text>;
  }
  return (
    <Stack gap="xs">
      <Text>
        {entry.position === null
          ? 'You are on the waitlist.'
          : `You are number ${entry.position} on the waitlist.`}{' '}
        We will offer you a place as soon as one frees up.
      </Text>
      <Group gap="sm">
        <LeaveWaitlistButton entry={entry} />
      </Group>
    </Stack>
  );
}
