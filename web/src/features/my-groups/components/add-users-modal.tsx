import { DASHBOARD_MESSAGES, type Group } from '@campus/sdk';
import { Modal } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useAddMembers } from '../api/add-members';
import { useAvailableUsers } from '../api/get-available-users';
import { CandidatePickForm } from './candidate-pick-form';

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
  return (
    <CandidatePickForm
      candidates={available}
      loadingLabel="Loading available users"
      loadFailed={DASHBOARD_MESSAGES.loadAvailableUsersFailed}
      label="Users to add"
      emptyMessage="Everyone you can add is already a member."
      submission={add}
      submitFailed={DASHBOARD_MESSAGES.addUsersToGroupFailed}
      submitLabel="Add Selected Users"
      onCancel={onDone}
      onSubmit={(ids) =>
        add.mutate(ids, {
          onSuccess: () => {
            notifications.show({
              color: 'green',
              message:
                ids.length === 1 ? 'Added 1 user to the group' : `Added ${ids.length} users to the group`,
            });
            onDone();
          },
        })
      }
    />
  );
}
