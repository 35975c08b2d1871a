import { Anchor, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

/** The frame of the announcement pages: Back to group, the page's h1, the group's name, a card. */
export function AnnouncementFrame({
  groupId,
  groupName,
  title,
  aside,
  children,
}: {
  groupId: number;
  groupName?: string;
  title: string;
  /** Beside the title (the status badge). */
  aside?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Stack gap="md" maw={880} mx="auto" w="100%">
      <Anchor component={Link} to={`/group/${groupId}`} size="sm" w="fit-content">
        <span aria-hidden="true">← </span>
        Back to group
      </Anchor>
      <Stack gap={4}>
        {groupName && (
          <Text size="sm" c="dimmed" fw={500}>
            {groupName}
          </Text>
        )}
        <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>
          {title}
        </Title>
        {aside}
      </Stack>
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
        {children}
      </Paper>
    </Stack>
  );
}
