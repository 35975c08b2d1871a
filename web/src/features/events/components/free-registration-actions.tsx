import { type CampusEvent, EVENT_MESSAGES, errorMessage, paths, seatsLeft } from '@campus/sdk';
import { Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { ErrorAlert } from '../../../components/error-alert';
import { useMyRsvp } from '../api/rsvps';
import { focusPanelIfFocusWasLost } from '../lib/focus-registration-panel';
import { RegistrationModal } from './registration-modal';
import { RegistrationStatus } from './registration-status';

/** A signed-in user's own RSVP on a free published event: Register for Free, or the status panel. */
export function FreeRegistrationActions({ event }: { event: CampusEvent }) {
  // Which modal is open; kept while it closes so its title does not change once the RSVP arrives.
  const [modal, setModal] = useState<{ opened: boolean; editing: boolean }>({
    opened: false,
    editing: false,
  });
  const rsvpQuery = useMyRsvp(event.id);
  const rsvp = rsvpQuery.data ?? null;
  const left = event.seats_taken === undefined ? null : seatsLeft(event, event.seats_taken);
  const open = () => setModal({ opened: true, editing: rsvp !== null });

  return (
    <Stack gap="md">
      {rsvpQuery.isError && (
        <ErrorAlert>{errorMessage(rsvpQuery.error, EVENT_MESSAGES.loadFailed)}</ErrorAlert>
      )}
      {rsvp && <RegistrationStatus rsvp={rsvp} onEdit={open} />}
      <Group gap="sm" wrap="wrap">
        <Button component={Link} to={paths.events()} variant="default">
          Back to Events
        </Button>
        {rsvpQuery.isSuccess && !rsvp && (
          <Button onClick={open} disabled={left === 0}>
            Register for Free
          </Button>
        )}
        {left !== null && (
          <Text size="sm" c="dimmed">
            {left === 0 ? 'This event is full.' : `${left} seat${left === 1 ? '' : 's'} left`}
          </Text>
        )}
      </Group>
      <RegistrationModal
        opened={modal.opened}
        eventId={event.id}
        rsvp={modal.editing ? rsvp : null}
        onClose={() => setModal((current) => ({ ...current, opened: false }))}
        onClosed={focusPanelIfFocusWasLost}
      />
    </Stack>
  );
}
