import { describe, expect, it } from 'vitest';
import { CART_TEXT, ticketCount } from './cart-text';

describe('the Shopping Cart title', () => {
  it("says 'item' for one ticket and 'items' otherwise (issue 18: 'Shopping Cart (1 items)')", () => {
    expect(CART_TEXT.title(1)).toBe('Shopping Cart (1 item)');
    expect(CART_TEXT.title(0)).toBe('Shopping Cart (0 items)');
    expect(CART_TEXT.title(4)).toBe('Shopping Cart (4 items)');
  });

  it('counts tickets, not lines', () => {
    expect(CART_TEXT.title(ticketCount([{ quantity: 1 }]))).toBe('Shopping Cart (1 item)');
    expect(CART_TEXT.title(ticketCount([{ quantity: 1 }, { quantity: 2 }]))).toBe('Shopping Cart (3 items)');
  });
});
