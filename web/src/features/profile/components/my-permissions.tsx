import type { User } from '@campus/sdk';
import { Badge, Group, Text } from '@mantine/core';

/** 'My Permissions' (shown only with view_permission). */
export function MyPermissions({ user }: { user: User }) {
  // Admins pass every permission check (spec section 6) whatever their granted list holds.
  if (user.is_admin) {
    return (
      <Group gap="xs">
        <Badge color="red" variant="light">
          Administrator
        </Badge>
        <Text size="sm" c="dimmed">
          Holds every permission
        </Text>
      </Group>
    );
  }
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
