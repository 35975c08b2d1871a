import { Paper, SimpleGrid, Skeleton, Stack } from '@mantine/core';

const CELLS = ['name', 'username', 'email', 'gender', 'phone', 'student'];

/** The profile's shape while GET /profile loads. */
export function ProfileSkeleton() {
  return (
    <Stack gap="lg" role="status" aria-label="Loading">
      <Paper withBorder p="lg" radius="md">
        <Skeleton h={32} w={200} mb="lg" radius="sm" />
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          {CELLS.map((cell) => (
            <Stack key={cell} gap={6}>
              <Skeleton h={12} w={80} radius="sm" />
              <Skeleton h={18} w="70%" radius="sm" />
            </Stack>
          ))}
        </SimpleGrid>
      </Paper>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        {[0, 1].map((card) => (
          <Paper key={card} withBorder p="lg" radius="md">
            <Skeleton h={22} w="40%" mb="md" radius="sm" />
            <Skeleton h={16} w="80%" mb="xs" radius="sm" />
            <Skeleton h={16} w="60%" radius="sm" />
          </Paper>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
