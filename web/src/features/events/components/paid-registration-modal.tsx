import {
  EVENT_MESSAGES,
  formatMoney,
  PAYMENT_TYPE_LABELS,
  PAYMENT_TYPES,
  type PaymentType,
  RsvpCreateSchema,
} from '@campus/sdk';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { ErrorAlert } from '../../../components/error-alert';
import { NoteField } from '../../../components/note-field';
import { formLevelError, schemaValidate, serverFieldErrors } from '../../../lib/form';
import { useFocusFirstError } from '../../../lib/use-focus-first-error';
import { useCreateRsvp } from '../api/rsvps';
import { lineTotal } from '../lib/ticket-availability';
import { LabelledChoice, RsvpQuantityField } from './rsvp-fields';

interface PaidRegistrationValues {
  response: 'yes';
  payment_type: PaymentType;
  quantity: number | string;
  notes: string;
}

const FIELDS = ['payment_type', 'quantity', 'notes'];
const PAYMENT_CHOICES = PAYMENT_TYPES.map((value) => ({ value, label: PAYMENT_TYPE_LABELS[value] }));

interface PaidRegistrationModalProps {
  opened: boolean;
  eventId: number;
  /** The price of one seat: the event's first active ticket type. */
  unitPrice: number;
  onClose: () => void;
  /** After the closing transition: the page can place focus when the button that opened it is gone. */
  onClosed?: () => void;
}

/** Register for Paid Event (spec section 2 "Modals"): a self RSVP with a payment type, paid to the owners. */
export function PaidRegistrationModal({
  opened,
  eventId,
  unitPrice,
  onClose,
  onClosed,
}: PaidRegistrationModalProps) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      onExitTransitionEnd={onClosed}
      title="Register for Paid Event"
      centered
    >
      {/* Mounted only while open, so every opening starts from the defaults and no error. */}
      {opened && (
        <PaidRegistrationForm eventId={eventId} unitPrice={unitPrice} onCancel={onClose} onSaved={onClose} />
      )}
    </Modal>
  );
}

function PaidRegistrationForm({
  eventId,
  unitPrice,
  onCancel,
  onSaved,
}: {
  eventId: number;
  unitPrice: number;
  onCancel: () => void;
  onSaved: () => void;
}) {
  const create = useCreateRsvp(eventId);
  const form = useForm<PaidRegistrationValues>({
    initialValues: { response: 'yes', payment_type: 'credit_card', quantity: 1, notes: '' },
    validate: schemaValidate(RsvpCreateSchema),
  });
  const { formRef, focusFirstError } = useFocusFirstError();

  const submit = form.onSubmit((values) => {
    create.mutate(RsvpCreateSchema.parse(values), {
      onSuccess: onSaved,
      onError: (error) => {
        form.setErrors(serverFieldErrors(error));
        focusFirstError();
      },
    });
  }, focusFirstError);
  const alert = create.isError ? formLevelError(create.error, FIELDS, EVENT_MESSAGES.registerFailed) : null;
  const quantity = typeof form.values.quantity === 'number' ? form.values.quantity : 0;

  return (
    <form ref={formRef} onSubmit={submit} noValidate>
      <Stack>
        <ErrorAlert>{alert}</ErrorAlert>
        <LabelledChoice label="Payment Type" data={PAYMENT_CHOICES} {...form.getInputProps('payment_type')} />
        <RsvpQuantityField {...form.getInputProps('quantity')} />
        <Group justify="space-between" gap="xs">
          <Text c="dimmed">
            {quantity} × {formatMoney(unitPrice)}
          </Text>
          <Text fw={700} size="lg" aria-live="polite">
            Total: {formatMoney(lineTotal(unitPrice, quantity))}
          </Text>
        </Group>
        <NoteField
          label="Note"
          placeholder="Anything the organizers should know (optional)"
          {...form.getInputProps('notes')}
          value={form.values.notes}
        />
        <Text size="sm" c="dimmed">
          The organizers confirm your registration once they have your payment.
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel} disabled={create.isPending}>
            Cancel
          </Button>
          <Button type="submit" loading={create.isPending}>
            Register
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
