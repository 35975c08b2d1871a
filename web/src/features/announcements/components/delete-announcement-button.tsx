import { CONFIRMATION_MESSAGES, errorMessage, GROUP_MESSAGES } from '@campus/sdk';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
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
      <Modal
        opened={open}
        onClose={() => {
          setOpen(false);
          remove.reset();
        }}
        title="Delete Announcement"
        centered
      >
        <Stack gap="md">
          <Text>
            Delete “{title}”? {CONFIRMATION_MESSAGES.cannotBeUndone}.
          </Text>
          {remove.isError && (
            <Alert color="red" role="alert">
              {errorMessage(remove.error, GROUP_MESSAGES.deleteAnnouncementFailed)}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setOpen(false)} disabled={remove.isPending}>
              Cancel
            </Button>
            <Button color="red" onClick={confirm} loading={remove.isPending}>
              Delete
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
