import type { User } from '@campus/sdk';
import { Badge, Group, Text } from '@mantine/core';

/** 'My Permissions' (shown only with view_permission). */
export function MyPermissions({ user }: { user: User }) {
  if (user.permissions.length === 0) return <Text c="dimmed">No permissions assigned</Text>;
  return (
    <Group gap="xs">
      {user.permissions.map((permission) => (
        <Badge key={permission.key} variant="light">
          {permission.label}
        </Badge>
      ))}
    </Group>
  );
}
