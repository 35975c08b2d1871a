import type { Course } from '@campus/sdk';
import { Badge, Card, Group, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { CourseCard } from '../../courses/components/course-card';

const COLUMNS = { base: 1, sm: 2, lg: 3 };

export interface CourseCardItem {
  key: number;
  course: Course;
  /** Buttons under the card (e.g. Edit Course, View). */
  actions?: ReactNode;
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

/** Placeholders with the cards' shape while a section loads. */
export function CourseGridSkeleton({ label }: { label: string }) {
  return (
    <SimpleGrid cols={COLUMNS} spacing="lg" role="status" aria-label={label}>
      {[0, 1, 2].map((key) => (
        <Card key={key} withBorder radius="md" padding="md">
          <Stack gap="xs">
            <Skeleton h={120} radius="sm" />
            <Skeleton h={20} w="70%" radius="sm" />
            <Skeleton h={14} w="50%" radius="sm" />
          </Stack>
        </Card>
      ))}
    </SimpleGrid>
  );
}

/** The course cards as a list, or the empty state. */
export function CourseCardList({ items, empty }: { items: CourseCardItem[]; empty: string }) {
  if (items.length === 0) return <EmptyState>{empty}</EmptyState>;
  return (
    <SimpleGrid cols={COLUMNS} spacing="lg" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
      {items.map((item) => (
        <li key={item.key}>
          {/* Cards sit under the sections' h3 headings. */}
          <CourseCard course={item.course} variant="dashboard" headingOrder={4} actions={item.actions} />
        </li>
      ))}
    </SimpleGrid>
  );
}

/** A titled section of course cards, with a count and an empty state. */
export function CourseCardGroup({
  id,
  title,
  items,
  empty,
  loading = false,
}: {
  id: string;
  title: string;
  items: CourseCardItem[];
  empty: string;
  loading?: boolean;
}) {
  const headingId = `${id}-heading`;
  return (
    <Stack gap="sm" component="section" aria-labelledby={headingId}>
      <Group gap="xs">
        <Title order={3} id={headingId}>
          {title}
        </Title>
        {!loading && (
          <Badge variant="light" color="gray" aria-hidden>
            {items.length}
          </Badge>
        )}
      </Group>
      {loading ? (
        <CourseGridSkeleton label={`Loading ${title}`} />
      ) : (
        <CourseCardList items={items} empty={empty} />
      )}
    </Stack>
  );
}
