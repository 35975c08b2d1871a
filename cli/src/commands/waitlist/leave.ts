import type { WaitlistParent } from '@campus/sdk';
import { printStatus } from '../../output.js';
import type { GlobalOptions } from '../../session.js';
import { parseVerb } from '../shared/parse.js';
import { loadSdk } from '../shared/sdk.js';
import { withSignedInClient } from '../shared/signed-in.js';
import { defineVerb } from '../shared/verb.js';
import { configureLine, lineOption } from './shared.js';

export interface WaitlistLeaveOptions {
  globals: GlobalOptions;
  line: WaitlistParent;
}

export const waitlistLeave = defineVerb<WaitlistLeaveOptions>({
  path: ['waitlist', 'leave'],
  summary: "Leave an event's or course's waitlist (an open offer passes to the next in line)",
  examples: ['campus waitlist leave --event 3', 'campus waitlist leave --course 2'],
  configure: configureLine,
  options: ({ values, globals }) => ({ globals, line: lineOption(values) }),
  async run(options, ctx) {
    const { WAITLIST_MESSAGES } = await loadSdk();
    await withSignedInClient(options.globals, ctx, (client) => client.waitlist.leave(options.line));
    printStatus(ctx.io, WAITLIST_MESSAGES.left);
    return undefined;
  },
});

export const parse = (argv: readonly string[]) => parseVerb(waitlistLeave, argv);
