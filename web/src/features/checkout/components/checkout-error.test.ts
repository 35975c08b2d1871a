import { apiErrorFor } from '@campus/sdk';
import { describe, expect, it } from 'vitest';
import { checkoutErrorMessage } from './checkout-error';

describe('checkoutErrorMessage', () => {
  it.each([
    [
      apiErrorFor(401, 'Unauthorized'),
      'cash',
      'Your session has expired. Please log in again to complete your purchase.',
    ],
    [apiErrorFor(409, "'VIP' is sold out"), 'credit_card', "'VIP' is sold out"],
    [apiErrorFor(500, '', {}, false), 'credit_card', 'Failed to create payment intent'],
    [apiErrorFor(500, '', {}, false), 'zelle', 'Failed to process checkout'],
    [new Error('offline'), 'cash', 'Failed to process checkout'],
  ] as const)('%s (%s) -> %s', (error, paymentType, message) => {
    expect(checkoutErrorMessage(error, paymentType)).toBe(message);
  });
});
