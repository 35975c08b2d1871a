import {
  COURSE_MESSAGES,
  type DirectMessageInput,
  DirectMessageInputSchema,
  errorMessage,
  type MessageRecipient,
  SUBJECT_MAX_LENGTH,
} from '@campus/sdk';
import { Alert, Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { schemaValidate, serverFieldErrors } from '../../../lib/form';
import { useFocusFirstError } from '../../../lib/use-focus-first-error';
import { useSendDirectMessage } from '../api/send-message';
import { personName } from '../lib/people';
import { MESSAGES_TEXT } from '../lib/texts';
import { MessageEditor } from './message-editor';
import { RecipientPicker } from './recipient-picker';

interface ComposeValues {
  to_user_ids: number[];
  subject: string;
  content: string;
}

const EMPTY: ComposeValues = { to_user_ids: [], subject: '', content: '' };
const FIELDS = ['to_user_ids', 'subject', 'content'] as const;

/** The server may name the recipients 'to_user_id' or 'to_user_ids.3': both belong under To. */
function composeFieldErrors(error: unknown): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const [key, message] of Object.entries(serverFieldErrors(error))) {
    const field = key.startsWith('to_user_id') ? 'to_user_ids' : key;
    errors[field] ??= message;
  }
  return errors;
}

/** What a failed send says above the fields: errors of no field here, or the message, or the fallback. */
function composeFailure(fields: Record<string, string>, error: unknown): string | null {
  const keys = Object.keys(fields);
  if (keys.length === 0) return errorMessage(error, COURSE_MESSAGES.sendMessageFailed);
  const elsewhere = keys.filter((key) => !(FIELDS as readonly string[]).includes(key));
  return elsewhere.length > 0 ? elsewhere.map((key) => fields[key]).join(' ') : null;
}

/** Compose (spec section 5): at least one recipient, a subject (at most 255) and rich-text content. */
function ComposeForm({ onClose }: { onClose: () => void }) {
  const send = useSendDirectMessage();
  const [people, setPeople] = useState<MessageRecipient[]>([]);
  const [formError, setFormError] = useState<string | null>(null);
  const { formRef, focusFirstError } = useFocusFirstError();
  const form = useForm<ComposeValues>({
    initialValues: EMPTY,
    validate: schemaValidate(DirectMessageInputSchema),
  });

  const submit = form.onSubmit((values) => {
    setFormError(null);
    const input: DirectMessageInput = { ...values, subject: values.subject.trim() };
    send.mutate(input, {
      onSuccess: () => {
        const to = people.length === 1 && people[0] ? personName(people[0]) : `${people.length} people`;
        notifications.show({ color: 'green', message: `${MESSAGES_TEXT.sent} to ${to}` });
        onClose();
      },
      onError: (error) => {
        const fields = composeFieldErrors(error);
        form.setErrors(fields);
        focusFirstError();
        setFormError(composeFailure(fields, error));
      },
    });
  }, focusFirstError);

  return (
    <form ref={formRef} onSubmit={submit} noValidate aria-label="Compose">
      <Stack gap="md">
        {formError && (
          <Alert color="red" role="alert">
            {formError}
          </Alert>
        )}
        <RecipientPicker
          enabled
          picked={people}
          onChange={(next) => {
            setPeople(next);
            form.setFieldValue(
              'to_user_ids',
              next.map((person) => person.id),
            );
            form.clearFieldError('to_user_ids');
          }}
          error={typeof form.errors.to_user_ids === 'string' ? form.errors.to_user_ids : null}
        />
        <TextInput
          label="Subject"
          required
          maxLength={SUBJECT_MAX_LENGTH}
          {...form.getInputProps('subject')}
        />
        <MessageEditor
          label="Message"
          required
          value={form.values.content}
          onChange={(html) => form.setFieldValue('content', html)}
          error={typeof form.errors.content === 'string' ? form.errors.content : null}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={send.isPending}>
            Cancel
          </Button>
          <Button type="submit" loading={send.isPending}>
            Send
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The Compose modal of /inbox; each opening starts a blank message. */
export function ComposeModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const phone = useMediaQuery('(max-width: 48em)');
  return (
    <Modal opened={opened} onClose={onClose} title="New Message" size="lg" fullScreen={phone} centered>
      {opened && <ComposeForm onClose={onClose} />}
    </Modal>
  );
}
