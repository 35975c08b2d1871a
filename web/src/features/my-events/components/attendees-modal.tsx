import { type CampusEvent, EVENT_MESSAGES, errorMessage, type Rsvp } from '@campus/sdk';
import { Divider, Modal, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { ActionsHeader, DataTable } from '../../../components/data-table';
import { ErrorAlert } from '../../../components/error-alert';
import { EventCheckinPanel } from '../../checkin/components/event-checkin-panel';
import { StaffWaitlist } from '../../waitlist';
import {
  useRemoveAttendee,
  useSetAttendeeOwnerFields,
  useSetAttendeeResponse,
  useSetAttendeeStatus,
} from '../api/mutations';
import { useAttendeeReport } from '../api/queries';
import { AddAttendeesPanel } from './add-attendees-panel';
import { AttendeeRow, type AttendeeRowActions } from './attendee-row';
import { AttendeeStatisticsPanel, FinancialSummaryPanel } from './attendee-summary';
import { personName } from './messages';

interface AttendeesModalProps {
  event: CampusEvent | null;
  onClose: () => void;
}

/** The event attendees modal: statistics, financial summary, the RSVP table and Add New Attendees. */
export function AttendeesModal({ event, onClose }: AttendeesModalProps) {
  const phone = useMediaQuery('(max-width: 48em)');
  return (
    <Modal
      opened={event !== null}
      onClose={onClose}
      title={event ? `Attendees: ${event.title}` : 'Attendees'}
      size="80rem"
      fullScreen={phone}
      centered
    >
      {event && <AttendeesBody key={event.id} eventId={event.id} />}
    </Modal>
  );
}

function useRowActions(
  eventId: number,
  onFailure: (message: string | null) => void,
  onRemove: (rsvp: Rsvp) => void,
) {
  const status = useSetAttendeeStatus(eventId);
  const response = useSetAttendeeResponse(eventId);
  const ownerFields = useSetAttendeeOwnerFields(eventId);
  const fail = (fallback: string) => ({
    onSuccess: () => onFailure(null),
    onError: (error: Error) => onFailure(errorMessage(error, fallback)),
  });
  const actions: AttendeeRowActions = {
    setStatus: (rsvp, next) =>
      status.mutate({ rsvpId: rsvp.id, status: next }, fail(EVENT_MESSAGES.updateRsvpStatusFailed)),
    setResponse: (rsvp, next, quantity) =>
      response.mutate(
        { rsvpId: rsvp.id, input: { response: next, quantity } },
        fail(EVENT_MESSAGES.updateRsvpResponseFailed),
      ),
    setPaymentType: (rsvp, paymentType) =>
      ownerFields.mutate(
        { rsvpId: rsvp.id, input: { payment_type: paymentType } },
        fail(EVENT_MESSAGES.updatePaymentTypeFailed),
      ),
    setOwnerNotes: (rsvp, notes) =>
      ownerFields.mutate(
        { rsvpId: rsvp.id, input: { owner_notes: notes } },
        fail(EVENT_MESSAGES.updateOwnerNotesFailed),
      ),
    setPaidAmount: (rsvp, amount) =>
      ownerFields.mutate(
        { rsvpId: rsvp.id, input: { paid_amount: amount } },
        fail(EVENT_MESSAGES.updatePaidAmountFailed),
      ),
    remove: onRemove,
  };
  return actions;
}

function AttendeesBody({ eventId }: { eventId: number }) {
  const report = useAttendeeReport(eventId);
  const [failure, setFailure] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<Rsvp | null>(null);
  const remove = useRemoveAttendee(eventId);
  const actions = useRowActions(eventId, setFailure, setDeleting);

  if (report.isPending) {
    return (
      <Stack gap="sm" role="status" aria-label="Loading attendees">
        <Skeleton height={72} />
        <Skeleton height={72} />
        <Skeleton height={160} />
      </Stack>
    );
  }
  if (report.isError) return <ErrorAlert>{EVENT_MESSAGES.loadAttendeesFailed}</ErrorAlert>;

  const { rsvps, statistics, financial_summary } = report.data;
  const registeredIds = new Set(rsvps.map((rsvp) => rsvp.user_id));
  const closeDelete = () => {
    remove.reset();
    setDeleting(null);
  };
  const deletingName = deleting?.user ? personName(deleting.user) : 'this attendee';

  return (
    <Stack gap="lg">
      <EventCheckinPanel eventId={eventId} />
      <AttendeeStatisticsPanel statistics={statistics} />
      <FinancialSummaryPanel summary={financial_summary} />
      <Stack gap="xs" component="section" aria-labelledby="rsvps-heading">
        <Title order={3} size="h4" id="rsvps-heading">
          RSVPs
        </Title>
        <ErrorAlert>{failure}</ErrorAlert>
        {rsvps.length === 0 ? (
          <Text c="dimmed">No one has registered for this event yet.</Text>
        ) : (
          <DataTable
            minWidth={1180}
            verticalSpacing="xs"
            striped
            aria-labelledby="rsvps-heading"
            head={
              <>
                <Table.Th>User</Table.Th>
                <Table.Th>Status</Table.Th>
                <Table.Th>Checked In</Table.Th>
                <Table.Th>Response / Quantity</Table.Th>
                <Table.Th>Owed</Table.Th>
                <Table.Th>Payment Type</Table.Th>
                <Table.Th>Paid Amount</Table.Th>
                <Table.Th>Owner Notes</Table.Th>
                <ActionsHeader />
              </>
            }
          >
            {rsvps.map((rsvp) => (
              <AttendeeRow key={rsvp.id} rsvp={rsvp} actions={actions} />
            ))}
          </DataTable>
        )}
      </Stack>
      <StaffWaitlist parent={{ kind: 'event', id: eventId }} />
      <Divider />
      <AddAttendeesPanel eventId={eventId} registeredIds={registeredIds} />
      <ConfirmDialog
        opened={deleting !== null}
        title="Delete RSVP"
        confirmLabel="Delete RSVP"
        pending={remove.isPending}
        error={remove.isError ? errorMessage(remove.error, EVENT_MESSAGES.deleteRsvpFailed) : null}
        onClose={closeDelete}
        onConfirm={() => {
          if (deleting) remove.mutate(deleting.id, { onSuccess: closeDelete });
        }}
      >
        {`Delete the RSVP of ${deletingName}? This action cannot be undone.`}
      </ConfirmDialog>
    </Stack>
  );
}
