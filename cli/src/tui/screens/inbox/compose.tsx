import {
  COURSE_MESSAGES,
  type DirectMessageInput,
  DirectMessageInputSchema,
  fieldErrorsFrom,
  type ReplyInput,
  ReplyInputSchema,
  replySubject,
} from '@campus/sdk';
import { plainTextHtml } from '../../../commands/shared/text-html.js';
import { Form, type FormField, type FormValues } from '../../components/form.js';
import type { Route } from '../../shell/routes.js';
import { Screen } from '../../shell/screen.js';
import { useNavigation, useServices } from '../../shell/services.js';

const COMPOSE_FIELDS: readonly FormField[] = [
  { name: 'to', label: 'To', kind: 'text', hint: 'A username (someone you may write to).' },
  { name: 'subject', label: 'Subject', kind: 'text' },
  { name: 'content', label: 'Message', kind: 'text', hint: 'Plain text; it is sent as a paragraph.' },
];

const REPLY_FIELDS: readonly FormField[] = [
  { name: 'subject', label: 'Subject', kind: 'text' },
  { name: 'content', label: 'Message', kind: 'text' },
];

const text = (values: FormValues, name: string) => String(values[name] ?? '').trim();

/** Compose a direct message, or reply to one (the reply goes to the sender, or to everyone for the sender). */
export function ComposeScreen({ route }: { route: Extract<Route, { name: 'compose' }> }) {
  const { client } = useServices();
  const navigation = useNavigation();
  const reply = route.replyTo;

  const submit = async (values: FormValues) => {
    const content = text(values, 'content') ? plainTextHtml(text(values, 'content')) : '';
    if (reply) {
      const input: ReplyInput = { subject: text(values, 'subject'), content };
      const checked = ReplyInputSchema.safeParse(input);
      if (!checked.success) return fieldErrorsFrom(checked.error);
      await client.messages.reply(reply.id, input);
      navigation.notify(`Replied to ${reply.from}.`);
      navigation.pop();
      return undefined;
    }
    const username = text(values, 'to');
    if (!username) return { to: ['Enter the username of the person to write to'] };
    const matches = await client.messages.recipients(username);
    const recipient = matches.find((user) => user.username.toLowerCase() === username.toLowerCase());
    if (!recipient) return { to: [`No one named ${username} you may write to`] };
    const input: DirectMessageInput = { subject: text(values, 'subject'), content, to_user_id: recipient.id };
    const checked = DirectMessageInputSchema.safeParse(input);
    if (!checked.success) return fieldErrorsFrom(checked.error);
    await client.messages.sendDirect(input);
    navigation.notify(`Sent "${input.subject}" to ${recipient.username}.`);
    navigation.pop();
    return undefined;
  };

  return (
    <Screen
      title={reply ? `Reply to ${reply.from}` : 'New message'}
      keys={[
        ['tab ↓', 'next field'],
        ['enter', 'next field; sends from the last'],
        ['ctrl+s', 'send'],
        ['esc', 'cancel'],
      ]}
    >
      <Form
        fields={reply ? REPLY_FIELDS : COMPOSE_FIELDS}
        initial={
          reply ? { subject: replySubject(reply.subject), content: '' } : { to: '', subject: '', content: '' }
        }
        submit={submit}
        failed={COURSE_MESSAGES.sendMessageFailed}
        onCancel={navigation.pop}
      />
    </Screen>
  );
}
