import { CONFIRMATION_MESSAGES, DASHBOARD_MESSAGES, errorMessage, type Group } from '@campus/sdk';
import { notifications } from '@mantine/notifications';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useDeleteGroup } from '../api/delete-group';
import { deleteGroupQuestion } from './messages';

interface DeleteGroupDialogProps {
  opened: boolean;
  group: Group | null;
  onClose: () => void;
  onDeleted: (group: Group) => void;
  /** Shown when removing fails and the server gave no message (the admin panel says 'Failed to delete user list'). */
  failedMessage?: string;
}

/** Delete a coordinated group, after a confirmation that names it. */
export function DeleteGroupDialog({
  opened,
  group,
  onClose,
  onDeleted,
  failedMessage,
}: DeleteGroupDialogProps) {
  const remove = useDeleteGroup();
  const close = () => {
    remove.reset();
    onClose();
  };
  return (
    <ConfirmDialog
      opened={opened}
      title="Delete Group"
      confirmLabel="Delete Group"
      pending={remove.isPending}
      error={
        remove.isError
          ? errorMessage(remove.error, failedMessage ?? DASHBOARD_MESSAGES.deleteGroupFailed)
          : null
      }
      onClose={close}
      onConfirm={() => {
        if (!group) return;
        remove.mutate(group.id, {
          onSuccess: () => {
            notifications.show({ color: 'green', message: `Group "${group.name}" deleted` });
            remove.reset();
            onDeleted(group);
          },
        });
      }}
    >
      {group ? deleteGroupQuestion(group.name, CONFIRMATION_MESSAGES.cannotBeUndone) : ''}
    </ConfirmDialog>
  );
}
