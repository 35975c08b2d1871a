import { type CampusEvent, formatDateShort, formatTime12h, paths } from '@campus/sdk';
import { Anchor, Box, Button, Card, Group, SimpleGrid, Stack, Table } from '@mantine/core';
import { Link } from 'react-router-dom';
import { ActionsHeader, DataTable } from '../../../../components/data-table';
import { Fact } from '../../../../components/fact';
import { EventPhoto } from '../../../events/components/event-photo';
import { eventPlace } from '../../../events/lib/event-text';
import { EventStatusBadge } from '../../../my-events/components/event-status-badge';
import { personName } from '../../../my-events/components/messages';

export interface AdminEventActions {
  onToggle: (event: CampusEvent) => void;
  onDelete: (event: CampusEvent) => void;
  /** The event whose status is being changed, if any: its button spins, the others wait. */
  busy: number | undefined;
}

/** The author's name and username, or 'Unknown'. */
export function authorText(event: Pick<CampusEvent, 'author'>): string {
  if (!event.author) return 'Unknown';
  return `${personName(event.author)} (${event.author.username})`;
}

/** 'Mar 5, 2037, 2:00 PM'. */
export function eventWhen(event: Pick<CampusEvent, 'date' | 'event_start_time'>): string {
  return `${formatDateShort(event.date)}, ${formatTime12h(event.event_start_time)}`;
}

function Thumbnail({ event }: { event: CampusEvent }) {
  return (
    <Box w={72} h={48} style={{ borderRadius: 6, overflow: 'hidden', flexShrink: 0 }}>
      <EventPhoto photo={event.main_photo} size="small" height={48} />
    </Box>
  );
}

/** Edit, Publish (draft or pending) or Unpublish (published), Delete; each named with the event. */
function EventActionButtons({
  event,
  actions,
  wrap,
}: {
  event: CampusEvent;
  actions: AdminEventActions;
  wrap: 'wrap' | 'nowrap';
}) {
  const label = event.status === 'published' ? 'Unpublish' : 'Publish';
  const mine = actions.busy === event.id;
  return (
    <Group gap={6} wrap={wrap}>
      <Button
        component={Link}
        to={paths.editEvent(event.id)}
        size="xs"
        variant="default"
        aria-label={`Edit ${event.title}`}
      >
        Edit
      </Button>
      <Button
        size="xs"
        variant={event.status === 'published' ? 'default' : 'filled'}
        miw={88}
        loading={mine}
        disabled={actions.busy !== undefined && !mine}
        aria-label={`${label} ${event.title}`}
        onClick={() => actions.onToggle(event)}
      >
        {label}
      </Button>
      <Button
        size="xs"
        variant="light"
        color="red"
        aria-label={`Delete ${event.title}`}
        onClick={() => actions.onDelete(event)}
      >
        Delete
      </Button>
    </Group>
  );
}

function TitleLink({ event }: { event: CampusEvent }) {
  return (
    <Anchor component={Link} to={paths.event(event.id)} fw={500} style={{ overflowWrap: 'break-word' }}>
      {event.title}
    </Anchor>
  );
}

interface RowsProps {
  events: CampusEvent[];
  actions: AdminEventActions;
  labelledBy: string;
}

/** The Events tab's table (desktop). */
export function AdminEventTable({ events, actions, labelledBy }: RowsProps) {
  return (
    <DataTable
      minWidth={1000}
      striped
      highlightOnHover
      verticalSpacing="sm"
      aria-labelledby={labelledBy}
      head={
        <>
          <Table.Th>Photo</Table.Th>
          <Table.Th>Title</Table.Th>
          <Table.Th>Status</Table.Th>
          <Table.Th>Author</Table.Th>
          <Table.Th>Location</Table.Th>
          <Table.Th>Date</Table.Th>
          <ActionsHeader />
        </>
      }
    >
      {events.map((event) => (
        <Table.Tr key={event.id} data-event-id={event.id}>
          <Table.Td w={88}>
            <Thumbnail event={event} />
          </Table.Td>
          <Table.Td miw={180}>
            <TitleLink event={event} />
          </Table.Td>
          <Table.Td style={{ whiteSpace: 'nowrap' }}>
            <EventStatusBadge status={event.status} />
          </Table.Td>
          <Table.Td>{authorText(event)}</Table.Td>
          <Table.Td>{eventPlace(event)}</Table.Td>
          <Table.Td miw={120}>{eventWhen(event)}</Table.Td>
          <Table.Td>
            <EventActionButtons event={event} actions={actions} wrap="nowrap" />
          </Table.Td>
        </Table.Tr>
      ))}
    </DataTable>
  );
}

/** The same rows as cards, on a phone. */
export function AdminEventCards({ events, actions, labelledBy }: RowsProps) {
  return (
    <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-labelledby={labelledBy}>
      {events.map((event) => (
        <Card key={event.id} component="li" withBorder radius="md" padding="md" data-event-id={event.id}>
          <Stack gap="sm">
            <Group align="flex-start" wrap="nowrap" gap="sm">
              <Thumbnail event={event} />
              <Stack gap={6} align="flex-start" style={{ minWidth: 0, flex: 1 }}>
                <TitleLink event={event} />
                <EventStatusBadge status={event.status} />
              </Stack>
            </Group>
            <SimpleGrid cols={2} spacing="sm" verticalSpacing="xs">
              <Fact label="Author">{authorText(event)}</Fact>
              <Fact label="Location">{eventPlace(event)}</Fact>
              <Fact label="Date">{eventWhen(event)}</Fact>
            </SimpleGrid>
            <EventActionButtons event={event} actions={actions} wrap="wrap" />
          </Stack>
        </Card>
      ))}
    </Stack>
  );
}
