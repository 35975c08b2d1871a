import { DASHBOARD_MESSAGES, errorMessage, type Group, type UserSummary } from '@campus/sdk';
import { notifications } from '@mantine/notifications';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useRemoveCoordinator } from '../api/remove-coordinator';

interface RemoveCoordinatorDialogProps {
  group: Group;
  coordinator: UserSummary | null;
  opened: boolean;
  onClose: () => void;
  /** Shown when removing fails and the server gave no message (the admin panel says 'Failed to remove coordinators from list'). */
  failedMessage?: string;
}

/** Remove one coordinator from the group, after a confirmation. */
export function RemoveCoordinatorDialog({
  group,
  coordinator,
  opened,
  onClose,
  failedMessage,
}: RemoveCoordinatorDialogProps) {
  const remove = useRemoveCoordinator(group.id);
  const close = () => {
    remove.reset();
    onClose();
  };
  const name = coordinator ? `${coordinator.first_name} ${coordinator.last_name}` : '';
  return (
    <ConfirmDialog
      opened={opened}
      title="Remove Coordinator"
      confirmLabel="Remove"
      pending={remove.isPending}
      error={
        remove.isError
          ? errorMessage(remove.error, failedMessage ?? DASHBOARD_MESSAGES.removeCoordinatorFailed)
          : null
      }
      onClose={close}
      onConfirm={() =>
        coordinator &&
        remove.mutate(coordinator.id, {
          onSuccess: () => {
            notifications.show({
              color: 'green',
              message: `Removed ${name} as a coordinator of "${group.name}"`,
            });
            close();
          },
        })
      }
    >
      {`Are you sure you want to remove ${name} (${coordinator?.username ?? ''}) as a coordinator of "${group.name}"?`}
    </ConfirmDialog>
  );
}
