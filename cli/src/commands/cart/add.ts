import type { CartAddInput } from '@campus/sdk';
import type { Command } from 'commander';
import { UsageError } from '../../errors.js';
import { printStatus } from '../../output.js';
import type { GlobalOptions } from '../../session.js';
import { withOptionalClient } from '../events/shared/optional-client.js';
import { parseVerb } from '../shared/parse.js';
import { loadSdk, type Sdk } from '../shared/sdk.js';
import { validateInput } from '../shared/validate.js';
import { defineVerb, stringValue } from '../shared/verb.js';
import { printCart } from './shared/cart-rows.js';

export interface CartAddOptions {
  globals: GlobalOptions;
  /** As typed: CartAddSchema checks it, so its message is the one the server would give. */
  eventId: string;
  ticket: string;
  quantity: string;
}

/** Which argument or flag set each field of the body, for the validation messages. */
export const CART_ADD_FLAGS = {
  event_id: 'EVENT_ID',
  ticket_type_id: '--ticket',
  quantity: '--quantity',
} as const;

export const cartAdd = defineVerb<CartAddOptions>({
  path: ['cart', 'add'],
  summary:
    'Add tickets of a paid event to your cart (1 to 10 of a ticket type; a type already in the cart adds up); shows the cart',
  examples: [
    '# The ticket type ids are in the event: campus events show 3 --json | jq .ticket_types',
    'campus cart add 3 --ticket 5',
    'campus cart add 3 --ticket 6 --quantity 2',
    '# The cart after the change, as JSON',
    'campus cart add 3 --ticket 5 --json',
  ],
  configure(command: Command) {
    command
      .argument('<event-id>', 'the event id (from `campus events list`)')
      .option('--ticket <type-id>', 'the ticket type id (from `campus events show EVENT_ID`, required)')
      .option('--quantity <n>', 'tickets, 1 to 10', '1');
  },
  options: ({ args, values, globals }) => {
    const ticket = stringValue(values, 'ticket');
    if (ticket === undefined) {
      throw new UsageError('Give the ticket type with --ticket (see `campus events show EVENT_ID`).');
    }
    return {
      globals,
      eventId: args[0] ?? '',
      ticket,
      quantity: stringValue(values, 'quantity') ?? '1',
    };
  },
  async run(options, ctx) {
    const sdk = await loadSdk();
    const input = cartAddInput(sdk, options);
    const cart = await withOptionalClient(options.globals, ctx, (client) => client.cart.add(input));
    await printCart(ctx.io, sdk, cart, options.globals);
    const added = `${input.quantity} ticket${input.quantity === 1 ? '' : 's'}`;
    printStatus(
      ctx.io,
      `Added ${added} to your cart. Check out with \`campus cart checkout --payment cash\`.`,
    );
    return undefined;
  },
});

/** The body checked with the sdk's CartAddSchema before any call: a bad value is exit 2 under its flag. */
export function cartAddInput(
  sdk: Pick<Sdk, 'CartAddSchema'>,
  options: Pick<CartAddOptions, 'eventId' | 'ticket' | 'quantity'>,
): CartAddInput & { quantity: number } {
  return validateInput(
    sdk.CartAddSchema,
    { event_id: options.eventId, ticket_type_id: options.ticket, quantity: options.quantity },
    CART_ADD_FLAGS,
  );
}

export const parse = (argv: readonly string[]) => parseVerb(cartAdd, argv);
