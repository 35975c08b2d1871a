import { type CampusEvent, CONFIRMATION_MESSAGES, EVENT_MESSAGES, errorMessage } from '@campus/sdk';
import { notifications } from '@mantine/notifications';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useDeleteEvent } from '../api/mutations';

interface DeleteEventDialogProps {
  event: CampusEvent | null;
  onClose: () => void;
}

/** Delete an owned event, after a confirmation that names it. */
export function DeleteEventDialog({ event, onClose }: DeleteEventDialogProps) {
  const remove = useDeleteEvent();
  const close = () => {
    remove.reset();
    onClose();
  };
  return (
    <ConfirmDialog
      opened={event !== null}
      title="Delete Event"
      confirmLabel="Delete Event"
      pending={remove.isPending}
      error={remove.isError ? errorMessage(remove.error, EVENT_MESSAGES.deleteFailed) : null}
      onClose={close}
      onConfirm={() => {
        if (!event) return;
        remove.mutate(event.id, {
          onSuccess: () => {
            notifications.show({ color: 'green', message: `Deleted "${event.title}"` });
            close();
          },
        });
      }}
    >
      {event
        ? `Delete "${event.title}" with its registrations and images? ${CONFIRMATION_MESSAGES.cannotBeUndone}.`
        : ''}
    </ConfirmDialog>
  );
}
