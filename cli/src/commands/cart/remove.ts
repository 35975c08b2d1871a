import type { Command } from 'commander';
import { printStatus } from '../../output.js';
import type { GlobalOptions } from '../../session.js';
import { withOptionalClient } from '../events/shared/optional-client.js';
import { parseId } from '../shared/ids.js';
import { parseVerb } from '../shared/parse.js';
import { loadSdk } from '../shared/sdk.js';
import { defineVerb } from '../shared/verb.js';
import { CART_SHOW, printCart } from './shared/cart-rows.js';

export interface CartRemoveOptions {
  globals: GlobalOptions;
  itemId: number;
}

export const cartRemove = defineVerb<CartRemoveOptions>({
  path: ['cart', 'remove'],
  summary:
    'Remove one line from your cart (its id is the first column of `campus cart show`); shows the cart',
  examples: ['campus cart remove 12', '# The cart left, as JSON', 'campus cart remove 12 --json'],
  configure(command: Command) {
    command.argument('<item-id>', 'the cart line id (from `campus cart show`)');
  },
  options: ({ args, globals }) => ({ globals, itemId: parseId(args[0], 'cart line', CART_SHOW) }),
  async run(options, ctx) {
    const sdk = await loadSdk();
    const cart = await withOptionalClient(options.globals, ctx, (client) =>
      client.cart.removeItem(options.itemId),
    );
    await printCart(ctx.io, sdk, cart, options.globals);
    printStatus(ctx.io, `Removed line ${options.itemId} from your cart.`);
    return undefined;
  },
});

export const parse = (argv: readonly string[]) => parseVerb(cartRemove, argv);
