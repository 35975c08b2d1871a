import { Grid, Skeleton, Stack } from '@mantine/core';

/** The group page's shape while it loads. */
export function GroupPageSkeleton() {
  return (
    <Stack gap="lg" role="status" aria-label="Loading group">
      <Stack gap="xs">
        <Skeleton h={36} w="45%" radius="sm" />
        <Skeleton h={18} w="70%" radius="sm" />
        <Skeleton h={14} w="35%" radius="sm" />
      </Stack>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="sm">
            <Skeleton h={28} w={180} radius="sm" />
            <Skeleton h={96} radius="md" />
            <Skeleton h={96} radius="md" />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack gap="sm">
            <Skeleton h={160} radius="md" />
            <Skeleton h={100} radius="md" />
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
