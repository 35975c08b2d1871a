import type { CampusEvent } from '@campus/sdk';
import type { Command } from 'commander';
import type { CliContext } from '../../context.js';
import { printJson, printStatus } from '../../output.js';
import type { GlobalOptions } from '../../session.js';
import { parseId } from '../shared/ids.js';
import { parseVerb } from '../shared/parse.js';
import { withSignedInClient } from '../shared/signed-in.js';
import { defineVerb } from '../shared/verb.js';
import { EVENTS_LIST } from './shared/event-rows.js';

export interface EventsStatusOptions {
  globals: GlobalOptions;
  id: number;
}

/** The status as the dashboard's badge reads it. */
const STATUS_WORDS: Record<CampusEvent['status'], string> = {
  draft: 'Draft',
  pending: 'Pending',
  published: 'Published',
};

/** PUT /admin/events/{id}/status with `status`, then one line with the status the server kept. */
async function setStatus(options: EventsStatusOptions, ctx: CliContext, status: 'published' | 'draft') {
  const event = await withSignedInClient(options.globals, ctx, (client) =>
    client.events.setStatus(options.id, { status }),
  );
  if (options.globals.json) await printJson(ctx.io, event, options.globals);
  const note =
    status === 'published' && event.status === 'pending'
      ? ' (you may not publish without the create_event permission: an admin or a holder of it publishes it)'
      : '';
  printStatus(ctx.io, `Event ${event.id} "${event.title}" is now ${STATUS_WORDS[event.status]}.${note}`);
  return undefined;
}

const configure = (command: Command) => {
  command.argument('<id>', 'the event id (from `campus events list`, or your own from the dashboard)');
};

export const eventsPublish = defineVerb<EventsStatusOptions>({
  path: ['events', 'publish'],
  summary:
    "Publish an event (its owners and admins; an owner without create_event gets 'pending', for approval)",
  examples: [
    'campus events publish 3',
    '# The event as JSON (its new status: jq -r .status)',
    'campus events publish 3 --json',
  ],
  configure,
  options: ({ args, globals }) => ({ globals, id: parseId(args[0], 'event', EVENTS_LIST) }),
  run: (options, ctx) => setStatus(options, ctx, 'published'),
});

export const eventsUnpublish = defineVerb<EventsStatusOptions>({
  path: ['events', 'unpublish'],
  summary: 'Unpublish an event: back to draft, seen only by its owners and admins (owners and admins)',
  examples: ['campus events unpublish 3', 'campus events unpublish 3 --json'],
  configure,
  options: ({ args, globals }) => ({ globals, id: parseId(args[0], 'event', EVENTS_LIST) }),
  run: (options, ctx) => setStatus(options, ctx, 'draft'),
});

export const parsePublish = (argv: readonly string[]) => parseVerb(eventsPublish, argv);
export const parseUnpublish = (argv: readonly string[]) => parseVerb(eventsUnpublish, argv);
