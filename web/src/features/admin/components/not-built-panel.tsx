import { Paper, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** An admin tab that a later issue builds (docs/FEATURES.md lists them); `children` say where to go meanwhile. */
export function NotBuiltPanel({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <Paper withBorder p="xl" radius="md">
      <Title order={2} size="h3" mb="sm">
        {title}
      </Title>
      <Text c="dimmed">Not built yet</Text>
      {children}
    </Paper>
  );
}
