import { type CampusEvent, EVENT_MESSAGES, errorMessage, type Rsvp } from '@campus/sdk';
import { Badge, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { ErrorAlert } from '../../../components/error-alert';
import { EventCard } from '../../events/components/event-card';
import { EventGridSkeleton } from '../../events/components/event-grid';
import { useMyEvents } from '../api/queries';
import { MY_EVENTS_TEXT } from './messages';

const COLUMNS = { base: 1, sm: 2, lg: 3 };

interface CardItem {
  key: number;
  event: CampusEvent;
  rsvp?: Rsvp;
}

function EmptyState({ children }: { children: string }) {
  return (
    <Paper withBorder radius="md" p="lg" style={{ borderStyle: 'dashed' }}>
      <Text c="dimmed" ta="center">
        {children}
      </Text>
    </Paper>
  );
}

function CardGroup({
  id,
  title,
  items,
  empty,
}: {
  id: string;
  title: string;
  items: CardItem[];
  empty: string;
}) {
  const headingId = `${id}-heading`;
  return (
    <Stack gap="sm" component="section" aria-labelledby={headingId}>
      <Group gap="xs">
        <Title order={3} id={headingId}>
          {title}
        </Title>
        <Badge variant="light" color="gray" aria-hidden>
          {items.length}
        </Badge>
      </Group>
      {items.length === 0 ? (
        <EmptyState>{empty}</EmptyState>
      ) : (
        <SimpleGrid cols={COLUMNS} spacing="lg" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {items.map((item) => (
            <li key={item.key}>
              <EventCard event={item.event} rsvp={item.rsvp} headingOrder={4} />
            </li>
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}

/** An RSVP whose event came along (the server includes it); others cannot be shown as cards. */
function rsvpItems(rsvps: Rsvp[]): CardItem[] {
  return rsvps.flatMap((rsvp) => (rsvp.event ? [{ key: rsvp.id, event: rsvp.event, rsvp }] : []));
}

/** Confirmed, Pending, Recommended and Denied Events: the user's RSVPs as cards, each group with an empty state. */
export function MyRsvpsSection() {
  const mine = useMyEvents();
  if (mine.isPending) {
    return (
      <Stack gap="sm">
        <Title order={3}>Confirmed Events</Title>
        <EventGridSkeleton count={3} label="Loading your events" />
      </Stack>
    );
  }
  if (mine.isError) {
    return <ErrorAlert>{errorMessage(mine.error, EVENT_MESSAGES.loadFailed)}</ErrorAlert>;
  }
  const { confirmed, pending, recommended, denied } = mine.data;
  return (
    <Stack gap="xl">
      <CardGroup
        id="confirmed-events"
        title="Confirmed Events"
        items={rsvpItems(confirmed)}
        empty={MY_EVENTS_TEXT.noConfirmed}
      />
      <CardGroup
        id="pending-events"
        title="Pending Events"
        items={rsvpItems(pending)}
        empty={MY_EVENTS_TEXT.noPending}
      />
      <CardGroup
        id="recommended-events"
        title="Recommended Events"
        items={recommended.map((event) => ({ key: event.id, event }))}
        empty={MY_EVENTS_TEXT.noRecommended}
      />
      <CardGroup
        id="denied-events"
        title="Denied Events"
        items={rsvpItems(denied)}
        empty={MY_EVENTS_TEXT.noDenied}
      />
    </Stack>
  );
}
