import { errorMessage, type Rsvp } from '@campus/sdk';
import { Button, Stack, Text } from '@mantine/core';
import { useMarkRsvpCheckin } from '../api/mutations';
import { checkinTime, METHOD_LABELS } from './checkin-text';

/**
 * An attendee's check-in in the attendees table: when and how they checked in, and the owner's button to
 * check them in by hand (approved yes RSVPs) or undo it.
 */
export function RsvpCheckinCell({ eventId, rsvp, name }: { eventId: number; rsvp: Rsvp; name: string }) {
  const mark = useMarkRsvpCheckin(eventId);
  const checkedIn = rsvp.checked_in_at ?? null;
  const eligible = rsvp.status === 'approved' && rsvp.response === 'yes';
  if (!checkedIn && !eligible) {
    return (
      <Text size="xs" c="dimmed">
        —
      </Text>
    );
  }
  return (
    <Stack gap={2}>
      {checkedIn && (
        <Text size="xs" style={{ whiteSpace: 'nowrap' }}>
          {checkinTime(checkedIn)}, {METHOD_LABELS[rsvp.checkin_method ?? 'hand']}
        </Text>
      )}
      <Button
        size="compact-xs"
        variant="subtle"
        loading={mark.isPending}
        onClick={() => mark.mutate({ rsvpId: rsvp.id, input: { checked_in: !checkedIn } })}
        aria-label={checkedIn ? `Undo the check-in of ${name}` : `Check in ${name}`}
      >
        {checkedIn ? 'Undo' : 'Check in'}
      </Button>
      {mark.isError && (
        <Text size="xs" c="red" role="alert">
          {errorMessage(mark.error, 'Could not change the check-in.')}
        </Text>
      )}
    </Stack>
  );
}
