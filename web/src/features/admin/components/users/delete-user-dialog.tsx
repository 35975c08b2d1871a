import { CONFIRMATION_MESSAGES, errorMessage, USER_MESSAGES, type User } from '@campus/sdk';
import { notifications } from '@mantine/notifications';
import { ConfirmDialog } from '../../../../components/confirm-dialog';
import { useDeleteAdminUser } from '../../api/users-delete';

interface DeleteUserDialogProps {
  opened: boolean;
  user: User | null;
  onClose: () => void;
  onDeleted: (user: User) => void;
}

/** Delete, after 'Delete this user? This cannot be undone.' (spec section 2, Users tab). */
export function DeleteUserDialog({ opened, user, onClose, onDeleted }: DeleteUserDialogProps) {
  const remove = useDeleteAdminUser();
  const close = () => {
    remove.reset();
    onClose();
  };
  return (
    <ConfirmDialog
      opened={opened}
      title={user ? `Delete ${user.first_name} ${user.last_name}` : 'Delete User'}
      confirmLabel="Delete User"
      pending={remove.isPending}
      error={remove.isError ? errorMessage(remove.error, USER_MESSAGES.deleteFailed) : null}
      onClose={close}
      onConfirm={() => {
        if (!user) return;
        remove.mutate(user.id, {
          onSuccess: () => {
            notifications.show({
              color: 'green',
              message: `${user.first_name} ${user.last_name} (${user.username}) deleted`,
            });
            remove.reset();
            onDeleted(user);
          },
        });
      }}
    >
      {CONFIRMATION_MESSAGES.deleteUser}
    </ConfirmDialog>
  );
}
