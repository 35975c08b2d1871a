/** The checkout page's own texts (spec section 2, "Cart and checkout"). */
export const CHECKOUT_TEXT = {
  title: 'Checkout',
  loading: 'Loading checkout',
  authRequired: 'Authentication Required',
  authRequiredHint: 'Please log in to complete your purchase.',
  empty: 'Your cart is empty',
  emptyHint: 'Add event tickets to your cart before checking out.',
  orderSummary: 'Order Summary',
  payment: 'Payment',
  paymentMethod: 'Payment Method',
  notes: 'Notes (optional)',
  demoTitle: 'Demo mode',
  demo: 'This checkout is a demo: no real card is charged and no money changes hands.',
  manualPayment: 'Pay the event owners directly; your RSVPs stay pending until they record your payment.',
  /** '3 tickets for 2 events' */
  ticketsForEvents: (tickets: number, events: number) =>
    `${tickets} ${tickets === 1 ? 'ticket' : 'tickets'} for ${events} ${events === 1 ? 'event' : 'events'}`,
  /** 'Pay $70.00' */
  pay: (amount: string) => `Pay ${amount}`,
} as const;
