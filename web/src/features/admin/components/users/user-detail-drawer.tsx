import type { User } from '@campus/sdk';
import { Badge, Button, Divider, Drawer, Group, Stack } from '@mantine/core';
import { useSession } from '../../../../lib/session/session-context';
import { UserCards } from '../../../users/components/user-cards';
import { UserFacts } from './user-facts';

interface UserDetailDrawerProps {
  /** The person shown; kept while the drawer closes so its title does not flip. */
  user: User | null;
  opened: boolean;
  onClose: () => void;
  onEdit: (user: User) => void;
  onDelete: (user: User) => void;
  onPermissions: (user: User) => void;
}

/**
 * The Users tab's detail: the record, Edit, Permissions and Delete, then the user page's cards (family,
 * manager with Assign and Remove, groups, assistants tree, courses taken) from UserCards.
 */
export function UserDetailDrawer({
  user,
  opened,
  onClose,
  onEdit,
  onDelete,
  onPermissions,
}: UserDetailDrawerProps) {
  const { user: me } = useSession();
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size="xl"
      title={
        user ? (
          <Group gap="xs">
            <span>
              {user.first_name} {user.middle_name ? `${user.middle_name} ` : ''}
              {user.last_name}
            </span>
            {user.is_admin && (
              <Badge size="sm" color="grape" variant="light">
                Admin
              </Badge>
            )}
          </Group>
        ) : (
          'User'
        )
      }
      closeButtonProps={{ 'aria-label': 'Close user details' }}
    >
      {user && (
        <Stack gap="md">
          <Group gap="xs">
            <Button onClick={() => onEdit(user)}>Edit</Button>
            <Button variant="light" onClick={() => onPermissions(user)}>
              Permissions
            </Button>
            {/* One's own account is not deleted from here (the server refuses it too). */}
            {me?.id !== user.id && (
              <Button variant="light" color="red" onClick={() => onDelete(user)}>
                Delete
              </Button>
            )}
          </Group>
          <UserFacts user={user} />
          <Divider />
          <UserCards userId={user.id} />
        </Stack>
      )}
    </Drawer>
  );
}
