import type { Command } from 'commander';
import { UsageError } from '../../errors.js';
import { printJson, printStatus, printTable } from '../../output.js';
import type { GlobalOptions } from '../../session.js';
import { parseId } from '../shared/ids.js';
import { fieldsOf } from '../shared/json-fields.js';
import { parseVerb } from '../shared/parse.js';
import { loadSdk } from '../shared/sdk.js';
import { withSignedInClient } from '../shared/signed-in.js';
import { booleanValue, defineVerb } from '../shared/verb.js';
import {
  ATTENDEE_CSV_HEADERS,
  ATTENDEE_HEADERS,
  attendeeCsvRecord,
  attendeeRow,
  statisticsLine,
} from './shared/attendee-rows.js';
import { EVENTS_LIST } from './shared/event-rows.js';

export interface EventsAttendeesOptions {
  globals: GlobalOptions;
  id: number;
  csv: boolean;
}

export const eventsAttendees = defineVerb<EventsAttendeesOptions>({
  path: ['events', 'attendees'],
  summary:
    "List an event's RSVPs (its owners and admins): name, username, response, quantity, status, payment type, paid; the statistics under them (table, --json or --csv)",
  examples: [
    'campus events attendees 3',
    '# Every RSVP as CSV, to open in a spreadsheet',
    'campus events attendees 3 --csv',
    '# The report as JSON (RSVPs, statistics, financial summary)',
    'campus events attendees 3 --json statistics --jq .statistics',
  ],
  jsonFields: (sdk) => fieldsOf(sdk.AttendeeReportSchema),
  configure(command: Command) {
    command
      .argument('<id>', 'the event id (from `campus events list`)')
      .option(
        '--csv',
        'print CSV to stdout (rsvp_id, user_id, name, username, response, quantity, status, payment_type, paid_amount, total_amount_owed); the statistics go to stderr',
      );
  },
  options: ({ args, values, globals }) => {
    const csv = booleanValue(values, 'csv');
    if (csv && globals.json) throw new UsageError('Give --csv or --json, not both.');
    return { globals, id: parseId(args[0], 'event', EVENTS_LIST), csv };
  },
  async run(options, ctx) {
    const sdk = await loadSdk();
    const report = await withSignedInClient(options.globals, ctx, (client) =>
      client.attendees.list(options.id, { includeAll: true }),
    );
    if (options.globals.json) {
      await printJson(ctx.io, report, options.globals);
      return undefined;
    }
    if (options.csv) {
      const { stringify } = await import('csv-stringify/sync');
      ctx.io.stdout.write(
        stringify(report.rsvps.map(attendeeCsvRecord), {
          header: true,
          columns: [...ATTENDEE_CSV_HEADERS],
        }),
      );
    } else if (report.rsvps.length === 0) {
      printStatus(ctx.io, `Event ${report.event_id} has no RSVPs yet.`);
    } else {
      printTable(
        ctx.io,
        ATTENDEE_HEADERS,
        report.rsvps.map((rsvp) => attendeeRow(sdk, rsvp)),
      );
    }
    printStatus(ctx.io, statisticsLine(report.statistics));
    return undefined;
  },
});

export const parse = (argv: readonly string[]) => parseVerb(eventsAttendees, argv);
