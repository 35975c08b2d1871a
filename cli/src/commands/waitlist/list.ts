import { printJson, printStatus, printTable } from '../../output.js';
import type { GlobalOptions } from '../../session.js';
import { parseVerb } from '../shared/parse.js';
import { loadSdk } from '../shared/sdk.js';
import { withSignedInClient } from '../shared/signed-in.js';
import { defineVerb } from '../shared/verb.js';
import { ENTRY_HEADERS, entryRow } from './shared.js';

export interface WaitlistListOptions {
  globals: GlobalOptions;
}

export const waitlistList = defineVerb<WaitlistListOptions>({
  path: ['waitlist', 'list'],
  summary: 'Your waitlist entries in play: waiting (with your place in line), offered, or held in your cart',
  examples: [
    'campus waitlist list',
    '# Open offers only',
    'campus waitlist list --json | jq \'.[] | select(.status == "offered")\'',
  ],
  options: ({ globals }) => ({ globals }),
  async run(options, ctx) {
    const { waitlistStatusLabel } = await loadSdk();
    const entries = await withSignedInClient(options.globals, ctx, (client) => client.waitlist.mine());
    if (options.globals.json) printJson(ctx.io, entries);
    else if (entries.length === 0) printStatus(ctx.io, 'You are on no waitlist.');
    else
      printTable(
        ctx.io,
        ENTRY_HEADERS,
        entries.map((entry) => entryRow(entry, waitlistStatusLabel)),
      );
    return undefined;
  },
});

export const parse = (argv: readonly string[]) => parseVerb(waitlistList, argv);
