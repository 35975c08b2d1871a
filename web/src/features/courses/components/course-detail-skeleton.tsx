import { SimpleGrid, Skeleton, Stack } from '@mantine/core';

/** The course page's shape while it loads. */
export function CourseDetailSkeleton() {
  return (
    <Stack gap="lg" role="status" aria-label="Loading course">
      <Skeleton h={{ base: 200, sm: 320 }} radius="md" />
      <Skeleton h={36} w="55%" radius="sm" />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Skeleton h={96} radius="md" />
        <Skeleton h={96} radius="md" />
        <Skeleton h={96} radius="md" />
        <Skeleton h={96} radius="md" />
      </SimpleGrid>
      <Skeleton h={140} radius="md" />
    </Stack>
  );
}
