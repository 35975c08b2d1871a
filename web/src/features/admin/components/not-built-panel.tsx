import { Paper, Text, Title } from '@mantine/core';

/** An admin tab that a later issue builds (docs/FEATURES.md lists them). */
export function NotBuiltPanel({ title }: { title: string }) {
  return (
    <Paper withBorder p="xl" radius="md">
      <Title order={2} size="h3" mb="sm">
        {title}
      </Title>
      <Text c="dimmed">Not built yet</Text>
    </Paper>
  );
}
