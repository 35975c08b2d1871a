/** Query keys of the cart: everything under `all`, so one invalidation reloads the cart and the summary. */
export const cartKeys = {
  all: ['cart'] as const,
  cart: () => [...cartKeys.all, 'lines'] as const,
  summary: () => [...cartKeys.all, 'checkout-summary'] as const,
};
