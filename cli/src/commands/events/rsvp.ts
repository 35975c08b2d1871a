import type { CampusClient, Rsvp, RsvpUpdateInput } from '@campus/sdk';
import type { Command } from 'commander';
import { printJson, printStatus } from '../../output.js';
import type { GlobalOptions } from '../../session.js';
import { parseId } from '../shared/ids.js';
import { parseVerb } from '../shared/parse.js';
import { loadSdk, type Sdk } from '../shared/sdk.js';
import { withSignedInClient } from '../shared/signed-in.js';
import { validateInput } from '../shared/validate.js';
import { defineVerb, stringValue } from '../shared/verb.js';
import { EVENTS_LIST } from './shared/event-rows.js';

export interface EventsRsvpOptions {
  globals: GlobalOptions;
  id: number;
  response?: string;
  quantity: string;
  note?: string;
}

/** Which flag set each field of the RSVP body, for the validation messages. */
export const RSVP_FLAGS = { response: '--response', quantity: '--quantity', notes: '--note' } as const;

export const eventsRsvp = defineVerb<EventsRsvpOptions>({
  path: ['events', 'rsvp'],
  summary:
    'Register for an event (response yes, maybe or no; 1 to 10 seats; a note); if you already have an RSVP for it, update that one',
  examples: [
    'campus events rsvp 3 --response yes --quantity 2',
    '# Change your answer later (the same command updates your RSVP)',
    'campus events rsvp 3 --response maybe --quantity 1 --note Vegetarian',
    '# The RSVP as JSON (its status: jq -r .status)',
    'campus events rsvp 3 --response yes --json',
  ],
  configure(command: Command) {
    command
      .argument('<id>', 'the event id (from `campus events list`)')
      .option('--response <answer>', 'yes, maybe or no (required)')
      .option('--quantity <n>', 'seats, 1 to 10', '1')
      .option('--note <text>', 'a note for the organisers (up to 500 characters)');
  },
  options: ({ args, values, globals }) => ({
    globals,
    id: parseId(args[0], 'event', EVENTS_LIST),
    response: stringValue(values, 'response'),
    quantity: stringValue(values, 'quantity') ?? '1',
    note: stringValue(values, 'note'),
  }),
  async run(options, ctx) {
    const sdk = await loadSdk();
    const input = rsvpInput(sdk, options);
    const { rsvp, updated } = await withSignedInClient(options.globals, ctx, (client) =>
      createOrUpdateRsvp(client.rsvps, options.id, input),
    );
    if (options.globals.json) await printJson(ctx.io, rsvp, options.globals);
    const seats = `${rsvp.quantity} seat${rsvp.quantity === 1 ? '' : 's'}`;
    const what = updated ? 'Updated your RSVP to' : 'RSVPed to';
    printStatus(
      ctx.io,
      `${what} event ${rsvp.event_id}: ${rsvp.response}, ${seats} (${sdk.registrationBadge(rsvp.status)}).`,
    );
    return undefined;
  },
});

/** The RSVP body checked with the sdk's RsvpCreateSchema: a bad value is exit 2 under its flag. */
export function rsvpInput(
  sdk: Pick<Sdk, 'RsvpCreateSchema'>,
  options: Pick<EventsRsvpOptions, 'response' | 'quantity' | 'note'>,
): RsvpUpdateInput {
  const { response, quantity, notes } = validateInput(
    sdk.RsvpCreateSchema,
    { response: options.response ?? '', quantity: options.quantity, notes: options.note },
    RSVP_FLAGS,
  );
  return { response, quantity, notes };
}

/**
 * One RSVP per user per event: when one's own RSVPs already hold one for the event, it is updated;
 * otherwise a new one is created (the server's 409s, full or already registered, pass through).
 */
export async function createOrUpdateRsvp(
  rsvps: Pick<CampusClient['rsvps'], 'create' | 'mine' | 'update'>,
  eventId: number,
  input: RsvpUpdateInput,
): Promise<{ rsvp: Rsvp; updated: boolean }> {
  const existing = (await rsvps.mine()).find((rsvp) => rsvp.event_id === eventId);
  if (existing) return { rsvp: await rsvps.update(existing.id, input), updated: true };
  return { rsvp: await rsvps.create(eventId, input), updated: false };
}

export const parse = (argv: readonly string[]) => parseVerb(eventsRsvp, argv);
