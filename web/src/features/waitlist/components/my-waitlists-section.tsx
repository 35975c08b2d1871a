import { paths, type WaitlistEntry } from '@campus/sdk';
import { Anchor, Badge, Group, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { useMyWaitlists } from '../api/queries';
import { EntryBadge, WaitlistEntryView } from './waitlist-entry-view';

const TEXT = {
  event: { id: 'event-waitlists', empty: 'You are not on the waitlist of any event.' },
  course: { id: 'course-waitlists', empty: 'You are not on the waitlist of any course.' },
} as const;

function entryLink(entry: WaitlistEntry): string {
  return entry.course_id !== null ? paths.course(entry.course_id) : paths.event(entry.event_id ?? 0);
}

function EntryCard({ entry }: { entry: WaitlistEntry }) {
  return (
    <Paper component="li" withBorder radius="md" p="md" aria-label={entry.title}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Title order={4} style={{ overflowWrap: 'anywhere' }}>
              <Anchor component={Link} to={entryLink(entry)} inherit>
                {entry.title}
              </Anchor>
            </Title>
            {entry.ticket_type_name && (
              <Text size="sm" c="dimmed">
                {entry.ticket_type_name}
              </Text>
            )}
          </Stack>
          <EntryBadge entry={entry} />
        </Group>
        <WaitlistEntryView entry={entry} />
      </Stack>
    </Paper>
  );
}

/**
 * 'My Waitlists' on My Events (kind event: events and their ticket types) and My Courses (kind course):
 * each entry with its place in line, or its offer to claim before the deadline. Like the other dashboard
 * sections (spec section 7), a failed load falls back to the empty list.
 */
export function MyWaitlistsSection({ kind }: { kind: 'event' | 'course' }) {
  const mine = useMyWaitlists();
  const { id, empty } = TEXT[kind];
  const headingId = `${id}-heading`;
  const entries = (mine.data ?? []).filter((entry) =>
    kind === 'course' ? entry.course_id !== null : entry.course_id === null,
  );
  return (
    <Stack gap="sm" component="section" aria-labelledby={headingId}>
      <Group gap="xs">
        <Title order={3} id={headingId}>
          My Waitlists
        </Title>
        {!mine.isPending && (
          <Badge variant="light" color="gray" aria-hidden>
            {entries.length}
          </Badge>
        )}
      </Group>
      {mine.isPending ? (
        <SimpleGrid cols={{ base: 1, sm: 2 }} role="status" aria-label="Loading your waitlists">
          <Skeleton height={140} radius="md" />
          <Skeleton height={140} radius="md" />
        </SimpleGrid>
      ) : entries.length === 0 ? (
        <Paper withBorder radius="md" p="lg" style={{ borderStyle: 'dashed' }}>
          <Text c="dimmed" ta="center">
            {empty}
          </Text>
        </Paper>
      ) : (
        <SimpleGrid
          cols={{ base: 1, sm: 2 }}
          spacing="md"
          component="ul"
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
        >
          {entries.map((entry) => (
            <EntryCard key={entry.id} entry={entry} />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
