import type { Command } from 'commander';
import { UsageError } from '../../errors.js';
import { printJson, printStatus, printTable } from '../../output.js';
import type { GlobalOptions } from '../../session.js';
import { isIdText } from '../shared/ids.js';
import { fieldsOf } from '../shared/json-fields.js';
import { parseVerb } from '../shared/parse.js';
import { loadSdk } from '../shared/sdk.js';
import { booleanValue, defineVerb, stringValue } from '../shared/verb.js';
import { EVENT_HEADERS, eventRow } from './shared/event-rows.js';
import { withOptionalClient } from './shared/optional-client.js';

export interface EventsListOptions {
  globals: GlobalOptions;
  past: boolean;
  page: number;
}

export const eventsList = defineVerb<EventsListOptions>({
  path: ['events', 'list'],
  summary:
    'List upcoming events (today and later, soonest first; --past: earlier ones, latest first), a page at a time; works signed out',
  examples: [
    'campus events list',
    '# Earlier events, second page',
    'campus events list --past --page 2',
    '# Titles only, for scripts',
    "campus events list --json id,title --jq '.[].title'",
  ],
  jsonFields: (sdk) => fieldsOf(sdk.EventSchema),
  configure(command: Command) {
    command
      .option('--past', 'events dated before today, most recent first (12 a page)')
      .option('--page <n>', 'the page (upcoming: 6 events each)', '1');
  },
  options({ values, globals }) {
    const page = stringValue(values, 'page') ?? '1';
    if (!isIdText(page)) throw new UsageError(`Invalid --page "${page}": a whole number from 1.`);
    return { globals, past: booleanValue(values, 'past'), page: Number(page) };
  },
  async run(options, ctx) {
    const sdk = await loadSdk();
    const result = await withOptionalClient(options.globals, ctx, (client) =>
      client.events.list({
        page: options.page,
        per_page: options.past ? sdk.PAST_EVENTS_PAGE_SIZE : sdk.EVENTS_PAGE_SIZE,
        when: options.past ? 'past' : 'upcoming',
      }),
    );
    const which = options.past ? 'past' : 'upcoming';
    if (options.globals.json) await printJson(ctx.io, result.data, options.globals);
    else if (result.data.length === 0) printStatus(ctx.io, `No ${which} events.`);
    else
      printTable(
        ctx.io,
        EVENT_HEADERS,
        result.data.map((event) => eventRow(sdk, event)),
      );
    printStatus(ctx.io, `Page ${result.current_page} of ${result.last_page} (${result.total} events)`);
    return undefined;
  },
});

export const parse = (argv: readonly string[]) => parseVerb(eventsList, argv);
