import { Button, Group, Stack, Title } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { TabLoading } from '../tab-loading';

const GroupsPanel = lazy(() => import('./groups-panel'));

/** The admin panel's Groups tab: its heading row, and the list whose code loads when the tab opens. */
export function GroupsTab() {
  const [creating, setCreating] = useState(false);
  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap">
        <Title order={2}>Groups</Title>
        <Button onClick={() => setCreating(true)}>Create Group</Button>
      </Group>
      <Suspense fallback={<TabLoading />}>
        <GroupsPanel creating={creating} onCreatingChange={setCreating} />
      </Suspense>
    </Stack>
  );
}
