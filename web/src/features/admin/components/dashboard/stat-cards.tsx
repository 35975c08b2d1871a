import type { Stats } from '@campus/sdk';
import { Paper, SimpleGrid, Skeleton, Text } from '@mantine/core';

/** The spec's stat cards, in its order (section 2, "Admin panel"). */
export const STAT_CARDS: readonly { key: keyof Stats; label: string }[] = [
  { key: 'total_users', label: 'Total Users' },
  { key: 'total_events', label: 'Total Events' },
  { key: 'total_courses', label: 'Total Courses' },
  { key: 'published_events', label: 'Published Events' },
  { key: 'draft_events', label: 'Draft Events' },
  { key: 'pending_events', label: 'Pending Events' },
  { key: 'draft_courses', label: 'Draft Courses' },
  { key: 'pending_courses', label: 'Pending Courses' },
  { key: 'published_courses', label: 'Published Courses' },
];

const GRID = { base: 2, xs: 3 } as const;

/** One card per number: the label above, the figure below (a list, so it reads in order). */
export function StatCards({ stats }: { stats: Stats }) {
  return (
    <SimpleGrid cols={GRID} spacing="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {STAT_CARDS.map(({ key, label }) => (
        <Paper key={key} component="li" withBorder radius="md" p="md" aria-label={`${label}: ${stats[key]}`}>
          <Text size="sm" c="dimmed" aria-hidden="true">
            {label}
          </Text>
          <Text fz={28} fw={700} lh={1.2} aria-hidden="true">
            {stats[key].toLocaleString('en-US')}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}

export function StatCardsSkeleton() {
  return (
    <SimpleGrid cols={GRID} spacing="sm" role="status" aria-label="Loading statistics">
      {STAT_CARDS.map(({ key }) => (
        <Skeleton key={key} height={86} radius="md" />
      ))}
    </SimpleGrid>
  );
}
