import type { Command } from 'commander';
import { printJson, printStatus } from '../../output.js';
import type { GlobalOptions } from '../../session.js';
import { parseId } from '../shared/ids.js';
import { parseVerb } from '../shared/parse.js';
import { loadSdk } from '../shared/sdk.js';
import { withSignedInClient } from '../shared/signed-in.js';
import { validateInput } from '../shared/validate.js';
import { defineVerb, stringValue } from '../shared/verb.js';
import { type BodySource, bodySource, readBodyHtml } from './shared/body.js';
import { MESSAGES_LIST, peopleText } from './shared/message-rows.js';

export interface MessagesReplyOptions {
  globals: GlobalOptions;
  id: number;
  subject?: string;
  source: BodySource;
}

const FLAGS = { subject: '--subject', content: '--body' };

export const messagesReply = defineVerb<MessagesReplyOptions>({
  path: ['messages', 'reply'],
  summary: "Reply to a message: to its sender, or from its sender to everyone it went to ('Re: ...')",
  examples: [
    'campus messages reply 12 --body Thanks',
    '# The text from a file, or on stdin',
    'campus messages reply 12 --body-file answer.txt',
    'echo "Yes." | campus messages reply 12',
  ],
  configure(command: Command) {
    command
      .argument('<id>', `the message id (from \`${MESSAGES_LIST}\`)`)
      .option('--body <text>', 'the text')
      .option('--body-file <file>', 'the text from a file (- reads stdin); without either, stdin is read')
      .option('--subject <subject>', "the subject (default: 'Re: ' and the message's)");
  },
  options: ({ args, values, globals }) => ({
    globals,
    id: parseId(args[0], 'message', MESSAGES_LIST),
    subject: stringValue(values, 'subject'),
    source: bodySource(stringValue(values, 'body'), stringValue(values, 'bodyFile')),
  }),
  async run(options, ctx) {
    const { ReplyInputSchema } = await loadSdk();
    const content = await readBodyHtml(options.source, ctx);
    const input = validateInput(ReplyInputSchema, { content, subject: options.subject }, FLAGS);
    const reply = await withSignedInClient(options.globals, ctx, (client) =>
      client.messages.reply(options.id, input),
    );
    if (options.globals.json) await printJson(ctx.io, reply, options.globals);
    printStatus(
      ctx.io,
      `Replied to message ${options.id}: sent message ${reply.id} "${reply.subject}" to ${peopleText(reply.recipients, reply.recipient_count)}.`,
    );
    return undefined;
  },
});

export const parse = (argv: readonly string[]) => parseVerb(messagesReply, argv);
