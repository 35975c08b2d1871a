import type { User } from '@campus/sdk';
import { Badge, Button, Drawer, Group, Stack } from '@mantine/core';
import { useSession } from '../../../../lib/session/session-context';
import { useUser } from '../../../users/api/get-user';
import { UserCards } from '../../../users/components/user-cards';

interface UserDetailDrawerProps {
  /** The person chosen in the table; kept while the drawer closes so its title does not flip. */
  user: User | null;
  opened: boolean;
  onClose: () => void;
  onEdit: (user: User) => void;
  onDelete: (user: User) => void;
  onPermissions: (user: User) => void;
}

/**
 * The Users tab's detail: Edit, Permissions and Delete, then the user page's cards (details, family,
 * manager with Assign and Remove, groups, assistants tree, courses taken, permissions) from UserCards.
 */
export function UserDetailDrawer({ user, opened, onClose, ...actions }: UserDetailDrawerProps) {
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
              {user.first_name} {user.last_name}
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
      {user && <UserDetail user={user} {...actions} />}
    </Drawer>
  );
}

function UserDetail({
  user,
  onEdit,
  onDelete,
  onPermissions,
}: Pick<UserDetailDrawerProps, 'onEdit' | 'onDelete' | 'onPermissions'> & { user: User }) {
  const { user: me } = useSession();
  // The same query as the cards below: the buttons act on what the cards show, fresh after any change.
  const detail = useUser(user.id);
  const current = detail.data ?? user;
  return (
    <Stack gap="md">
      <Group gap="xs">
        <Button onClick={() => onEdit(current)} aria-label="Edit user">
          Edit
        </Button>
        <Button variant="light" onClick={() => onPermissions(current)}>
          Permissions
        </Button>
        {/* One's own account is not deleted from here (the server refuses it too). */}
        {me?.id !== user.id && (
          <Button variant="light" color="red" onClick={() => onDelete(current)} aria-label="Delete user">
            Delete
          </Button>
        )}
      </Group>
      <UserCards userId={user.id} inlineEdit={false} />
    </Stack>
  );
}
