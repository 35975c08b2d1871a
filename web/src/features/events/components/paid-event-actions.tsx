import { type CampusEvent, EVENT_MESSAGES, errorMessage, paths } from '@campus/sdk';
import { Button, Group, Stack } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { ErrorAlert } from '../../../components/error-alert';
import { useSession } from '../../../lib/session/session-context';
import { useMyRsvp } from '../api/rsvps';
import { focusPanelIfFocusWasLost } from '../lib/focus-registration-panel';
import { PaidRegistrationModal } from './paid-registration-modal';
import { RegistrationModal } from './registration-modal';
import { RegistrationStatus } from './registration-status';
import { SelectTicketsModal } from './select-tickets-modal';
import { TicketsAddedModal } from './tickets-added-modal';

type OpenModal = 'tickets' | 'added' | 'register' | 'edit' | null;

/**
 * The actions of a paid published event. Buy Ticket is for everyone, guests included: the cart follows
 * the browser's session and sign-in is asked at checkout. Signed-in users may instead register directly
 * (Register for Paid Event, paid to the owners); once they have an RSVP its status panel shows instead.
 */
export function PaidEventActions({ event }: { event: CampusEvent }) {
  const { isSignedIn } = useSession();
  const [modal, setModal] = useState<OpenModal>(null);
  const rsvpQuery = useMyRsvp(event.id);
  const rsvp = rsvpQuery.data ?? null;
  // A direct registration costs the first ticket type still on sale (spec section 2 "Modals").
  const seatPrice = event.ticket_types.find((ticket) => ticket.is_active)?.price;
  const close = () => setModal(null);

  return (
    <Stack gap="md">
      {rsvpQuery.isError && (
        <ErrorAlert>{errorMessage(rsvpQuery.error, EVENT_MESSAGES.loadFailed)}</ErrorAlert>
      )}
      {rsvp && <RegistrationStatus rsvp={rsvp} onEdit={() => setModal('edit')} />}
      <Group gap="sm" wrap="wrap">
        <Button component={Link} to={paths.events()} variant="default">
          Back to Events
        </Button>
        {event.ticket_types.length > 0 && <Button onClick={() => setModal('tickets')}>Buy Ticket</Button>}
        {isSignedIn && rsvpQuery.isSuccess && !rsvp && seatPrice !== undefined && (
          <Button variant="light" onClick={() => setModal('register')}>
            Register for Paid Event
          </Button>
        )}
      </Group>
      <SelectTicketsModal
        opened={modal === 'tickets'}
        event={event}
        onClose={close}
        onAdded={() => setModal('added')}
      />
      <TicketsAddedModal opened={modal === 'added'} onClose={close} />
      <PaidRegistrationModal
        opened={modal === 'register'}
        eventId={event.id}
        unitPrice={seatPrice ?? 0}
        onClose={close}
        onClosed={focusPanelIfFocusWasLost}
      />
      <RegistrationModal
        opened={modal === 'edit' && rsvp !== null}
        eventId={event.id}
        rsvp={rsvp}
        onClose={close}
      />
    </Stack>
  );
}
