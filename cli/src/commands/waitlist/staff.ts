import type { WaitlistParent } from '@campus/sdk';
import type { Command } from 'commander';
import { UsageError } from '../../errors.js';
import { printJson, printStatus, printTable } from '../../output.js';
import type { GlobalOptions } from '../../session.js';
import { isIdText, parseId } from '../shared/ids.js';
import { parseVerb } from '../shared/parse.js';
import { loadSdk } from '../shared/sdk.js';
import { withSignedInClient } from '../shared/signed-in.js';
import { defineVerb, stringValue } from '../shared/verb.js';
import { configureLine, lineOption, STAFF_HEADERS, staffRow } from './shared.js';

export interface WaitlistShowOptions {
  globals: GlobalOptions;
  line: WaitlistParent;
}

export const waitlistShow = defineVerb<WaitlistShowOptions>({
  path: ['waitlist', 'show'],
  summary: "An event's or course's waitlist in line order, with the people (its owners and admins)",
  examples: ['campus waitlist show --event 3', 'campus waitlist show --course 2 --json'],
  configure: configureLine,
  options: ({ values, globals }) => ({ globals, line: lineOption(values) }),
  async run(options, ctx) {
    const { waitlistStatusLabel } = await loadSdk();
    const line = await withSignedInClient(options.globals, ctx, (client) =>
      client.waitlist.entries(options.line),
    );
    if (options.globals.json) printJson(ctx.io, line);
    else if (line.entries.length === 0) printStatus(ctx.io, 'Nobody is waiting.');
    else {
      printTable(
        ctx.io,
        STAFF_HEADERS,
        line.entries.map((entry) => staffRow(entry, waitlistStatusLabel)),
      );
      printStatus(ctx.io, `Offers stay open ${line.claim_hours} hours.`);
    }
    return undefined;
  },
});

export interface WaitlistOfferOptions extends WaitlistShowOptions {
  entryId: number;
}

export const waitlistOffer = defineVerb<WaitlistOfferOptions>({
  path: ['waitlist', 'offer'],
  summary: 'Offer a free place to a waiting entry now, out of turn (owners and admins)',
  examples: ['campus waitlist offer 12 --event 3'],
  configure(command: Command) {
    command.argument('<entry>', 'the entry id (from `campus waitlist show`)');
    configureLine(command);
  },
  options: ({ args, values, globals }) => ({
    globals,
    line: lineOption(values),
    entryId: parseId(args[0], 'entry', 'campus waitlist show'),
  }),
  async run(options, ctx) {
    const { WAITLIST_MESSAGES } = await loadSdk();
    const entry = await withSignedInClient(options.globals, ctx, (client) =>
      client.waitlist.offer(options.line, options.entryId),
    );
    if (options.globals.json) printJson(ctx.io, entry);
    printStatus(ctx.io, `${WAITLIST_MESSAGES.offered} It stays open until ${entry.expires_at ?? '-'}.`);
    return undefined;
  },
});

export interface WaitlistReorderOptions extends WaitlistShowOptions {
  order: number[];
}

export const waitlistReorder = defineVerb<WaitlistReorderOptions>({
  path: ['waitlist', 'reorder'],
  summary: 'Put the waiting entries in a new order, first in line first (owners and admins)',
  examples: ['campus waitlist reorder --event 3 --order 14,12,13'],
  configure(command: Command) {
    configureLine(command);
    command.option('--order <ids>', 'every waiting entry id, comma-separated, first in line first');
  },
  options({ values, globals }) {
    const text = stringValue(values, 'order');
    if (text === undefined)
      throw new UsageError('Give --order with every waiting entry id, e.g. --order 14,12,13.');
    const ids = text.split(',').map((part) => part.trim());
    const bad = ids.find((id) => !isIdText(id));
    if (bad !== undefined) throw new UsageError(`Invalid entry id "${bad}" in --order.`);
    return { globals, line: lineOption(values), order: ids.map(Number) };
  },
  async run(options, ctx) {
    const { WAITLIST_MESSAGES, waitlistStatusLabel } = await loadSdk();
    const line = await withSignedInClient(options.globals, ctx, (client) =>
      client.waitlist.reorder(options.line, { entry_ids: options.order }),
    );
    if (options.globals.json) printJson(ctx.io, line);
    else
      printTable(
        ctx.io,
        STAFF_HEADERS,
        line.entries.map((entry) => staffRow(entry, waitlistStatusLabel)),
      );
    printStatus(ctx.io, WAITLIST_MESSAGES.reordered);
    return undefined;
  },
});

export const parse = (argv: readonly string[]) => parseVerb(waitlistShow, argv);
