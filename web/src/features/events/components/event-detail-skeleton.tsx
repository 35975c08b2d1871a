import { SimpleGrid, Skeleton, Stack } from '@mantine/core';

/** The event page's shape while it loads. */
export function EventDetailSkeleton() {
  return (
    <Stack gap="lg" role="status" aria-label="Loading event">
      <Skeleton h={{ base: 200, sm: 320 }} radius="md" />
      <Skeleton h={36} w="55%" radius="sm" />
      <Skeleton h={18} w="30%" radius="sm" />
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        <Skeleton h={84} radius="md" />
        <Skeleton h={84} radius="md" />
        <Skeleton h={84} radius="md" />
      </SimpleGrid>
      <Skeleton h={140} radius="md" />
    </Stack>
  );
}
