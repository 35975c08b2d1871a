import {
  type ChildRecommendation,
  EVENT_MESSAGES,
  errorMessage,
  formatDateShort,
  paths,
  type Rsvp,
  type UserSummary,
} from '@campus/sdk';
import { Anchor, Chip, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { DataTable } from '../../../components/data-table';
import { ErrorAlert } from '../../../components/error-alert';
import { eventPlace } from '../../events/lib/event-text';
import { useChildrenEvents } from '../api/queries';
import { MY_EVENTS_TEXT, personName, RESPONSE_LABELS } from './messages';

function childName(children: UserSummary[], id: number): string {
  const child = children.find((candidate) => candidate.id === id);
  return child ? child.first_name || child.username : '';
}

function RsvpTable({
  title,
  rsvps,
  people,
  empty,
}: {
  title: string;
  rsvps: Rsvp[];
  people: UserSummary[];
  empty: string;
}) {
  return (
    <Stack gap="xs">
      <Title order={4}>{title}</Title>
      {rsvps.length === 0 ? (
        <Text c="dimmed" size="sm">
          {empty}
        </Text>
      ) : (
        <DataTable
          minWidth={360}
          striped
          aria-label={`${title} of my children`}
          head={
            <>
              <Table.Th>Event</Table.Th>
              <Table.Th>Child</Table.Th>
              <Table.Th>Date</Table.Th>
              <Table.Th>Response</Table.Th>
            </>
          }
        >
          {rsvps.map((rsvp) => (
            <Table.Tr key={rsvp.id}>
              <Table.Td>
                {rsvp.event ? (
                  <Anchor component={Link} to={paths.event(rsvp.event_id)}>
                    {rsvp.event.title}
                  </Anchor>
                ) : (
                  `Event ${rsvp.event_id}`
                )}
              </Table.Td>
              <Table.Td>{rsvp.user ? personName(rsvp.user) : childName(people, rsvp.user_id)}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                {rsvp.event ? formatDateShort(rsvp.event.date) : 'No date'}
              </Table.Td>
              <Table.Td>{RESPONSE_LABELS[rsvp.response]}</Table.Td>
            </Table.Tr>
          ))}
        </DataTable>
      )}
    </Stack>
  );
}

function RecommendedTable({
  recommendations,
  people,
}: {
  recommendations: ChildRecommendation[];
  people: UserSummary[];
}) {
  return (
    <Stack gap="xs">
      <Title order={4}>Recommended for My Children</Title>
      {recommendations.length === 0 ? (
        <Text c="dimmed" size="sm">
          {MY_EVENTS_TEXT.noChildRecommended}
        </Text>
      ) : (
        <DataTable
          minWidth={640}
          striped
          aria-label="Events recommended for my children"
          head={
            <>
              <Table.Th>Title</Table.Th>
              <Table.Th>Date</Table.Th>
              <Table.Th>Location</Table.Th>
              <Table.Th>Groups</Table.Th>
              <Table.Th>For</Table.Th>
            </>
          }
        >
          {recommendations.map(({ event, groups, child_ids }) => (
            <Table.Tr key={event.id}>
              <Table.Td>
                <Anchor component={Link} to={paths.event(event.id)}>
                  {event.title}
                </Anchor>
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateShort(event.date)}</Table.Td>
              <Table.Td>{eventPlace(event)}</Table.Td>
              <Table.Td>{groups.map((group) => group.name).join(', ') || '—'}</Table.Td>
              <Table.Td>{child_ids.map((id) => childName(people, id)).join(', ')}</Table.Td>
            </Table.Tr>
          ))}
        </DataTable>
      )}
    </Stack>
  );
}

/** My Children's Events (only for a parent): child chips filter the RSVP tables and the recommendations. */
export function ChildrenEventsSection() {
  const query = useChildrenEvents();
  const [deselected, setDeselected] = useState<string[]>([]);
  if (query.isPending) return null;
  if (query.isError) {
    return (
      <Stack gap="sm" component="section" aria-labelledby="children-events-heading">
        <Title order={3} id="children-events-heading">
          My Children's Events
        </Title>
        <ErrorAlert>{errorMessage(query.error, EVENT_MESSAGES.loadFailed)}</ErrorAlert>
      </Stack>
    );
  }
  const { children, confirmed, pending, denied, recommended } = query.data;
  if (children.length === 0) return null;

  const selected = children.map((child) => String(child.id)).filter((id) => !deselected.includes(id));
  const shown = new Set(selected.map(Number));
  const forShown = (rsvps: Rsvp[]) => rsvps.filter((rsvp) => shown.has(rsvp.user_id));
  const onChange = (value: string[]) =>
    setDeselected(children.map((child) => String(child.id)).filter((id) => !value.includes(id)));

  return (
    <Stack gap="md" component="section" aria-labelledby="children-events-heading">
      <Title order={3} id="children-events-heading">
        My Children's Events
      </Title>
      <Chip.Group multiple value={selected} onChange={onChange}>
        <Group gap="xs" role="group" aria-label="Show events of">
          {children.map((child) => (
            <Chip key={child.id} value={String(child.id)} variant="outline">
              {personName(child)}
            </Chip>
          ))}
        </Group>
      </Chip.Group>
      {selected.length === 0 ? (
        <Text c="dimmed">{MY_EVENTS_TEXT.noChildSelected}</Text>
      ) : (
        <>
          <RsvpTable
            title="Confirmed"
            rsvps={forShown(confirmed)}
            people={children}
            empty={MY_EVENTS_TEXT.noChildConfirmed}
          />
          <RsvpTable
            title="Pending"
            rsvps={forShown(pending)}
            people={children}
            empty={MY_EVENTS_TEXT.noChildPending}
          />
          <RsvpTable
            title="Denied"
            rsvps={forShown(denied)}
            people={children}
            empty={MY_EVENTS_TEXT.noChildDenied}
          />
          <RecommendedTable
            recommendations={recommended.filter((item) => item.child_ids.some((id) => shown.has(id)))}
            people={children}
          />
        </>
      )}
    </Stack>
  );
}
