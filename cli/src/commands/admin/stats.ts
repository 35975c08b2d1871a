import { printFields, printJson } from '../../output.js';
import type { GlobalOptions } from '../../session.js';
import { fieldsOf } from '../shared/json-fields.js';
import { parseVerb } from '../shared/parse.js';
import { withSignedInClient } from '../shared/signed-in.js';
import { defineVerb } from '../shared/verb.js';

export interface AdminStatsOptions {
  globals: GlobalOptions;
}

export const adminStats = defineVerb<AdminStatsOptions>({
  path: ['admin', 'stats'],
  summary: "The admin dashboard's counts: users, events and courses by status (admins)",
  examples: ['campus admin stats', 'campus admin stats --jq .total_users'],
  jsonFields: (sdk) => fieldsOf(sdk.StatsSchema),
  options: ({ globals }) => ({ globals }),
  async run(options, ctx) {
    const stats = await withSignedInClient(options.globals, ctx, (client) => client.admin.stats());
    if (options.globals.json) await printJson(ctx.io, stats, options.globals);
    else
      printFields(ctx.io, [
        ['Total users', String(stats.total_users)],
        ['Total events', String(stats.total_events)],
        ['Published events', String(stats.published_events)],
        ['Draft events', String(stats.draft_events)],
        ['Pending events', String(stats.pending_events)],
        ['Total courses', String(stats.total_courses)],
        ['Published courses', String(stats.published_courses)],
        ['Draft courses', String(stats.draft_courses)],
        ['Pending courses', String(stats.pending_courses)],
      ]);
    return undefined;
  },
});

export const parse = (argv: readonly string[]) => parseVerb(adminStats, argv);
