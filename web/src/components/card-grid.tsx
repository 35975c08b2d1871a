import { Card, SimpleGrid, Skeleton, Stack } from '@mantine/core';
import type { ReactNode } from 'react';

const COLUMNS = { base: 1, sm: 2, lg: 3 };

/** Cards in a responsive grid, as a list (events, courses). */
export function CardGrid<Item extends { id: number }>({
  items,
  renderCard,
}: {
  items: readonly Item[];
  renderCard: (item: Item) => ReactNode;
}) {
  return (
    <SimpleGrid cols={COLUMNS} spacing="lg" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
      {items.map((item) => (
        <li key={item.id}>{renderCard(item)}</li>
      ))}
    </SimpleGrid>
  );
}

/** The grid's shape while a page of cards loads. */
export function CardGridSkeleton({ count, label }: { count: number; label: string }) {
  return (
    <SimpleGrid cols={COLUMNS} spacing="lg" role="status" aria-label={label}>
      {Array.from({ length: count }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders with no identity
        <Card key={index} withBorder radius="md" padding="md">
          <Card.Section>
            <Skeleton h={160} radius={0} />
          </Card.Section>
          <Stack gap="xs" mt="md">
            <Skeleton h={22} w="70%" radius="sm" />
            <Skeleton h={14} w="85%" radius="sm" />
            <Skeleton h={14} w="55%" radius="sm" />
            <Skeleton h={14} w="40%" radius="sm" />
          </Stack>
        </Card>
      ))}
    </SimpleGrid>
  );
}
