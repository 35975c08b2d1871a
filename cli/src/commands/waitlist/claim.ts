import type { Command } from 'commander';
import { printJson, printStatus } from '../../output.js';
import type { GlobalOptions } from '../../session.js';
import { parseId } from '../shared/ids.js';
import { parseVerb } from '../shared/parse.js';
import { loadSdk } from '../shared/sdk.js';
import { withSignedInClient } from '../shared/signed-in.js';
import { defineVerb } from '../shared/verb.js';
import { WAITLIST_LIST } from './shared.js';

export interface WaitlistEntryOptions {
  globals: GlobalOptions;
  entryId: number;
}

const configureEntry = (command: Command) =>
  command.argument('<entry>', 'the waitlist entry id (from `campus waitlist list`)');

export const waitlistClaim = defineVerb<WaitlistEntryOptions>({
  path: ['waitlist', 'claim'],
  summary:
    'Claim an offered place before its window ends: an RSVP, an enrollment, or a ticket held in your cart',
  examples: [
    'campus waitlist claim 12',
    '# A paid ticket goes to your cart: then pay for it',
    'campus waitlist claim 13 && campus cart checkout --payment cash',
  ],
  configure: configureEntry,
  options: ({ args, globals }) => ({ globals, entryId: parseId(args[0], 'entry', WAITLIST_LIST) }),
  async run(options, ctx) {
    const { WAITLIST_MESSAGES } = await loadSdk();
    const result = await withSignedInClient(options.globals, ctx, (client) =>
      client.waitlist.claim(options.entryId),
    );
    if (options.globals.json) printJson(ctx.io, result);
    printStatus(ctx.io, result.kind === 'cart' ? WAITLIST_MESSAGES.claimedToCart : WAITLIST_MESSAGES.claimed);
    return undefined;
  },
});

export const waitlistDecline = defineVerb<WaitlistEntryOptions>({
  path: ['waitlist', 'decline'],
  summary: 'Decline an offered place (or give back a held cart ticket): it passes to the next in line',
  examples: ['campus waitlist decline 12'],
  configure: configureEntry,
  options: ({ args, globals }) => ({ globals, entryId: parseId(args[0], 'entry', WAITLIST_LIST) }),
  async run(options, ctx) {
    const { WAITLIST_MESSAGES } = await loadSdk();
    const entry = await withSignedInClient(options.globals, ctx, (client) =>
      client.waitlist.decline(options.entryId),
    );
    if (options.globals.json) printJson(ctx.io, entry);
    printStatus(ctx.io, WAITLIST_MESSAGES.declined);
    return undefined;
  },
});

export const parse = (argv: readonly string[]) => parseVerb(waitlistClaim, argv);
