import { describe, expect, it } from 'vitest';
import { ticket } from '../testing/event-fixtures';
import { isTicketSoldOut, lineTotal, ticketChoiceMax, ticketTypeLeft } from './ticket-availability';

describe('ticket availability', () => {
  it.each([
    { case: 'no limit', overrides: { max_quantity: null }, left: null, max: 10, soldOut: false },
    { case: 'many left', overrides: { max_quantity: 50 }, left: 50, max: 10, soldOut: false },
    { case: 'few left', overrides: { max_quantity: 4 }, left: 4, max: 4, soldOut: false },
    { case: 'sold counted', overrides: { max_quantity: 5, sold: 2 }, left: 3, max: 3, soldOut: false },
    { case: 'all sold', overrides: { max_quantity: 5, sold: 5 }, left: 0, max: 0, soldOut: true },
    { case: 'oversold', overrides: { max_quantity: 5, sold: 7 }, left: 0, max: 0, soldOut: true },
    { case: 'not on sale', overrides: { is_active: false }, left: 50, max: 0, soldOut: true },
    {
      case: 'unlimited, sold',
      overrides: { max_quantity: null, sold: 9 },
      left: null,
      max: 10,
      soldOut: false,
    },
  ])('$case', ({ overrides, left, max, soldOut }) => {
    const type = ticket(1, overrides);
    expect(ticketTypeLeft(type)).toBe(left);
    expect(ticketChoiceMax(type)).toBe(max);
    expect(isTicketSoldOut(type)).toBe(soldOut);
  });

  it('multiplies in cents', () => {
    expect(lineTotal(0.1, 3)).toBe(0.3);
    expect(lineTotal(15, 2)).toBe(30);
    expect(lineTotal(19.99, 0)).toBe(0);
  });
});
