import type { Command } from 'commander';
import { UsageError } from '../../errors.js';
import { printFields, printJson, printStatus } from '../../output.js';
import type { GlobalOptions } from '../../session.js';
import { localDateText } from '../shared/dates.js';
import { parseVerb } from '../shared/parse.js';
import { withSignedInClient } from '../shared/signed-in.js';
import { booleanValue, defineVerb } from '../shared/verb.js';

export type FeedAction = 'status' | 'new' | 'revoke';

export interface CalendarFeedOptions {
  globals: GlobalOptions;
  action: FeedAction;
}

export const calendarFeed = defineVerb<CalendarFeedOptions>({
  path: ['calendar', 'feed'],
  summary:
    'Your calendar feed for a calendar app: whether it is on; --new makes a secret URL (replacing the old one), --revoke stops it',
  examples: [
    'campus calendar feed',
    '# A new URL to subscribe to (an earlier one stops working)',
    'campus calendar feed --new',
    'campus calendar feed --revoke',
  ],
  configure(command: Command) {
    command
      .option('--new', 'make a new secret URL (shown once); the old one stops working')
      .option('--revoke', 'stop the feed: its URL answers 404 from now on');
  },
  options({ values, globals }) {
    const made = booleanValue(values, 'new');
    const revoke = booleanValue(values, 'revoke');
    if (made && revoke) throw new UsageError('Choose --new or --revoke, not both.');
    return { globals, action: made ? 'new' : revoke ? 'revoke' : 'status' };
  },
  async run(options, ctx) {
    const { io } = ctx;
    return withSignedInClient(options.globals, ctx, async (client) => {
      if (options.action === 'new') {
        const feed = await client.calendar.createFeed();
        if (options.globals.json) await printJson(io, feed, options.globals);
        else io.stdout.write(`${feed.url}\n`);
        printStatus(io, 'Calendar feed created: subscribe to this URL in your calendar app. Keep it secret.');
        return undefined;
      }
      if (options.action === 'revoke') {
        await client.calendar.revokeFeed();
        if (options.globals.json) await printJson(io, { active: false }, options.globals);
        printStatus(io, 'Calendar feed revoked: its URL no longer works.');
        return undefined;
      }
      const status = await client.calendar.feedStatus();
      if (options.globals.json) await printJson(io, status, options.globals);
      else
        printFields(io, [
          ['Feed', status.active ? 'active' : 'off'],
          ['Since', localDateText(status.created_at)],
        ]);
      if (!options.globals.json) {
        printStatus(
          io,
          status.active
            ? 'The URL is shown only when it is made: `campus calendar feed --new` makes another.'
            : 'Make one with `campus calendar feed --new`.',
        );
      }
      return undefined;
    });
  },
});

export const parse = (argv: readonly string[]) => parseVerb(calendarFeed, argv);
