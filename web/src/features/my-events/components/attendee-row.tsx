import {
  formatMoney,
  formatRsvpTickets,
  NOTES_MAX_LENGTH,
  RSVP_PAYMENT_TYPES,
  RSVP_STATUSES,
  type Rsvp,
  type RsvpPaymentType,
  type RsvpStatus,
} from '@campus/sdk';
import { Button, Group, NativeSelect, NumberInput, Stack, Table, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { RsvpCheckinCell } from '../../checkin/components/rsvp-checkin-cell';
import { PAYMENT_TYPE_LABELS, personName, RESPONSE_LABELS } from './messages';

const STATUS_LABELS = { approved: 'Approved', pending: 'Pending', denied: 'Denied' } as const;
const RESPONSES = ['yes', 'maybe', 'no'] as const;
type Response = (typeof RESPONSES)[number];

export interface AttendeeRowActions {
  setStatus: (rsvp: Rsvp, status: RsvpStatus) => void;
  setResponse: (rsvp: Rsvp, response: Response, quantity: number) => void;
  setPaymentType: (rsvp: Rsvp, paymentType: RsvpPaymentType) => void;
  setOwnerNotes: (rsvp: Rsvp, notes: string) => void;
  setPaidAmount: (rsvp: Rsvp, amount: number | null) => void;
  remove: (rsvp: Rsvp) => void;
}

function attendeeName(rsvp: Rsvp): string {
  return rsvp.user ? personName(rsvp.user) : `User ${rsvp.user_id}`;
}

/** Seats, saved when the field is left (or Enter) with a whole number from 1 to 10. */
function QuantityField({ rsvp, name, actions }: { rsvp: Rsvp; name: string; actions: AttendeeRowActions }) {
  const [value, setValue] = useState<string | number>(rsvp.quantity);
  const commit = () => {
    const quantity = Number(value);
    if (!Number.isInteger(quantity) || quantity < 1 || quantity > 10) {
      setValue(rsvp.quantity);
      return;
    }
    if (quantity !== rsvp.quantity) actions.setResponse(rsvp, rsvp.response, quantity);
  };
  return (
    <NumberInput
      aria-label={`Quantity of ${name}`}
      value={value}
      onChange={setValue}
      onBlur={commit}
      onKeyDown={(event) => event.key === 'Enter' && commit()}
      min={1}
      max={10}
      allowDecimal={false}
      clampBehavior="strict"
      size="xs"
      w={72}
    />
  );
}

/** Paid amount in dollars (step 0.01, minimum 0), saved when the field is left; blank clears it. */
function PaidAmountField({ rsvp, name, actions }: { rsvp: Rsvp; name: string; actions: AttendeeRowActions }) {
  const initial = rsvp.paid_amount ?? '';
  const [value, setValue] = useState<string | number>(initial);
  const commit = () => {
    const amount = value === '' ? null : Number(value);
    if (amount !== null && (!Number.isFinite(amount) || amount < 0)) {
      setValue(initial);
      return;
    }
    if (amount !== (rsvp.paid_amount ?? null)) actions.setPaidAmount(rsvp, amount);
  };
  return (
    <NumberInput
      aria-label={`Paid amount of ${name}`}
      value={value}
      onChange={setValue}
      onBlur={commit}
      onKeyDown={(event) => event.key === 'Enter' && commit()}
      min={0}
      step={0.01}
      decimalScale={2}
      prefix="$"
      placeholder="$0.00"
      size="xs"
      w={110}
    />
  );
}

/** Owner notes (up to 500 characters, with a counter), saved when the field is left. */
function OwnerNotesField({ rsvp, name, actions }: { rsvp: Rsvp; name: string; actions: AttendeeRowActions }) {
  const [value, setValue] = useState(rsvp.owner_notes ?? '');
  return (
    <Stack gap={2}>
      <Textarea
        aria-label={`Owner notes of ${name}`}
        value={value}
        onChange={(event) => setValue(event.currentTarget.value.slice(0, NOTES_MAX_LENGTH))}
        onBlur={() => {
          if (value !== (rsvp.owner_notes ?? '')) actions.setOwnerNotes(rsvp, value);
        }}
        maxLength={NOTES_MAX_LENGTH}
        rows={2}
        size="xs"
        w={200}
      />
      <Text size="xs" c="dimmed" aria-live="polite">
        {value.length}/{NOTES_MAX_LENGTH}
      </Text>
    </Stack>
  );
}

/** One RSVP of the attendees table: who, status, response and seats, money and the owner's fields. */
export function AttendeeRow({ rsvp, actions }: { rsvp: Rsvp; actions: AttendeeRowActions }) {
  const name = attendeeName(rsvp);
  return (
    <Table.Tr>
      <Table.Td>
        <Text fw={500} size="sm">
          {name}
        </Text>
        {rsvp.user && (
          <Text size="xs" c="dimmed">
            {rsvp.user.username}
          </Text>
        )}
        {rsvp.notes && (
          <Text size="xs" c="dimmed" lineClamp={2} title={rsvp.notes} maw={200}>
            Note: {rsvp.notes}
          </Text>
        )}
      </Table.Td>
      <Table.Td>
        <NativeSelect
          aria-label={`Status of ${name}`}
          value={rsvp.status}
          onChange={(event) => actions.setStatus(rsvp, event.currentTarget.value as RsvpStatus)}
          data={RSVP_STATUSES.map((status) => ({ value: status, label: STATUS_LABELS[status] }))}
          size="xs"
          w={110}
        />
      </Table.Td>
      <Table.Td>
        <RsvpCheckinCell eventId={rsvp.event_id} rsvp={rsvp} name={name} />
      </Table.Td>
      <Table.Td>
        <Group gap={6} wrap="nowrap">
          <NativeSelect
            aria-label={`Response of ${name}`}
            value={rsvp.response}
            onChange={(event) =>
              actions.setResponse(rsvp, event.currentTarget.value as Response, rsvp.quantity)
            }
            data={RESPONSES.map((response) => ({ value: response, label: RESPONSE_LABELS[response] }))}
            size="xs"
            w={84}
          />
          <QuantityField key={rsvp.quantity} rsvp={rsvp} name={name} actions={actions} />
        </Group>
      </Table.Td>
      <Table.Td>
        <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
          {formatMoney(rsvp.total_amount_owed)}
        </Text>
        {rsvp.tickets.length > 0 && (
          <Text size="xs" c="dimmed">
            {formatRsvpTickets(rsvp.tickets)}
          </Text>
        )}
      </Table.Td>
      <Table.Td>
        <NativeSelect
          aria-label={`Payment type of ${name}`}
          value={rsvp.payment_type ?? 'none'}
          onChange={(event) => actions.setPaymentType(rsvp, event.currentTarget.value as RsvpPaymentType)}
          data={RSVP_PAYMENT_TYPES.map((type) => ({ value: type, label: PAYMENT_TYPE_LABELS[type] }))}
          size="xs"
          w={120}
        />
      </Table.Td>
      <Table.Td>
        <PaidAmountField key={rsvp.paid_amount ?? ''} rsvp={rsvp} name={name} actions={actions} />
      </Table.Td>
      <Table.Td>
        <OwnerNotesField key={rsvp.owner_notes ?? ''} rsvp={rsvp} name={name} actions={actions} />
      </Table.Td>
      <Table.Td>
        <Button
          size="xs"
          variant="light"
          color="red"
          onClick={() => actions.remove(rsvp)}
          aria-label={`Delete RSVP of ${name}`}
        >
          Delete
        </Button>
      </Table.Td>
    </Table.Tr>
  );
}
