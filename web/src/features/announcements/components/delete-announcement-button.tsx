import { CONFIRMATION_MESSAGES, errorMessage, GROUP_MESSAGES } from '@campus/sdk';
import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useDeleteAnnouncement } from '../api/delete-announcement';

/** Delete, after a confirmation; then back to the group page. */
export function DeleteAnnouncementButton({
  groupId,
  id,
  title,
}: {
  groupId: number;
  id: number;
  title: string;
}) {
  const [open, setOpen] = useState(false);
  const remove = useDeleteAnnouncement(groupId, id);
  const navigate = useNavigate();

  const confirm = () =>
    remove.mutate(undefined, {
      onSuccess: () => {
        notifications.show({ color: 'green', message: 'Announcement deleted' });
        navigate(`/group/${groupId}`, { replace: true });
      },
    });

  return (
    <>
      <Button color="red" variant="light" onClick={() => setOpen(true)}>
        Delete
      </Button>
      <ConfirmDialog
        opened={open}
        title="Delete Announcement"
        confirmLabel="Delete"
        pending={remove.isPending}
        error={remove.isError ? errorMessage(remove.error, GROUP_MESSAGES.deleteAnnouncementFailed) : null}
        onConfirm={confirm}
        onClose={() => {
          setOpen(false);
          remove.reset();
        }}
      >
        Delete “{title}”? {CONFIRMATION_MESSAGES.cannotBeUndone}.
      </ConfirmDialog>
    </>
  );
}
