import { paths } from '@campus/sdk';
import { Anchor, Group, Stack, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { useEventPage } from '../../events/api/get-events';
import { EventGrid } from '../../events/components/event-grid';

/** How many upcoming events the home page shows. */
export const HOME_EVENTS_COUNT = 3;

/** The next upcoming events under the welcome; nothing while loading, on failure or when there are none. */
export function UpcomingEvents() {
  const query = useEventPage('upcoming', 1, HOME_EVENTS_COUNT);
  const events = query.data?.data ?? [];
  if (events.length === 0) return null;
  return (
    <Stack gap="md" component="section" aria-labelledby="home-events-heading" w="100%">
      <Group justify="space-between" align="center" wrap="wrap" gap="sm">
        <Title order={2} id="home-events-heading">
          Upcoming Events
        </Title>
        <Anchor component={Link} to={paths.events()} fw={500}>
          View All Events
        </Anchor>
      </Group>
      <EventGrid events={events.slice(0, HOME_EVENTS_COUNT)} headingOrder={3} />
    </Stack>
  );
}
