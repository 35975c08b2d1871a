import type { Command } from 'commander';
import { printJson, printStatus } from '../../output.js';
import type { GlobalOptions } from '../../session.js';
import { confirmOrExit } from '../shared/confirm.js';
import { parseId } from '../shared/ids.js';
import { parseVerb } from '../shared/parse.js';
import { withSignedInClient } from '../shared/signed-in.js';
import { booleanValue, defineVerb } from '../shared/verb.js';
import { MESSAGES_LIST } from './shared/message-rows.js';

export interface MessagesDeleteOptions {
  globals: GlobalOptions;
  id: number;
  yes: boolean;
}

export const messagesDelete = defineVerb<MessagesDeleteOptions>({
  path: ['messages', 'delete'],
  summary: 'Delete a message for yourself (the others keep it); asks first on a terminal',
  examples: [
    'campus messages delete 12',
    '# In a script there is nobody to ask: --yes is required',
    'campus messages delete 12 --yes',
  ],
  configure(command: Command) {
    command
      .argument('<id>', `the message id (from \`${MESSAGES_LIST}\`)`)
      .option('-y, --yes', 'do not ask for confirmation (required when not on a terminal)');
  },
  options: ({ args, values, globals }) => ({
    globals,
    id: parseId(args[0], 'message', MESSAGES_LIST),
    yes: booleanValue(values, 'yes'),
  }),
  async run(options, ctx) {
    // Not read first: opening a message marks it read, and a cancelled delete should change nothing.
    await confirmOrExit(ctx, {
      yes: options.yes,
      question: `Delete message ${options.id} from your messages? The other people keep their copies.`,
      action: 'delete the message',
    });
    await withSignedInClient(options.globals, ctx, (client) => client.messages.remove(options.id));
    if (options.globals.json) await printJson(ctx.io, { deleted: true, id: options.id }, options.globals);
    printStatus(ctx.io, `Deleted message ${options.id} (for you; the others keep it).`);
    return undefined;
  },
});

export const parse = (argv: readonly string[]) => parseVerb(messagesDelete, argv);
