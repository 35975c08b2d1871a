import { Paper, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** A titled empty state ('No Users in Organization'), with an optional line under it. */
export function EmptyState({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="xl" ta="center">
      <Text fw={700} size="lg">
        {title}
      </Text>
      {children && (
        <Text c="dimmed" mt={4}>
          {children}
        </Text>
      )}
    </Paper>
  );
}
