import { printJson, printStatus, printTable } from '../../output.js';
import type { GlobalOptions } from '../../session.js';
import { fieldsOf } from '../shared/json-fields.js';
import { parseVerb } from '../shared/parse.js';
import { loadSdk } from '../shared/sdk.js';
import { withSignedInClient } from '../shared/signed-in.js';
import { defineVerb } from '../shared/verb.js';
import {
  isPurchase,
  RSVP_HEADERS,
  RSVP_PURCHASE_HEADERS,
  rsvpPurchaseRow,
  rsvpRow,
} from './shared/rsvp-rows.js';

export interface EventsRsvpsOptions {
  globals: GlobalOptions;
}

export const eventsRsvps = defineVerb<EventsRsvpsOptions>({
  path: ['events', 'rsvps'],
  summary:
    'List your RSVPs: event, date, response, quantity and status (Registered, Pending Approval, Denied); the tickets and amount owed of those bought',
  examples: [
    'campus events rsvps',
    '# The events you said yes to, for scripts',
    `campus events rsvps --json response,event --jq '.[] | select(.response == "yes") | .event.title'`,
    '# What you owe for tickets bought with cash or Zelle',
    "campus events rsvps --json total_amount_owed --jq '[.[].total_amount_owed // 0] | add'",
  ],
  jsonFields: (sdk) => fieldsOf(sdk.RsvpSchema),
  options: ({ globals }) => ({ globals }),
  async run(options, ctx) {
    const sdk = await loadSdk();
    const rsvps = await withSignedInClient(options.globals, ctx, (client) => client.rsvps.mine());
    if (options.globals.json) {
      await printJson(ctx.io, rsvps, options.globals);
      return undefined;
    }
    if (rsvps.length === 0) {
      printStatus(ctx.io, 'You have no RSVPs. Register with `campus events rsvp ID --response yes`.');
      return undefined;
    }
    // The purchase columns only when something was bought, so a list of free RSVPs stays narrow.
    const purchases = rsvps.some(isPurchase);
    printTable(
      ctx.io,
      purchases ? RSVP_PURCHASE_HEADERS : RSVP_HEADERS,
      rsvps.map((rsvp) => (purchases ? rsvpPurchaseRow(sdk, rsvp) : rsvpRow(sdk, rsvp))),
    );
    return undefined;
  },
});

export const parse = (argv: readonly string[]) => parseVerb(eventsRsvps, argv);
