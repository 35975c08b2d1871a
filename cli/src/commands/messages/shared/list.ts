import type { Command } from 'commander';
import type { CliContext } from '../../../context.js';
import { UsageError } from '../../../errors.js';
import { printJson, printStatus, printTable } from '../../../output.js';
import type { GlobalOptions } from '../../../session.js';
import { isIdText } from '../../shared/ids.js';
import { withSignedInClient } from '../../shared/signed-in.js';
import type { ParsedInput } from '../../shared/verb.js';
import { booleanValue, stringValue } from '../../shared/verb.js';
import { INBOX_HEADERS, inboxRow, SENT_HEADERS, sentRow } from './message-rows.js';

export interface MessageListOptions {
  globals: GlobalOptions;
  unread: boolean;
  page: number;
}

export function configureList(command: Command, unread: string): void {
  command.option('--unread', unread).option('--page <n>', 'the page (20 messages each)', '1');
}

export function listOptions({ values, globals }: ParsedInput): MessageListOptions {
  const page = stringValue(values, 'page') ?? '1';
  if (!isIdText(page)) throw new UsageError(`Invalid --page "${page}": a whole number from 1.`);
  return { globals, unread: booleanValue(values, 'unread'), page: Number(page) };
}

/** Prints a page of the inbox or of the sent messages: a table (or JSON), and 'Page X of Y' on stderr. */
export async function runList(kind: 'inbox' | 'sent', options: MessageListOptions, ctx: CliContext) {
  const query = { page: options.page, unread: options.unread };
  const page = await withSignedInClient(options.globals, ctx, (client) =>
    kind === 'inbox' ? client.messages.inbox(query) : client.messages.sent(query),
  );
  if (options.globals.json) await printJson(ctx.io, page.data, options.globals);
  else if (page.data.length === 0)
    printStatus(ctx.io, options.unread ? 'No unread messages.' : 'No messages.');
  else if (kind === 'inbox') printTable(ctx.io, INBOX_HEADERS, page.data.map(inboxRow));
  else printTable(ctx.io, SENT_HEADERS, page.data.map(sentRow));
  const what = options.unread
    ? kind === 'inbox'
      ? 'unread messages'
      : 'messages not read by all'
    : 'messages';
  printStatus(ctx.io, `Page ${page.current_page} of ${page.last_page} (${page.total} ${what}).`);
  return undefined;
}
