import { errorMessage, type WaitlistEntry } from '@campus/sdk';
import { Button } from '@mantine/core';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useLeaveWaitlist } from '../api/mutations';
import { entryName, entryParent } from '../lib/entry-parent';

const LEAVE_FAILED = 'Failed to leave the waitlist';

/** Leave waitlist, after a confirmation: the place in line is lost. */
export function LeaveWaitlistButton({ entry }: { entry: WaitlistEntry }) {
  const leave = useLeaveWaitlist(entryParent(entry));
  const [confirming, setConfirming] = useState(false);
  const name = entryName(entry);
  const close = () => {
    if (leave.isPending) return;
    leave.reset();
    setConfirming(false);
  };
  return (
    <>
      <Button
        variant="default"
        color="red"
        onClick={() => setConfirming(true)}
        aria-label={`Leave waitlist for ${name}`}
      >
        Leave waitlist
      </Button>
      <ConfirmDialog
        opened={confirming}
        title="Leave waitlist"
        confirmLabel="Leave waitlist"
        pending={leave.isPending}
        error={leave.isError ? errorMessage(leave.error, LEAVE_FAILED) : null}
        onClose={close}
        onConfirm={() => leave.mutate(undefined, { onSuccess: () => setConfirming(false) })}
      >
        {`Leave the waitlist for ${name}? You lose your place in line.`}
      </ConfirmDialog>
    </>
  );
}
