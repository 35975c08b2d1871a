import { Skeleton, Stack } from '@mantine/core';

/** What a tab shows while its code loads (each tab is its own chunk, fetched when it is opened). */
export function TabLoading() {
  return (
    <Stack gap="md" role="status" aria-label="Loading">
      <Skeleton height={32} width={200} />
      <Skeleton height={36} />
      <Skeleton height={220} />
    </Stack>
  );
}
