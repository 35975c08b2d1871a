import type { Message } from '@campus/sdk';
import type { Command } from 'commander';
import type { IOStreams } from '../../io.js';
import { printFields, printJson } from '../../output.js';
import type { GlobalOptions } from '../../session.js';
import { localDateText } from '../shared/dates.js';
import { parseId } from '../shared/ids.js';
import { fieldsOf } from '../shared/json-fields.js';
import { parseVerb } from '../shared/parse.js';
import { withSignedInClient } from '../shared/signed-in.js';
import { defineVerb } from '../shared/verb.js';
import { MESSAGES_LIST, peopleText, senderText } from './shared/message-rows.js';
import { htmlAsText } from './shared/plain-text.js';

export interface MessagesReadOptions {
  globals: GlobalOptions;
  id: number;
}

/** The message as text: its header fields, a blank line, the body. */
export async function printMessage(io: IOStreams, message: Message): Promise<void> {
  printFields(io, [
    ['From', senderText(message)],
    ['To', peopleText(message.recipients, message.recipient_count)],
    ['Course', message.course?.name ?? '-'],
    ['Date', localDateText(message.created_at)],
    ['Subject', message.subject],
  ]);
  io.stdout.write(`\n${await htmlAsText(message.content)}\n`);
}

export const messagesRead = defineVerb<MessagesReadOptions>({
  path: ['messages', 'read'],
  summary: 'Show a message as text (from, to, course, date, subject, body); it becomes read',
  examples: [
    'campus messages read 12',
    '# The message as JSON (the body as stored HTML)',
    'campus messages read 12 --json subject,content',
  ],
  jsonFields: (sdk) => fieldsOf(sdk.MessageSchema),
  configure(command: Command) {
    command.argument('<id>', `the message id (from \`${MESSAGES_LIST}\`)`);
  },
  options: ({ args, globals }) => ({ globals, id: parseId(args[0], 'message', MESSAGES_LIST) }),
  async run(options, ctx) {
    const message = await withSignedInClient(options.globals, ctx, (client) =>
      client.messages.get(options.id),
    );
    if (options.globals.json) await printJson(ctx.io, message, options.globals);
    else await printMessage(ctx.io, message);
    return undefined;
  },
});

export const parse = (argv: readonly string[]) => parseVerb(messagesRead, argv);
