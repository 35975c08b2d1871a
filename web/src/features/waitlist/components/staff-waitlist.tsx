import { errorMessage, WAITLIST_MESSAGES, type WaitlistEntry, type WaitlistParent } from '@campus/sdk';
import { Badge, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useId, useState } from 'react';
import { ErrorAlert } from '../../../components/error-alert';
import { useOfferPlace, useReorderWaitlist } from '../api/mutations';
import { useWaitlistEntries } from '../api/queries';
import { heldEntries, waitingEntries } from '../lib/line-order';
import { waitingPersonName } from '../lib/person';
import { OfferCountdown } from './offer-countdown';
import { SortableWaitlist } from './sortable-waitlist';
import classes from './staff-waitlist.module.css';

const LOAD_FAILED = 'Failed to load the waitlist';
const REORDER_FAILED = 'Failed to reorder the waitlist';
const OFFER_FAILED = 'Failed to offer the place';

function HeldEntry({ entry }: { entry: WaitlistEntry }) {
  return (
    <li className={classes.row}>
      <Badge
        color={entry.status === 'in_cart' ? 'blue' : 'green'}
        variant="light"
        style={{ overflow: 'visible' }}
      >
        {entry.status === 'in_cart' ? 'Held in cart' : 'Offered'}
      </Badge>
      <div className={classes.who}>
        <Text fw={500}>
          {waitingPersonName(entry)}
          {entry.ticket_type_name && (
            <Text span c="dimmed" size="sm">
              {` · ${entry.ticket_type_name}`}
            </Text>
          )}
        </Text>
        {entry.expires_at && <OfferCountdown expiresAt={entry.expires_at} label="Until" />}
      </div>
    </li>
  );
}

/**
 * The waitlist on the attendees screen (events) and the enrollments screen (courses): who holds an offer
 * and until when, then the waiting line to reorder and to offer a place from by hand.
 */
export function StaffWaitlist({ parent }: { parent: WaitlistParent }) {
  const headingId = useId();
  const line = useWaitlistEntries(parent);
  const reorder = useReorderWaitlist(parent);
  const offer = useOfferPlace(parent);
  const [failure, setFailure] = useState<string | null>(null);

  const heading = (count: number | null) => (
    <Group gap="xs">
      <Title order={3} size="h4" id={headingId}>
        Waitlist
      </Title>
      {count !== null && (
        <Badge variant="light" color="gray" aria-hidden>
          {count}
        </Badge>
      )}
    </Group>
  );

  if (line.isPending) {
    return (
      <Stack gap="xs" component="section" aria-labelledby={headingId}>
        {heading(null)}
        <Stack gap="xs" role="status" aria-label="Loading the waitlist">
          <Skeleton height={44} />
          <Skeleton height={44} />
        </Stack>
      </Stack>
    );
  }
  if (line.isError) {
    return (
      <Stack gap="xs" component="section" aria-labelledby={headingId}>
        {heading(null)}
        <ErrorAlert>{errorMessage(line.error, LOAD_FAILED)}</ErrorAlert>
      </Stack>
    );
  }

  const held = heldEntries(line.data.entries);
  const waiting = waitingEntries(line.data.entries);
  const onReorder = (ids: number[]) => {
    setFailure(null);
    reorder.mutate(ids, {
      onSuccess: () => notifications.show({ color: 'green', message: WAITLIST_MESSAGES.reordered }),
      onError: (error) => setFailure(errorMessage(error, REORDER_FAILED)),
    });
  };
  const onOffer = (entry: WaitlistEntry) => {
    setFailure(null);
    offer.mutate(entry.id, {
      onSuccess: () =>
        notifications.show({
          color: 'green',
          message: `${WAITLIST_MESSAGES.offered} ${waitingPersonName(entry)} has ${line.data.claim_hours} hours to claim it.`,
        }),
      onError: (error) => setFailure(errorMessage(error, OFFER_FAILED)),
    });
  };

  return (
    <Stack gap="xs" component="section" aria-labelledby={headingId}>
      {heading(held.length + waiting.length)}
      <Text size="sm" c="dimmed">
        A freed place is offered to the first in line, who has {line.data.claim_hours} hours to claim it.
      </Text>
      <ErrorAlert>{failure}</ErrorAlert>
      {held.length + waiting.length === 0 && <Text c="dimmed">No one is on the waitlist.</Text>}
      {held.length > 0 && (
        <ul className={classes.list} aria-label="Offers open">
          {held.map((entry) => (
            <HeldEntry key={entry.id} entry={entry} />
          ))}
        </ul>
      )}
      {waiting.length > 0 && (
        <SortableWaitlist
          entries={waiting}
          onReorder={onReorder}
          onOffer={onOffer}
          offering={offer.isPending ? offer.variables : undefined}
          busy={reorder.isPending}
        />
      )}
    </Stack>
  );
}
