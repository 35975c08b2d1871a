import type { CampusClient, CampusEvent } from '@campus/sdk';
import type { Command } from 'commander';
import { hasStatus } from '../../api/status.js';
import { printFields, printJson, printTable } from '../../output.js';
import type { GlobalOptions } from '../../session.js';
import { parseId } from '../shared/ids.js';
import { fieldsOf } from '../shared/json-fields.js';
import { parseVerb } from '../shared/parse.js';
import { loadSdk, type Sdk } from '../shared/sdk.js';
import { defineVerb } from '../shared/verb.js';
import {
  EVENTS_LIST,
  eventDate,
  eventPrice,
  eventSeats,
  htmlToText,
  TICKET_HEADERS,
  ticketRow,
} from './shared/event-rows.js';
import { withOptionalClient } from './shared/optional-client.js';

export interface EventsShowOptions {
  globals: GlobalOptions;
  id: number;
}

export const eventsShow = defineVerb<EventsShowOptions>({
  path: ['events', 'show'],
  summary:
    'Show an event: date, time, place, price, seats, groups, ticket types and description (signed in: also your own drafts)',
  examples: [
    'campus events show 3',
    '# Everything the event page reads, as JSON',
    'campus events show 3 --json title,date,ticket_types',
  ],
  jsonFields: (sdk) => fieldsOf(sdk.EventSchema),
  configure(command: Command) {
    command.argument('<id>', 'the event id (from `campus events list`)');
  },
  options: ({ args, globals }) => ({ globals, id: parseId(args[0], 'event', EVENTS_LIST) }),
  async run(options, ctx) {
    const sdk = await loadSdk();
    const event = await withOptionalClient(options.globals, ctx, (client, signedIn) =>
      fetchEvent(client.events, options.id, signedIn),
    );
    if (options.globals.json) {
      await printJson(ctx.io, event, options.globals);
      return undefined;
    }
    printEvent(sdk, event, ctx.io);
    return undefined;
  },
});

/**
 * The public event; signed in, a 404 there is retried through the user-scoped call, which also reaches
 * one's own drafts and pending events (its 404 is the answer then).
 */
export async function fetchEvent(
  events: Pick<CampusClient['events'], 'get' | 'getOwn'>,
  id: number,
  signedIn: boolean,
): Promise<CampusEvent> {
  try {
    return await events.get(id);
  } catch (error) {
    if (!signedIn || !hasStatus(error, 404)) throw error;
    return events.getOwn(id);
  }
}

type Io = Parameters<typeof printFields>[0];

const STATUS_LABELS: Readonly<Record<CampusEvent['status'], string>> = {
  draft: 'Draft',
  pending: 'Pending approval',
  published: 'Published',
};

function printEvent(sdk: Sdk, event: CampusEvent, io: Io): void {
  const description = htmlToText(event.description);
  const tickets = event.ticket_types.map((ticket) => ticketRow(sdk, ticket));
  const fields: Array<readonly [string, string]> = [
    ['Id', String(event.id)],
    ['Title', event.title],
    ['Status', STATUS_LABELS[event.status]],
    ['Visibility', event.visibility === 'private' ? 'Private' : 'Public'],
    ['Date', eventDate(sdk, event)],
    ['Time', sdk.formatTimeRange(event.event_start_time, event.event_end_time) || '-'],
    event.is_online ? ['Online', event.meeting_link || 'yes'] : ['Location', event.location || '-'],
    ['Price', eventPrice(sdk, event)],
    ['Capacity', event.max_capacity === null ? 'No limit' : String(event.max_capacity)],
    ['Seats taken', eventSeats(event)],
    ['Approval', event.approval_required ? 'required' : 'not required'],
    ['Groups', event.groups?.map((group) => group.name).join(', ') || '-'],
  ];
  if (!io.stdoutIsTTY) {
    // Piped: label<TAB>value lines only, one line each.
    fields.push(
      ['Ticket types', tickets.map(([name, price]) => `${name} ${price}`).join(', ') || '-'],
      ['Description', description.replace(/\s*\n\s*/g, ' ') || '-'],
    );
    printFields(io, fields);
    return;
  }
  printFields(io, fields);
  if (tickets.length > 0) {
    io.stdout.write('\n');
    printTable(io, TICKET_HEADERS, tickets);
  }
  if (description) io.stdout.write(`\nAbout this event:\n${description}\n`);
}

export const parse = (argv: readonly string[]) => parseVerb(eventsShow, argv);
