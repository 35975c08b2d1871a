import { ACTIVITY_WEEKS } from '@campus/sdk';
import { Button, Group, Paper, Skeleton, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { lazy, Suspense, useId, useState } from 'react';
import { useAdminActivity } from '../../api/stats';
import { AdminLoadError } from '../admin-error-banner';
import { ActivityTable } from './activity-table';

const ActivityChart = lazy(() => import('./activity-chart'));

const CAPTION = `New users, enrollments and RSVPs per week, last ${ACTIVITY_WEEKS} weeks`;

function ChartSkeleton() {
  return <Skeleton height={280} radius="md" />;
}

/**
 * Beside the stat cards: the last 12 weeks as a line chart, with its numbers as a table (visually hidden
 * under the chart for screen readers, or shown instead of it with 'Show table').
 */
export function ActivityPanel() {
  const activity = useAdminActivity();
  const [asTable, setAsTable] = useState(false);
  const headingId = useId();
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={headingId} h="100%">
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <div>
            <Title order={3} size="h4" id={headingId}>
              Activity
            </Title>
            <Text size="sm" c="dimmed">
              Per week, last {ACTIVITY_WEEKS} weeks
            </Text>
          </div>
          {activity.isSuccess && (
            <Button variant="default" size="xs" onClick={() => setAsTable((shown) => !shown)}>
              {asTable ? 'Show chart' : 'Show table'}
            </Button>
          )}
        </Group>
        {activity.isPending ? (
          <div role="status" aria-label="Loading activity">
            <ChartSkeleton />
          </div>
        ) : activity.isError ? (
          <AdminLoadError error={activity.error} />
        ) : asTable ? (
          <ActivityTable weeks={activity.data.weeks} caption={CAPTION} />
        ) : (
          <>
            <Suspense fallback={<ChartSkeleton />}>
              <ActivityChart weeks={activity.data.weeks} />
            </Suspense>
            <VisuallyHidden>
              <ActivityTable weeks={activity.data.weeks} caption={CAPTION} />
            </VisuallyHidden>
          </>
        )}
      </Stack>
    </Paper>
  );
}
