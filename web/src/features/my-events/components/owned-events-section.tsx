import { type CampusEvent, EVENT_MESSAGES, errorMessage, formatDateShort, paths } from '@campus/sdk';
import { Anchor, Button, Group, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { Link } from 'react-router-dom';
import { ActionsHeader, DataTable } from '../../../components/data-table';
import { ErrorAlert } from '../../../components/error-alert';
import { useToggleEventStatus } from '../api/mutations';
import { useOwnedEvents } from '../api/queries';
import { EventStatusBadge } from './event-status-badge';
import { MY_EVENTS_TEXT } from './messages';

interface OwnedEventsSectionProps {
  onOwners: (event: CampusEvent) => void;
  onAttendees: (event: CampusEvent) => void;
  onDelete: (event: CampusEvent) => void;
}

function statusToast(title: string, status: CampusEvent['status']): string {
  if (status === 'published') return `Published "${title}"`;
  if (status === 'pending') return `"${title}" is waiting for approval`;
  return `Unpublished "${title}" (now a draft)`;
}

/** 'Events I'm an owner': title link, status, date, approval, visibility and the owner's actions. */
export function OwnedEventsSection({ onOwners, onAttendees, onDelete }: OwnedEventsSectionProps) {
  const owned = useOwnedEvents();
  const toggle = useToggleEventStatus();
  const toggling = toggle.isPending ? toggle.variables?.id : undefined;

  let body: React.ReactNode;
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
  } else {
    body = (
      <DataTable
        minWidth={960}
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
        {owned.data.map((event) => (
          <Table.Tr key={event.id}>
            <Table.Td style={{ maxWidth: 260 }}>
              <Anchor
                component={Link}
                to={paths.event(event.id)}
                fw={500}
                style={{ overflowWrap: 'anywhere' }}
              >
                {event.title}
              </Anchor>
            </Table.Td>
            <Table.Td>
              <EventStatusBadge status={event.status} />
            </Table.Td>
            <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateShort(event.date)}</Table.Td>
            <Table.Td>{event.approval_required ? 'Yes' : 'No'}</Table.Td>
            <Table.Td style={{ textTransform: 'capitalize' }}>{event.visibility}</Table.Td>
            <Table.Td>
              <Group gap={6} wrap="nowrap" justify="flex-end">
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
                  onClick={() => onOwners(event)}
                  aria-label={`Owners of ${event.title}`}
                >
                  Owners
                </Button>
                <Button
                  size="xs"
                  variant="default"
                  onClick={() => onAttendees(event)}
                  aria-label={`Attendees of ${event.title}`}
                >
                  Attendees
                </Button>
                <Button
                  size="xs"
                  variant="default"
                  loading={toggling === event.id}
                  disabled={toggle.isPending && toggling !== event.id}
                  aria-label={`${event.status === 'published' ? 'Unpublish' : 'Publish'} ${event.title}`}
                  onClick={() =>
                    toggle.mutate(event, {
                      onSuccess: (saved) =>
                        notifications.show({
                          color: 'green',
                          message: statusToast(saved.title, saved.status),
                        }),
                    })
                  }
                >
                  {event.status === 'published' ? 'Unpublish' : 'Publish'}
                </Button>
                <Button
                  size="xs"
                  variant="light"
                  color="red"
                  onClick={() => onDelete(event)}
                  aria-label={`Delete ${event.title}`}
                >
                  Delete
                </Button>
              </Group>
            </Table.Td>
          </Table.Tr>
        ))}
      </DataTable>
    );
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
