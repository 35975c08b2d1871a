/** The Shopping Cart modal's own texts (spec section 2, "Cart and checkout"). */
export const CART_TEXT = {
  /** 'Shopping Cart (3 items)', 'Shopping Cart (1 item)': the count is tickets, as on the cart button's badge. */
  title: (tickets: number) => `Shopping Cart (${tickets} ${tickets === 1 ? 'item' : 'items'})`,
  empty: 'Your cart is empty',
  emptyHint: 'Start adding some event tickets!',
  loading: 'Loading cart',
  clearTitle: 'Clear Cart',
} as const;

/** The number of tickets in a cart: the badge and the modal's title count the same thing. */
export function ticketCount(items: readonly { quantity: number }[]): number {
  return items.reduce((sum, item) => sum + item.quantity, 0);
}
