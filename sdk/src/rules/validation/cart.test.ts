import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CartAddSchema,
  CartItemUpdateSchema,
  CheckoutSchema,
  maxTicketSelection,
  ticketSelectionError,
} from './cart.js';

describe('cart inputs', () => {
  it('coerces ids and needs a quantity of at least 1', () => {
    expect(CartAddSchema.parse({ event_id: '3', ticket_type_id: 11, quantity: '2' })).toEqual({
      event_id: 3,
      ticket_type_id: 11,
      quantity: 2,
    });
    expect(CartItemUpdateSchema.safeParse({ quantity: 0 }).error?.issues[0]?.message).toBe(
      'Quantity must be at least 1',
    );
  });

  it('checkout defaults to credit_card and keeps notes to 500 characters', () => {
    expect(CheckoutSchema.parse({})).toEqual({ payment_type: 'credit_card', notes: null });
    expect(CheckoutSchema.parse({ payment_type: 'zelle', notes: 'Paid by Zelle' }).payment_type).toBe(
      'zelle',
    );
    expect(CheckoutSchema.safeParse({ notes: 'x'.repeat(500) }).success).toBe(true);
    expect(CheckoutSchema.safeParse({ notes: 'x'.repeat(501) }).success).toBe(false);
    expect(CheckoutSchema.safeParse({ payment_type: 'none' }).success).toBe(false);
  });
});

describe('ticket selection', () => {
  it.each([
    [null, 10],
    [100, 10],
    [4, 4],
    [0, 0],
    [-2, 0],
  ])('available %j -> at most %i', (available, expected) => {
    expect(maxTicketSelection(available)).toBe(expected);
  });

  it('needs at least one ticket', () => {
    expect(ticketSelectionError({})).toBe('Please select at least one ticket.');
    expect(ticketSelectionError({ 11: 0, 12: 0 })).toBe('Please select at least one ticket.');
    expect(ticketSelectionError({ 11: 0, 12: 2 })).toBeNull();
  });

  it('property: the cap is always within 0 to 10 and never above what is available', () => {
    fc.assert(
      fc.property(fc.integer({ min: -50, max: 10_000 }), (available) => {
        const cap = maxTicketSelection(available);
        expect(cap).toBeGreaterThanOrEqual(0);
        expect(cap).toBeLessThanOrEqual(10);
        expect(cap).toBeLessThanOrEqual(Math.max(0, available));
      }),
    );
  });
});

describe('quantities', () => {
  it.each([true, [1], '0x1', '1e0', ' 1', 1.5, '', null])(
    'refuse %j instead of reading it as a number',
    (value) => {
      expect(CartItemUpdateSchema.safeParse({ quantity: value }).error?.issues[0]?.message).toBe(
        'Quantity must be at least 1',
      );
    },
  );
});
