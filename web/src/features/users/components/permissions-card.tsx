import { EMPTY_STATE_MESSAGES, type Permission, type UserSummary } from '@campus/sdk';
import { Badge, Button, Group, Text } from '@mantine/core';
import { useState } from 'react';
import { CardSection } from './card-section';
import { ManagePermissionsModal } from './manage-permissions-modal';
import { EmptyText } from './person-link';

interface PermissionsCardProps {
  user: UserSummary & { is_admin: boolean };
  permissions: Permission[];
  /** can.grant_permissions: Manage. */
  canGrant: boolean;
}

/** 'Permissions': the user's granted permissions ('No permissions assigned'), with Manage when allowed. */
export function PermissionsCard({ user, permissions, canGrant }: PermissionsCardProps) {
  const [managing, setManaging] = useState(false);
  return (
    <CardSection
      title="Permissions"
      actions={
        canGrant && (
          <Button size="xs" variant="light" onClick={() => setManaging(true)}>
            Manage
          </Button>
        )
      }
    >
      {user.is_admin && (
        <Group gap="xs" mb={permissions.length > 0 ? 'xs' : 0}>
          <Badge color="red" variant="light">
            Administrator
          </Badge>
          <Text size="sm" c="dimmed">
            Holds every permission
          </Text>
        </Group>
      )}
      {permissions.length === 0 ? (
        !user.is_admin && <EmptyText>{EMPTY_STATE_MESSAGES.noPermissions}</EmptyText>
      ) : (
        <Group gap="xs">
          {permissions.map((permission) => (
            <Badge key={permission.id} variant="light" tt="none">
              {permission.label}
            </Badge>
          ))}
        </Group>
      )}
      {managing && (
        <ManagePermissionsModal user={user} granted={permissions} onClose={() => setManaging(false)} />
      )}
    </CardSection>
  );
}
