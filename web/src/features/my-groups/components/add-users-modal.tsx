import { DASHBOARD_MESSAGES, errorMessage, type Group } from '@campus/sdk';
import { Alert, Button, Modal, Group as Row, Skeleton, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useAddMembers } from '../api/add-members';
import { useAvailableUsers } from '../api/get-available-users';
import { CandidateChecklist } from './candidate-checklist';

interface AddUsersModalProps {
  group: Group | null;
  opened: boolean;
  onClose: () => void;
}

/** Add Users to the selected group: a checklist of who may join, at least one selection. */
export function AddUsersModal({ group, opened, onClose }: AddUsersModalProps) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={group ? `Add Users to ${group.name}` : 'Add Users'}
      size="lg"
      centered
    >
      {opened && group && <AddUsersForm group={group} onDone={onClose} />}
    </Modal>
  );
}

function AddUsersForm({ group, onDone }: { group: Group; onDone: () => void }) {
  const available = useAvailableUsers(group.id);
  const add = useAddMembers(group.id);
  const [selected, setSelected] = useState<string[]>([]);

  const submit = () => {
    add.mutate(selected.map(Number), {
      onSuccess: () => {
        notifications.show({
          color: 'green',
          message:
            selected.length === 1
              ? 'Added 1 user to the group'
              : `Added ${selected.length} users to the group`,
        });
        onDone();
      },
    });
  };

  return (
    <Stack>
      {available.isPending ? (
        <Stack gap="sm" role="status" aria-label="Loading available users">
          <Skeleton height={36} />
          <Skeleton height={36} />
          <Skeleton height={36} />
        </Stack>
      ) : available.isError ? (
        <Alert color="red" variant="light" role="alert">
          {errorMessage(available.error, DASHBOARD_MESSAGES.loadAvailableUsersFailed)}
        </Alert>
      ) : (
        <CandidateChecklist
          label="Users to add"
          candidates={available.data}
          selected={selected}
          onChange={setSelected}
          emptyMessage="Everyone you can add is already a member."
        />
      )}
      {add.isError && (
        <Alert color="red" variant="light" role="alert">
          {errorMessage(add.error, DASHBOARD_MESSAGES.addUsersToGroupFailed)}
        </Alert>
      )}
      <Row justify="flex-end">
        <Button variant="default" onClick={onDone} disabled={add.isPending}>
          Cancel
        </Button>
        <Button onClick={submit} disabled={selected.length === 0} loading={add.isPending}>
          Add Selected Users
        </Button>
      </Row>
    </Stack>
  );
}
