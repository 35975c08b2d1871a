import { EVENT_MESSAGES, type Rsvp, RsvpCreateSchema, type RsvpResponse } from '@campus/sdk';
import { Button, Group, Modal, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { ErrorAlert } from '../../../components/error-alert';
import { NoteField } from '../../../components/note-field';
import { formLevelError, schemaValidate, serverFieldErrors } from '../../../lib/form';
import { useFocusFirstError } from '../../../lib/use-focus-first-error';
import { useCreateRsvp, useUpdateRsvp } from '../api/rsvps';
import { LabelledChoice, RsvpQuantityField } from './rsvp-fields';

interface RegistrationValues {
  response: RsvpResponse;
  quantity: number | string;
  notes: string;
}

const FIELDS = ['response', 'quantity', 'notes'];

/** What the page says once the RSVP is saved (the status panel shows the details). */
export function registrationSavedMessage(saved: Pick<Rsvp, 'status'>, updated: boolean): string {
  if (updated) return 'Registration updated';
  return saved.status === 'pending' ? 'Registration sent: it waits for approval' : 'You are registered';
}

const RESPONSES: { value: RsvpResponse; label: string }[] = [
  { value: 'yes', label: 'Yes' },
  { value: 'maybe', label: 'Maybe' },
  { value: 'no', label: 'No' },
];

interface RegistrationModalProps {
  opened: boolean;
  eventId: number;
  /** The RSVP to update; none registers. */
  rsvp: Rsvp | null;
  onClose: () => void;
  /** After the closing transition: the page can place focus when the button that opened it is gone. */
  onClosed?: () => void;
}

/** Register for Event and Update Registration (spec section 2 "Modals", section 5 RSVP). */
export function RegistrationModal({ opened, eventId, rsvp, onClose, onClosed }: RegistrationModalProps) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      onExitTransitionEnd={onClosed}
      title={rsvp ? 'Update Registration' : 'Register for Event'}
      centered
    >
      {/* Mounted only while open, so every opening starts from the RSVP's values and no error. */}
      {opened && <RegistrationForm eventId={eventId} rsvp={rsvp} onCancel={onClose} onSaved={onClose} />}
    </Modal>
  );
}

function RegistrationForm({
  eventId,
  rsvp,
  onCancel,
  onSaved,
}: {
  eventId: number;
  rsvp: Rsvp | null;
  onCancel: () => void;
  onSaved: () => void;
}) {
  const create = useCreateRsvp(eventId);
  const update = useUpdateRsvp(rsvp?.id ?? 0);
  const mutation = rsvp ? update : create;
  const fallback = rsvp ? EVENT_MESSAGES.updateRegistrationFailed : EVENT_MESSAGES.registerFailed;
  const form = useForm<RegistrationValues>({
    initialValues: {
      response: rsvp?.response ?? 'yes',
      quantity: rsvp?.quantity ?? 1,
      notes: rsvp?.notes ?? '',
    },
    validate: schemaValidate(RsvpCreateSchema),
  });
  const { formRef, focusFirstError } = useFocusFirstError();

  const submit = form.onSubmit((values) => {
    const input = RsvpCreateSchema.parse(values);
    const options = {
      onSuccess: (saved: Rsvp) => {
        notifications.show({ color: 'green', message: registrationSavedMessage(saved, rsvp !== null) });
        onSaved();
      },
      onError: (error: Error) => {
        form.setErrors(serverFieldErrors(error));
        focusFirstError();
      },
    };
    if (rsvp) {
      update.mutate({ response: input.response, quantity: input.quantity, notes: input.notes }, options);
    } else {
      create.mutate(input, options);
    }
  }, focusFirstError);
  const alert = mutation.isError ? formLevelError(mutation.error, FIELDS, fallback) : null;

  return (
    <form ref={formRef} onSubmit={submit} noValidate>
      <Stack>
        <ErrorAlert>{alert}</ErrorAlert>
        <LabelledChoice label="Response" data={RESPONSES} {...form.getInputProps('response')} />
        <RsvpQuantityField {...form.getInputProps('quantity')} />
        <NoteField
          label="Note"
          placeholder="Anything the organizers should know (optional)"
          {...form.getInputProps('notes')}
          value={form.values.notes}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel} disabled={mutation.isPending}>
            Cancel
          </Button>
          <Button type="submit" loading={mutation.isPending}>
            {rsvp ? 'Update Registration' : 'Register'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
