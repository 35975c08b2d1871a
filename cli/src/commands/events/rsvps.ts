import { printJson, printStatus, printTable } from '../../output.js';
import type { GlobalOptions } from '../../session.js';
import { parseVerb } from '../shared/parse.js';
import { loadSdk } from '../shared/sdk.js';
import { withSignedInClient } from '../shared/signed-in.js';
import { defineVerb } from '../shared/verb.js';
import { RSVP_HEADERS, rsvpRow } from './shared/rsvp-rows.js';

export interface EventsRsvpsOptions {
  globals: GlobalOptions;
}

export const eventsRsvps = defineVerb<EventsRsvpsOptions>({
  path: ['events', 'rsvps'],
  summary:
    'List your RSVPs: event, date, response, quantity and status (Registered, Pending Approval, Denied)',
  examples: [
    'campus events rsvps',
    '# The events you said yes to, for scripts',
    `campus events rsvps --json | jq -r '.[] | select(.response == "yes") | .event.title'`,
  ],
  options: ({ globals }) => ({ globals }),
  async run(options, ctx) {
    const sdk = await loadSdk();
    const rsvps = await withSignedInClient(options.globals, ctx, (client) => client.rsvps.mine());
    if (options.globals.json) {
      printJson(ctx.io, rsvps);
      return undefined;
    }
    if (rsvps.length === 0) {
      printStatus(ctx.io, 'You have no RSVPs. Register with `campus events rsvp ID --response yes`.');
      return undefined;
    }
    printTable(
      ctx.io,
      RSVP_HEADERS,
      rsvps.map((rsvp) => rsvpRow(sdk, rsvp)),
    );
    return undefined;
  },
});

export const parse = (argv: readonly string[]) => parseVerb(eventsRsvps, argv);
