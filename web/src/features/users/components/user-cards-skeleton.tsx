import { Card, SimpleGrid, Skeleton, Stack } from '@mantine/core';

const WIDTHS = ['85%', '73%', '61%', '49%'];

function CardSkeleton({ rows }: { rows: number }) {
  return (
    <Card withBorder radius="md" padding="lg">
      <Skeleton h={22} w="40%" mb="md" radius="sm" />
      <Stack gap="xs">
        {WIDTHS.slice(0, rows).map((width) => (
          <Skeleton key={width} h={16} w={width} radius="sm" />
        ))}
      </Stack>
    </Card>
  );
}

/** The cards' shape while GET /users/{id} loads. */
export function UserCardsSkeleton() {
  return (
    <Stack gap="lg" role="status" aria-label="Loading user">
      <CardSkeleton rows={4} />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <CardSkeleton rows={2} />
        <CardSkeleton rows={3} />
        <CardSkeleton rows={3} />
        <CardSkeleton rows={2} />
      </SimpleGrid>
    </Stack>
  );
}
