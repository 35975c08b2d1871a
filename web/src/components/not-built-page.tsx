import { Paper, Text, Title } from '@mantine/core';

/** A screen of the spec that a later issue builds (docs/FEATURES.md lists them). */
export function NotBuiltPage({ title }: { title: string }) {
  return (
    <Paper withBorder p="xl" radius="md">
      <Title order={2} mb="sm">
        {title}
      </Title>
      <Text c="dimmed">Not built yet</Text>
    </Paper>
  );
}

export default NotBuiltPage;
