import { Paper, Text } from '@mantine/core';

/** An empty list's message: a quiet dashed box with a bold line and an optional hint. */
export function EmptyNote({ title, hint }: { title: string; hint?: string }) {
  return (
    <Paper withBorder radius="md" p="md" style={{ borderStyle: 'dashed' }}>
      <Text fw={600} ta="center">
        {title}
      </Text>
      {hint && (
        <Text size="sm" c="dimmed" ta="center" mt={4}>
          {hint}
        </Text>
      )}
    </Paper>
  );
}
