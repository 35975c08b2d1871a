import type { Command } from 'commander';
import { fieldsOf } from '../shared/json-fields.js';
import { parseVerb } from '../shared/parse.js';
import { defineVerb } from '../shared/verb.js';
import { configureList, listOptions, type MessageListOptions, runList } from './shared/list.js';

export const messagesInbox = defineVerb<MessageListOptions>({
  path: ['messages', 'inbox'],
  summary: 'List the messages you received, newest first, 20 a page (unread ones marked new)',
  examples: [
    'campus messages inbox',
    '# Only the unread ones, as JSON',
    'campus messages inbox --unread --json id,subject,from_user',
    'campus messages inbox --page 2',
  ],
  jsonFields: (sdk) => fieldsOf(sdk.MessageSchema),
  configure(command: Command) {
    configureList(command, 'only the messages you have not opened');
  },
  options: listOptions,
  run: (options, ctx) => runList('inbox', options, ctx),
});

export const parse = (argv: readonly string[]) => parseVerb(messagesInbox, argv);
