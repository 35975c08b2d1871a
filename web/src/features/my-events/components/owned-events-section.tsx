import { type CampusEvent, EVENT_MESSAGES, errorMessage, formatDateShort, paths } from '@campus/sdk';
import { Anchor, Button, Card, Group, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { ActionsHeader, DataTable } from '../../../components/data-table';
import { ErrorAlert } from '../../../components/error-alert';
import { Fact } from '../../../components/fact';
import { useToggleEventStatus } from '../api/mutations';
import { useOwnedEvents } from '../api/queries';
import { EventStatusBadge } from './event-status-badge';
import { MY_EVENTS_TEXT } from './messages';

interface OwnerActions {
  onOwners: (event: CampusEvent) => void;
  onAttendees: (event: CampusEvent) => void;
  onDelete: (event: CampusEvent) => void;
}

interface RowActions extends OwnerActions {
  toggle: (event: CampusEvent) => void;
  /** The event whose status is being changed. */
  toggling: number | undefined;
}

function statusToast(title: string, status: CampusEvent['status']): string {
  if (status === 'published') return `Published "${title}"`;
  if (status === 'pending') return `"${title}" is waiting for approval`;
  return `Unpublished "${title}" (now a draft)`;
}

function toggleLabel(event: CampusEvent): string {
  return event.status === 'published' ? 'Unpublish' : 'Publish';
}

/** Edit, Owners, Attendees, Publish/Unpublish and Delete for one event, each named with the event. */
function EventActions({
  event,
  actions,
  wrap,
}: {
  event: CampusEvent;
  actions: RowActions;
  wrap: 'wrap' | 'nowrap';
}) {
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
        variant="default"
        onClick={() => actions.onOwners(event)}
        aria-label={`Owners of ${event.title}`}
      >
        Owners
      </Button>
      <Button
        size="xs"
        variant="default"
        onClick={() => actions.onAttendees(event)}
        aria-label={`Attendees of ${event.title}`}
      >
        Attendees
      </Button>
      <Button
        size="xs"
        variant="default"
        miw={88}
        loading={actions.toggling === event.id}
        disabled={actions.toggling !== undefined && actions.toggling !== event.id}
        aria-label={`${toggleLabel(event)} ${event.title}`}
        onClick={() => actions.toggle(event)}
      >
        {toggleLabel(event)}
      </Button>
      <Button
        size="xs"
        variant="light"
        color="red"
        onClick={() => actions.onDelete(event)}
        aria-label={`Delete ${event.title}`}
      >
        Delete
      </Button>
    </Group>
  );
}

function OwnedEventsTable({ events, actions }: { events: CampusEvent[]; actions: RowActions }) {
  return (
    <DataTable
      minWidth={1000}
      striped
      highlightOnHover
      verticalSpacing="sm"
      aria-labelledby="owned-events-heading"
      head={
        <>
          <Table.Th>Title</Table.Th>
          <Table.Th>Status</Table.Th>
          <Table.Th>Date</Table.Th>
          <Table.Th>Approval Required</Table.Th>
          <Table.Th>Visibility</Table.Th>
          <ActionsHeader />
        </>
      }
    >
      {events.map((event) => (
        <Table.Tr key={event.id}>
          <Table.Td miw={200}>
            <Anchor component={Link} to={paths.event(event.id)} fw={500}>
              {event.title}
            </Anchor>
          </Table.Td>
          <Table.Td style={{ whiteSpace: 'nowrap' }}>
            <EventStatusBadge status={event.status} />
          </Table.Td>
          <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateShort(event.date)}</Table.Td>
          <Table.Td>{event.approval_required ? 'Yes' : 'No'}</Table.Td>
          <Table.Td style={{ textTransform: 'capitalize' }}>{event.visibility}</Table.Td>
          {/* Five actions wrap onto two lines rather than push Delete out of sight. */}
          <Table.Td miw={280}>
            <EventActions event={event} actions={actions} wrap="wrap" />
          </Table.Td>
        </Table.Tr>
      ))}
    </DataTable>
  );
}

/** On a phone: one card per event with the same facts and actions. */
function OwnedEventCards({ events, actions }: { events: CampusEvent[]; actions: RowActions }) {
  return (
    <Stack
      gap="sm"
      component="ul"
      p={0}
      m={0}
      style={{ listStyle: 'none' }}
      aria-labelledby="owned-events-heading"
    >
      {events.map((event) => (
        <Card key={event.id} component="li" withBorder radius="md" padding="md">
          <Stack gap="sm">
            <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
              <Title order={4} size="h5" style={{ minWidth: 0 }}>
                <Anchor component={Link} to={paths.event(event.id)}>
                  {event.title}
                </Anchor>
              </Title>
              <EventStatusBadge status={event.status} />
            </Group>
            <Group gap="lg">
              <Fact label="Date">{formatDateShort(event.date)}</Fact>
              <Fact label="Approval Required">{event.approval_required ? 'Yes' : 'No'}</Fact>
              <Fact label="Visibility">
                <span style={{ textTransform: 'capitalize' }}>{event.visibility}</span>
              </Fact>
            </Group>
            <EventActions event={event} actions={actions} wrap="wrap" />
          </Stack>
        </Card>
      ))}
    </Stack>
  );
}

/** 'Events I'm an owner': title link, status, date, approval, visibility and the owner's actions. */
export function OwnedEventsSection(props: OwnerActions) {
  const owned = useOwnedEvents();
  const toggle = useToggleEventStatus();
  const phone = useMediaQuery('(max-width: 48em)');
  const actions: RowActions = {
    ...props,
    toggling: toggle.isPending ? toggle.variables?.id : undefined,
    toggle: (event) =>
      toggle.mutate(event, {
        onSuccess: (saved) =>
          notifications.show({ color: 'green', message: statusToast(saved.title, saved.status) }),
      }),
  };

  let body: ReactNode;
  if (owned.isPending) {
    body = (
      <Stack gap="xs" role="status" aria-label="Loading your events">
        {[0, 1, 2].map((key) => (
          <Skeleton key={key} height={44} radius="sm" />
        ))}
      </Stack>
    );
  } else if (owned.isError) {
    body = <ErrorAlert>{errorMessage(owned.error, EVENT_MESSAGES.loadFailed)}</ErrorAlert>;
  } else if (owned.data.length === 0) {
    body = <Text c="dimmed">{MY_EVENTS_TEXT.noOwnedEvents}</Text>;
  } else if (phone) {
    body = <OwnedEventCards events={owned.data} actions={actions} />;
  } else {
    body = <OwnedEventsTable events={owned.data} actions={actions} />;
  }

  return (
    <Stack gap="sm" component="section" aria-labelledby="owned-events-heading">
      <Title order={3} id="owned-events-heading">
        Events I'm an owner
      </Title>
      {toggle.isError && (
        <ErrorAlert>{errorMessage(toggle.error, EVENT_MESSAGES.updateStatusFailed)}</ErrorAlert>
      )}
      {body}
    </Stack>
  );
}
