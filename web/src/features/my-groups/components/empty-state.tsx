import { Paper, Text } from '@mantine/core';

/** 'No Groups Found', 'No Members Found', 'No coordinators assigned'. */
export function EmptyState({ children }: { children: string }) {
  return (
    <Paper withBorder p="lg" radius="md" style={{ borderStyle: 'dashed' }}>
      <Text c="dimmed" ta="center">
        {children}
      </Text>
    </Paper>
  );
}
