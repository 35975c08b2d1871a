import { errorMessage, type WaitlistEntry } from '@campus/sdk';
import { Button, Group, Stack } from '@mantine/core';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { ErrorAlert } from '../../../components/error-alert';
import { useClaimOffer, useDeclineOffer } from '../api/mutations';
import { entryName } from '../lib/entry-parent';

const CLAIM_FAILED = 'Failed to claim the place';
const DECLINE_FAILED = 'Failed to decline the offer';

/**
 * Claim and Decline on an open offer. A free place becomes an RSVP or an enrollment at once; a paid
 * ticket goes to the cart, held until the offer ends, and the cart opens so it can be checked out.
 * Declining asks first: the place passes to the next in line.
 */
export function OfferActions({ entry }: { entry: WaitlistEntry }) {
  const claim = useClaimOffer();
  const decline = useDeclineOffer();
  const [declining, setDeclining] = useState(false);
  const name = entryName(entry);
  const paid = entry.target === 'ticket_type';

  const onClaim = () => {
    decline.reset();
    claim.mutate(entry.id);
  };
  const closeDecline = () => {
    if (decline.isPending) return;
    decline.reset();
    setDeclining(false);
  };

  return (
    <Stack gap="xs">
      <Group gap="sm" wrap="wrap">
        <Button
          onClick={onClaim}
          loading={claim.isPending}
          disabled={decline.isPending}
          aria-label={`${paid ? 'Claim ticket' : 'Claim place'} for ${name}`}
        >
          {paid ? 'Claim ticket' : 'Claim place'}
        </Button>
        <Button
          variant="default"
          onClick={() => {
            claim.reset();
            setDeclining(true);
          }}
          disabled={claim.isPending}
          aria-label={`Decline the offer for ${name}`}
        >
          Decline
        </Button>
      </Group>
      <ErrorAlert>{claim.isError ? errorMessage(claim.error, CLAIM_FAILED) : null}</ErrorAlert>
      <ConfirmDialog
        opened={declining}
        title="Decline offer"
        confirmLabel="Decline offer"
        pending={decline.isPending}
        error={decline.isError ? errorMessage(decline.error, DECLINE_FAILED) : null}
        onClose={closeDecline}
        onConfirm={() => decline.mutate(entry.id, { onSuccess: () => setDeclining(false) })}
      >
        {`Decline the place offered for ${name}? It passes to the next in line.`}
      </ConfirmDialog>
    </Stack>
  );
}
