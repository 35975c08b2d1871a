import { Grid, Stack, Title } from '@mantine/core';
import { useAdminStats } from '../../api/stats';
import { AdminLoadError } from '../admin-error-banner';
import { ActivityPanel } from './activity-panel';
import { StatCards, StatCardsSkeleton } from './stat-cards';

/** The admin panel's Dashboard tab: the stat cards and, beside them, the weekly activity chart. */
export default function DashboardPanel() {
  const stats = useAdminStats();
  return (
    <Stack gap="md">
      <Title order={2}>Dashboard</Title>
      <AdminLoadError error={stats.error} />
      <Grid gap="md" align="stretch">
        <Grid.Col span={{ base: 12, md: 5 }}>
          {stats.isPending ? (
            <StatCardsSkeleton />
          ) : stats.isSuccess ? (
            <StatCards stats={stats.data} />
          ) : null}
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7 }}>
          <ActivityPanel />
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
