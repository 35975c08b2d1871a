import { type Group, paths } from '@campus/sdk';
import { Badge, Button, Paper, Group as Row, Stack, Text, UnstyledButton } from '@mantine/core';
import { Link } from 'react-router-dom';

interface CoordinatedGroupRowProps {
  group: Group;
  selected: boolean;
  onSelect: () => void;
  onEdit: () => void;
  onDelete: () => void;
}

export function memberCount(group: Group): number {
  return group.users_count ?? group.users?.length ?? 0;
}

/** One coordinated group: selecting it opens 'Managing'; View, Edit and Delete act on it. */
export function CoordinatedGroupRow({
  group,
  selected,
  onSelect,
  onEdit,
  onDelete,
}: CoordinatedGroupRowProps) {
  const count = memberCount(group);
  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      style={{
        borderColor: selected ? 'var(--mantine-primary-color-filled)' : undefined,
        borderWidth: selected ? 2 : undefined,
        background: selected ? 'var(--mantine-primary-color-light)' : undefined,
      }}
    >
      <Row justify="space-between" align="flex-start" gap="sm">
        <Stack gap={4} style={{ flex: '1 1 16rem', minWidth: 0 }}>
          <Row gap="xs">
            {/* Selecting the group opens 'Managing' below; the name is the control. */}
            <UnstyledButton
              onClick={onSelect}
              aria-pressed={selected}
              fw={600}
              fz="lg"
              c={selected ? undefined : 'var(--mantine-color-anchor)'}
              style={{
                borderRadius: 'var(--mantine-radius-sm)',
                textDecoration: selected ? 'none' : 'underline',
              }}
            >
              {group.name}
            </UnstyledButton>
            <Badge variant="light" color="gray">
              {count === 1 ? '1 member' : `${count} members`}
            </Badge>
          </Row>
          <Text size="sm" c="dimmed" lineClamp={2}>
            {group.description || 'No description'}
          </Text>
        </Stack>
        <Row gap="xs" wrap="nowrap">
          <Button
            component={Link}
            to={paths.group(group.id)}
            variant="default"
            size="xs"
            aria-label={`View ${group.name}`}
          >
            View
          </Button>
          <Button variant="default" size="xs" onClick={onEdit} aria-label={`Edit ${group.name}`}>
            Edit
          </Button>
          <Button
            variant="light"
            color="red"
            size="xs"
            onClick={onDelete}
            aria-label={`Delete ${group.name}`}
          >
            Delete
          </Button>
        </Row>
      </Row>
    </Paper>
  );
}
