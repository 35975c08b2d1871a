import { COURSE_MESSAGES, type Message, ReplyInputSchema, replySubject } from '@campus/sdk';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { formLevelError, schemaValidate, serverFieldErrors } from '../../../lib/form';
import { useFocusFirstError } from '../../../lib/use-focus-first-error';
import { useReplyToMessage } from '../api/send-message';
import { recipientsText, senderName } from '../lib/people';
import { MESSAGES_TEXT } from '../lib/texts';
import { MessageEditor } from './message-editor';

const FIELDS = ['content', 'subject'] as const;

interface ReplyFormProps {
  message: Message;
  onCancel: () => void;
  onSent: () => void;
}

/**
 * Reply (spec section 5: the text may not be empty). The subject is 'Re: ...' (sdk replySubject); a
 * recipient's reply goes to the sender, the sender's to everyone the message went to.
 */
export function ReplyForm({ message, onCancel, onSent }: ReplyFormProps) {
  const reply = useReplyToMessage(message.id);
  const form = useForm({ initialValues: { content: '' }, validate: schemaValidate(ReplyInputSchema) });
  const { formRef, focusFirstError } = useFocusFirstError();
  const [formError, setFormError] = useState<string | null>(null);
  const subject = replySubject(message.subject);
  const to = message.is_sender ? recipientsText(message) : senderName(message);

  const submit = form.onSubmit((values) => {
    setFormError(null);
    reply.mutate(
      { content: values.content, subject },
      {
        onSuccess: () => {
          notifications.show({ color: 'green', message: `${MESSAGES_TEXT.replySent} to ${to}` });
          onSent();
        },
        onError: (error) => {
          form.setErrors(serverFieldErrors(error));
          focusFirstError();
          setFormError(formLevelError(error, FIELDS, COURSE_MESSAGES.sendMessageFailed));
        },
      },
    );
  }, focusFirstError);

  return (
    <form ref={formRef} onSubmit={submit} noValidate aria-label="Reply">
      <Stack gap="sm">
        {formError && (
          <Alert color="red" role="alert">
            {formError}
          </Alert>
        )}
        <Text size="sm">
          <Text span c="dimmed">
            To:{' '}
          </Text>
          {to}
        </Text>
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          <Text span c="dimmed">
            Subject:{' '}
          </Text>
          {subject}
        </Text>
        <MessageEditor
          label="Reply"
          required
          autoFocus
          value={form.values.content}
          onChange={(html) => form.setFieldValue('content', html)}
          error={typeof form.errors.content === 'string' ? form.errors.content : null}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={reply.isPending}>
            Cancel
          </Button>
          <Button type="submit" loading={reply.isPending}>
            Send Reply
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
