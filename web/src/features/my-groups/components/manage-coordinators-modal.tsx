import { DASHBOARD_MESSAGES, errorMessage, type Group } from '@campus/sdk';
import { Alert, Button, Modal, Group as Row, Skeleton, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useAddCoordinators } from '../api/add-coordinators';
import { useAvailableCoordinators } from '../api/get-available-coordinators';
import { CandidateChecklist } from './candidate-checklist';

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
  const [selected, setSelected] = useState<string[]>([]);

  const submit = () => {
    assign.mutate(selected.map(Number), {
      onSuccess: () => {
        notifications.show({ color: 'green', message: 'Coordinators assigned' });
        onDone();
      },
    });
  };

  return (
    <Stack>
      {available.isPending ? (
        <Stack gap="sm" role="status" aria-label="Loading available coordinators">
          <Skeleton height={36} />
          <Skeleton height={36} />
          <Skeleton height={36} />
        </Stack>
      ) : available.isError ? (
        <Alert color="red" variant="light" role="alert">
          {errorMessage(available.error, DASHBOARD_MESSAGES.loadAvailableCoordinatorsFailed)}
        </Alert>
      ) : (
        <CandidateChecklist
          label="Coordinators to assign"
          candidates={available.data}
          selected={selected}
          onChange={setSelected}
          emptyMessage="No one else can be made a coordinator of this group."
        />
      )}
      {assign.isError && (
        <Alert color="red" variant="light" role="alert">
          {errorMessage(assign.error, DASHBOARD_MESSAGES.assignCoordinatorsFailed)}
        </Alert>
      )}
      <Row justify="flex-end">
        <Button variant="default" onClick={onDone} disabled={assign.isPending}>
          Cancel
        </Button>
        <Button onClick={submit} disabled={selected.length === 0} loading={assign.isPending}>
          Assign Coordinators
        </Button>
      </Row>
    </Stack>
  );
}
