import type { Command } from 'commander';
import { UsageError } from '../../errors.js';
import { printJson, printStatus } from '../../output.js';
import type { GlobalOptions } from '../../session.js';
import { parseVerb } from '../shared/parse.js';
import { loadSdk } from '../shared/sdk.js';
import { withSignedInClient } from '../shared/signed-in.js';
import { type UserRef, userRef } from '../shared/users.js';
import { validateInput } from '../shared/validate.js';
import { defineVerb, stringValue } from '../shared/verb.js';
import { type BodySource, bodySource, readBodyHtml } from './shared/body.js';
import { peopleText } from './shared/message-rows.js';
import { recipientIds } from './shared/recipients.js';

export interface MessagesSendOptions {
  globals: GlobalOptions;
  to: UserRef[];
  subject: string;
  source: BodySource;
}

const FLAGS = { subject: '--subject', content: '--body', to_user_ids: '--to' };

export const messagesSend = defineVerb<MessagesSendOptions>({
  path: ['messages', 'send'],
  summary: 'Send a message to one or more people (by username or id); the text is plain text',
  examples: [
    'campus messages send --to teacher --subject Monday --body Late',
    '# Several people, the text from a file (blank lines make paragraphs)',
    'campus messages send --to emma.wilson,liam.nguyen --to 42 --subject Lab --body-file note.txt',
    '# The text on stdin',
    'echo "See you there." | campus messages send --to student --subject Trip',
  ],
  configure(command: Command) {
    command
      .requiredOption(
        '--to <users>',
        'who receives it: usernames or ids, comma-separated or repeated',
        (value: string, previous: string[] = []) => [...previous, value],
      )
      .requiredOption('--subject <subject>', 'the subject (at most 255 characters)')
      .option('--body <text>', 'the text')
      .option('--body-file <file>', 'the text from a file (- reads stdin); without either, stdin is read');
  },
  options({ values, globals }) {
    const texts = (Array.isArray(values.to) ? values.to.map(String) : [])
      .flatMap((value) => value.split(','))
      .map((text) => text.trim());
    if (texts.length === 0 || texts.some((text) => text === '')) {
      throw new UsageError('--to needs usernames or ids (no blanks).');
    }
    return {
      globals,
      to: texts.map(userRef),
      subject: stringValue(values, 'subject') ?? '',
      source: bodySource(stringValue(values, 'body'), stringValue(values, 'bodyFile')),
    };
  },
  async run(options, ctx) {
    const { CourseMessageInputSchema, DirectMessageInputSchema } = await loadSdk();
    const content = await readBodyHtml(options.source, ctx);
    // Subject and text are checked before any call (the course message's rules are the same).
    validateInput(CourseMessageInputSchema, { subject: options.subject, content }, FLAGS);
    const message = await withSignedInClient(options.globals, ctx, async (client) => {
      const ids = await recipientIds(client, options.to);
      const input = validateInput(
        DirectMessageInputSchema,
        { subject: options.subject, content, to_user_ids: ids },
        FLAGS,
      );
      return client.messages.sendDirect(input);
    });
    if (options.globals.json) await printJson(ctx.io, message, options.globals);
    printStatus(
      ctx.io,
      `Sent message ${message.id} "${message.subject}" to ${peopleText(message.recipients, message.recipient_count)}.`,
    );
    return undefined;
  },
});

export const parse = (argv: readonly string[]) => parseVerb(messagesSend, argv);
