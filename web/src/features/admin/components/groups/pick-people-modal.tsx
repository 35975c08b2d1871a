import { ADMIN_MESSAGES, DASHBOARD_MESSAGES, type Group } from '@campus/sdk';
import { Modal } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useAddCoordinators } from '../../../my-groups/api/add-coordinators';
import { useAddMembers } from '../../../my-groups/api/add-members';
import { useAvailableCoordinators } from '../../../my-groups/api/get-available-coordinators';
import { useAvailableUsers } from '../../../my-groups/api/get-available-users';
import { CandidatePickForm } from '../../../my-groups/components/candidate-pick-form';

export type PickKind = 'members' | 'coordinators';

interface PickPeopleModalProps {
  group: Group;
  kind: PickKind;
  opened: boolean;
  onClose: () => void;
}

/**
 * Add Members (people not yet members, admins excluded) or Add Coordinators, from the same pick lists
 * and the same checklist as My Groups; at least one selection.
 */
export function PickPeopleModal({ group, kind, opened, onClose }: PickPeopleModalProps) {
  const title = kind === 'members' ? `Add Members to ${group.name}` : `Add Coordinators to ${group.name}`;
  return (
    <Modal opened={opened} onClose={onClose} title={title} size="lg" centered>
      {opened &&
        (kind === 'members' ? (
          <AddMembersForm group={group} onDone={onClose} />
        ) : (
          <AddCoordinatorsForm group={group} onDone={onClose} />
        ))}
    </Modal>
  );
}

const added = (count: number, what: string, group: Group) =>
  `Added ${count} ${what}${count === 1 ? '' : 's'} to "${group.name}"`;

function AddMembersForm({ group, onDone }: { group: Group; onDone: () => void }) {
  const available = useAvailableUsers(group.id);
  const add = useAddMembers(group.id);
  return (
    <CandidatePickForm
      candidates={available}
      loadingLabel="Loading available users"
      loadFailed={DASHBOARD_MESSAGES.loadAvailableUsersFailed}
      label="People to add"
      emptyMessage="Everyone who can be added is already a member."
      submission={add}
      submitFailed={ADMIN_MESSAGES.addUsersToListFailed}
      submitLabel="Add Members"
      onCancel={onDone}
      onSubmit={(ids) =>
        add.mutate(ids, {
          onSuccess: () => {
            notifications.show({ color: 'green', message: added(ids.length, 'member', group) });
            onDone();
          },
        })
      }
    />
  );
}

function AddCoordinatorsForm({ group, onDone }: { group: Group; onDone: () => void }) {
  const available = useAvailableCoordinators(group.id);
  const add = useAddCoordinators(group.id);
  return (
    <CandidatePickForm
      candidates={available}
      loadingLabel="Loading available coordinators"
      loadFailed={DASHBOARD_MESSAGES.loadAvailableCoordinatorsFailed}
      label="People to make coordinators"
      emptyMessage="No one else can be made a coordinator of this group."
      submission={add}
      submitFailed={ADMIN_MESSAGES.addCoordinatorsToListFailed}
      submitLabel="Add Coordinators"
      onCancel={onDone}
      onSubmit={(ids) =>
        add.mutate(ids, {
          onSuccess: () => {
            notifications.show({ color: 'green', message: added(ids.length, 'coordinator', group) });
            onDone();
          },
        })
      }
    />
  );
}
