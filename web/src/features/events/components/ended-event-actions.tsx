import { type CampusEvent, EVENT_END_MESSAGES, paths } from '@campus/sdk';
import { Alert, Button, Group, Stack } from '@mantine/core';
import { Link } from 'react-router-dom';
import { useSession } from '../../../lib/session/session-context';
import { useMyRsvp } from '../api/rsvps';
import { RegistrationStatus } from './registration-status';

/**
 * An event that has ended: no Register or Buy Ticket (the server refuses both), a note saying why, and the
 * user's own registration as it stands, without Edit.
 */
export function EndedEventActions({ event }: { event: CampusEvent }) {
  const { isSignedIn } = useSession();
  const rsvp = useMyRsvp(event.id).data ?? null;
  return (
    <Stack gap="md">
      {isSignedIn && rsvp && <RegistrationStatus rsvp={rsvp} />}
      <Alert color="gray" variant="light" role="note">
        {EVENT_END_MESSAGES.ended}
      </Alert>
      <Group gap="sm">
        <Button component={Link} to={paths.pastEvents()} variant="default">
          Back to Past Events
        </Button>
      </Group>
    </Stack>
  );
}
