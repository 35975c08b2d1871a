import { describe, expect, it } from 'vitest';
import { RsvpCreateSchema, RsvpUpdateSchema } from './rsvp.js';

describe('RSVP inputs', () => {
  it.each([
    [1, true],
    [10, true],
    [0, false],
    [11, false],
    [2.5, false],
    ['3', true],
    [true, false],
    [[1], false],
    ['0x1', false],
  ])('quantity %j valid=%s', (quantity, valid) => {
    expect(RsvpUpdateSchema.safeParse({ response: 'yes', quantity, notes: null }).success).toBe(valid);
  });

  it('notes: up to 500 characters, blank becomes null', () => {
    expect(RsvpUpdateSchema.parse({ response: 'maybe', quantity: 1, notes: '  ' }).notes).toBeNull();
    expect(RsvpUpdateSchema.safeParse({ response: 'no', quantity: 1, notes: 'x'.repeat(500) }).success).toBe(
      true,
    );
    const tooLong = RsvpUpdateSchema.safeParse({ response: 'no', quantity: 1, notes: 'x'.repeat(501) });
    expect(tooLong.error?.issues[0]?.message).toBe('Notes may be at most 500 characters');
  });

  it('accepts the three responses and the three payment types only', () => {
    expect(RsvpCreateSchema.safeParse({ response: 'perhaps', quantity: 1 }).success).toBe(false);
    expect(RsvpCreateSchema.parse({ response: 'yes', quantity: 2, payment_type: 'cash' }).payment_type).toBe(
      'cash',
    );
    expect(
      RsvpCreateSchema.safeParse({ response: 'yes', quantity: 2, payment_type: 'bitcoin' }).success,
    ).toBe(false);
  });
});
