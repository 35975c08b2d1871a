import type { WaitlistParent } from '@campus/sdk';
import type { Command } from 'commander';
import { UsageError } from '../../errors.js';
import { printJson, printStatus } from '../../output.js';
import type { GlobalOptions } from '../../session.js';
import { parseId } from '../shared/ids.js';
import { parseVerb } from '../shared/parse.js';
import { loadSdk } from '../shared/sdk.js';
import { withSignedInClient } from '../shared/signed-in.js';
import { defineVerb, stringValue } from '../shared/verb.js';
import { configureLine, lineOption } from './shared.js';

export interface WaitlistJoinOptions {
  globals: GlobalOptions;
  line: WaitlistParent;
  ticket: number | null;
}

export const waitlistJoin = defineVerb<WaitlistJoinOptions>({
  path: ['waitlist', 'join'],
  summary: "Join a full event's, ticket type's or course's waitlist; prints your place in line",
  examples: [
    'campus waitlist join --event 3',
    '# A paid event: wait for one ticket type (its id from `campus events show 4`)',
    'campus waitlist join --event 4 --ticket 7',
    'campus waitlist join --course 2 --json',
  ],
  configure(command: Command) {
    configureLine(command);
    command.option('--ticket <id>', "a paid event's ticket type to wait for");
  },
  options({ values, globals }) {
    const line = lineOption(values);
    const ticket = stringValue(values, 'ticket');
    if (ticket !== undefined && line.kind === 'course') throw new UsageError('--ticket goes with --event.');
    return {
      globals,
      line,
      ticket: ticket === undefined ? null : parseId(ticket, 'ticket type', 'campus events show'),
    };
  },
  async run(options, ctx) {
    const { WAITLIST_MESSAGES } = await loadSdk();
    const entry = await withSignedInClient(options.globals, ctx, (client) =>
      client.waitlist.join(options.line, options.ticket === null ? {} : { ticket_type_id: options.ticket }),
    );
    if (options.globals.json) printJson(ctx.io, entry);
    printStatus(
      ctx.io,
      `${WAITLIST_MESSAGES.joined} Entry ${entry.id}, place ${entry.position ?? '-'} in line.`,
    );
    return undefined;
  },
});

export const parse = (argv: readonly string[]) => parseVerb(waitlistJoin, argv);
