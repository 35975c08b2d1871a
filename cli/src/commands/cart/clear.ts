import type { Command } from 'commander';
import { printJson, printStatus } from '../../output.js';
import type { GlobalOptions } from '../../session.js';
import { withOptionalClient } from '../events/shared/optional-client.js';
import { confirmOrExit } from '../shared/confirm.js';
import { parseVerb } from '../shared/parse.js';
import { loadSdk } from '../shared/sdk.js';
import { booleanValue, defineVerb } from '../shared/verb.js';
import { EMPTY_CART } from './shared/cart-rows.js';

export interface CartClearOptions {
  globals: GlobalOptions;
  yes: boolean;
}

export const cartClear = defineVerb<CartClearOptions>({
  path: ['cart', 'clear'],
  summary: 'Empty your cart; asks first on a terminal',
  examples: [
    'campus cart clear',
    '# In a script there is nobody to ask: --yes is required',
    'campus cart clear --yes',
  ],
  configure(command: Command) {
    command.option('-y, --yes', 'do not ask for confirmation (required when not on a terminal)');
  },
  options: ({ values, globals }) => ({ globals, yes: booleanValue(values, 'yes') }),
  async run(options, ctx) {
    const sdk = await loadSdk();
    const cart = await withOptionalClient(options.globals, ctx, async (client) => {
      // Read it first: an empty cart needs no question.
      const current = await client.cart.get();
      if (current.items.length === 0) return null;
      await confirmOrExit(ctx, {
        yes: options.yes,
        question: sdk.CONFIRMATION_MESSAGES.clearCart,
        action: 'clear the cart',
      });
      return client.cart.clear();
    });
    if (options.globals.json)
      await printJson(ctx.io, cart ?? { items: [], total_amount: 0 }, options.globals);
    printStatus(ctx.io, cart ? 'Cleared your cart.' : EMPTY_CART);
    return undefined;
  },
});

export const parse = (argv: readonly string[]) => parseVerb(cartClear, argv);
