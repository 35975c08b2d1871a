import type { GlobalOptions } from '../../session.js';
import { withOptionalClient } from '../events/shared/optional-client.js';
import { fieldsOf } from '../shared/json-fields.js';
import { parseVerb } from '../shared/parse.js';
import { loadSdk } from '../shared/sdk.js';
import { defineVerb } from '../shared/verb.js';
import { printCart } from './shared/cart-rows.js';

export interface CartShowOptions {
  globals: GlobalOptions;
}

export const cartShow = defineVerb<CartShowOptions>({
  path: ['cart', 'show'],
  summary:
    "Show your cart: each line's id, event, date, ticket type, unit price, quantity and line total, then the total (signed in or not)",
  examples: ['campus cart show', '# The total, for scripts', 'campus cart show --jq .total_amount'],
  jsonFields: (sdk) => fieldsOf(sdk.CartSchema),
  options: ({ globals }) => ({ globals }),
  async run(options, ctx) {
    const sdk = await loadSdk();
    // A guest has a cart too (its X-Session-ID); it joins the user's once they sign in.
    const cart = await withOptionalClient(options.globals, ctx, (client) => client.cart.get());
    await printCart(ctx.io, sdk, cart, options.globals);
    return undefined;
  },
});

export const parse = (argv: readonly string[]) => parseVerb(cartShow, argv);
