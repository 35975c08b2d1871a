import { DASHBOARD_MESSAGES, type Group } from '@campus/sdk';
import { Modal } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useAddCoordinators } from '../api/add-coordinators';
import { useAvailableCoordinators } from '../api/get-available-coordinators';
import { CandidatePickForm } from './candidate-pick-form';

interface ManageCoordinatorsModalProps {
  group: Group | null;
  opened: boolean;
  onClose: () => void;
}

/** Manage Coordinators: pick who else coordinates the group ('Assign Coordinators' needs a selection). */
export function ManageCoordinatorsModal({ group, opened, onClose }: ManageCoordinatorsModalProps) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={group ? `Manage Coordinators of ${group.name}` : 'Manage Coordinators'}
      size="lg"
      centered
    >
      {opened && group && <AssignCoordinatorsForm group={group} onDone={onClose} />}
    </Modal>
  );
}

function AssignCoordinatorsForm({ group, onDone }: { group: Group; onDone: () => void }) {
  const available = useAvailableCoordinators(group.id);
  const assign = useAddCoordinators(group.id);
  return (
    <CandidatePickForm
      candidates={available}
      loadingLabel="Loading available coordinators"
      loadFailed={DASHBOARD_MESSAGES.loadAvailableCoordinatorsFailed}
      label="Coordinators to assign"
      emptyMessage="No one else can be made a coordinator of this group."
      submission={assign}
      submitFailed={DASHBOARD_MESSAGES.assignCoordinatorsFailed}
      submitLabel="Assign Coordinators"
      onCancel={onDone}
      onSubmit={(ids) =>
        assign.mutate(ids, {
          onSuccess: () => {
            notifications.show({ color: 'green', message: 'Coordinators assigned' });
            onDone();
          },
        })
      }
    />
  );
}
