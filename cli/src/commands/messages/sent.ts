import type { Command } from 'commander';
import { fieldsOf } from '../shared/json-fields.js';
import { parseVerb } from '../shared/parse.js';
import { defineVerb } from '../shared/verb.js';
import { configureList, listOptions, type MessageListOptions, runList } from './shared/list.js';

export const messagesSent = defineVerb<MessageListOptions>({
  path: ['messages', 'sent'],
  summary: 'List the messages you sent, newest first, 20 a page, with their recipients',
  examples: [
    'campus messages sent',
    '# Those someone has not opened yet',
    'campus messages sent --unread',
    'campus messages sent --page 2 --json id,subject,recipient_count',
  ],
  jsonFields: (sdk) => fieldsOf(sdk.SentMessageSchema),
  configure(command: Command) {
    configureList(command, 'only the messages someone has not opened yet');
  },
  options: listOptions,
  run: (options, ctx) => runList('sent', options, ctx),
});

export const parse = (argv: readonly string[]) => parseVerb(messagesSent, argv);
