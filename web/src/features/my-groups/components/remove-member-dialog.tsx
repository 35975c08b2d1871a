import { DASHBOARD_MESSAGES, errorMessage, type Group, type GroupMember } from '@campus/sdk';
import { notifications } from '@mantine/notifications';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useRemoveMember } from '../api/remove-member';

interface RemoveMemberDialogProps {
  group: Group;
  member: GroupMember | null;
  opened: boolean;
  onClose: () => void;
  /** Shown when removing fails and the server gave no message (the admin panel says 'Failed to remove users from list'). */
  failedMessage?: string;
}

/** Remove one member from the group, after a confirmation. */
export function RemoveMemberDialog({
  group,
  member,
  opened,
  onClose,
  failedMessage,
}: RemoveMemberDialogProps) {
  const remove = useRemoveMember(group.id);
  const close = () => {
    remove.reset();
    onClose();
  };
  const name = member ? `${member.first_name} ${member.last_name}` : '';
  return (
    <ConfirmDialog
      opened={opened}
      title="Remove Member"
      confirmLabel="Remove"
      pending={remove.isPending}
      error={
        remove.isError
          ? errorMessage(remove.error, failedMessage ?? DASHBOARD_MESSAGES.removeUserFromGroupFailed)
          : null
      }
      onClose={close}
      onConfirm={() =>
        member &&
        remove.mutate(member.id, {
          onSuccess: () => {
            notifications.show({ color: 'green', message: `Removed ${name} from "${group.name}"` });
            close();
          },
        })
      }
    >
      {`Are you sure you want to remove ${name} (${member?.username ?? ''}) from "${group.name}"?`}
    </ConfirmDialog>
  );
}
