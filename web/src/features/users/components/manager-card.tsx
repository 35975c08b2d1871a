import { ADMIN_MESSAGES, EMPTY_STATE_MESSAGES, errorMessage, type UserSummary } from '@campus/sdk';
import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useRemoveManager } from '../api/managers';
import { personName } from '../lib/person-name';
import { AssignManagerModal } from './assign-manager-modal';
import { CardSection } from './card-section';
import { EmptyText, PersonLink } from './person-link';

interface ManagerCardProps {
  user: UserSummary;
  manager: UserSummary | null;
  /** can.assign_manager: Assign Manager and Remove. */
  canAssign: boolean;
}

/** 'Manager': whom the user reports to ('No manager'), with Assign Manager and Remove (confirmed). */
export function ManagerCard({ user, manager, canAssign }: ManagerCardProps) {
  const [assigning, setAssigning] = useState(false);
  const [removing, setRemoving] = useState(false);
  const remove = useRemoveManager(user.id);

  const closeRemove = () => {
    setRemoving(false);
    remove.reset();
  };
  const confirmRemove = () =>
    remove.mutate(undefined, {
      onSuccess: () => {
        notifications.show({ color: 'green', message: 'Manager removed' });
        closeRemove();
      },
    });

  return (
    <CardSection
      title="Manager"
      actions={
        canAssign && (
          <>
            <Button size="xs" variant="light" onClick={() => setAssigning(true)}>
              Assign Manager
            </Button>
            {manager && (
              <Button size="xs" variant="light" color="red" onClick={() => setRemoving(true)}>
                Remove
              </Button>
            )}
          </>
        )
      }
    >
      {manager ? (
        <div>
          <PersonLink person={manager} />
        </div>
      ) : (
        <EmptyText>{EMPTY_STATE_MESSAGES.noManager}</EmptyText>
      )}
      {canAssign && (
        <>
          <AssignManagerModal opened={assigning} user={user} onClose={() => setAssigning(false)} />
          <ConfirmDialog
            opened={removing}
            title="Remove manager"
            confirmLabel="Remove"
            pending={remove.isPending}
            error={remove.isError ? errorMessage(remove.error, ADMIN_MESSAGES.removeManagerFailed) : null}
            onConfirm={confirmRemove}
            onClose={closeRemove}
          >
            {manager
              ? `Remove ${personName(manager)} as ${personName(user)}'s manager?`
              : `Remove ${personName(user)}'s manager?`}
          </ConfirmDialog>
        </>
      )}
    </CardSection>
  );
}
