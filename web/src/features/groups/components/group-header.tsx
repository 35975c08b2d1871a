import { formatDateLong, type Group } from '@campus/sdk';
import { Stack, Text, Title } from '@mantine/core';
import { personName } from '../lib/person-name';

/** The group's name (the page's h1), description, creator and creation date. */
export function GroupHeader({ group }: { group: Group }) {
  return (
    <Stack gap={6}>
      <Title order={1} style={{ overflowWrap: 'anywhere' }}>
        {group.name}
      </Title>
      {group.description && <Text size="lg">{group.description}</Text>}
      <Text size="sm" c="dimmed">
        Created by {group.creator ? personName(group.creator) : 'Unknown'} on{' '}
        {formatDateLong(group.created_at)}
      </Text>
    </Stack>
  );
}
