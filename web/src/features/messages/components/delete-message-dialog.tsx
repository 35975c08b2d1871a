import { errorMessage, type Message } from '@campus/sdk';
import { notifications } from '@mantine/notifications';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useDeleteMessage } from '../api/delete-message';
import { MESSAGES_TEXT } from '../lib/texts';

interface DeleteMessageDialogProps {
  message: Message | null;
  onClose: () => void;
  onDeleted: () => void;
}

/** The confirmation before DELETE /messages/{id} (spec section 8); the message goes for the reader only. */
export function DeleteMessageDialog({ message, onClose, onDeleted }: DeleteMessageDialogProps) {
  const remove = useDeleteMessage();
  const close = () => {
    remove.reset();
    onClose();
  };
  return (
    <ConfirmDialog
      opened={message !== null}
      title={MESSAGES_TEXT.deleteTitle}
      confirmLabel="Delete Message"
      pending={remove.isPending}
      error={remove.isError ? errorMessage(remove.error, MESSAGES_TEXT.deleteFailed) : null}
      onClose={close}
      onConfirm={() => {
        if (!message) return;
        remove.mutate(message.id, {
          onSuccess: () => {
            notifications.show({ color: 'green', message: `${MESSAGES_TEXT.deleted}: "${message.subject}"` });
            remove.reset();
            onDeleted();
          },
        });
      }}
    >
      {MESSAGES_TEXT.deleteConfirm}
    </ConfirmDialog>
  );
}
