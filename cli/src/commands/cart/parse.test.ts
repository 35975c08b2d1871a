import * as sdk from '@campus/sdk';
import { describe, expect, it } from 'vitest';
import { UsageError } from '../../errors.js';
import { cartAddInput, parse as parseAdd } from './add.js';
import { checkoutInput, checkoutKey, parse as parseCheckout } from './checkout.js';
import { parse as parseClear } from './clear.js';
import { parse as parseRemove } from './remove.js';
import { parse as parseShow } from './show.js';

const globals = { apiUrl: undefined, json: false, profile: 'default' };

/** The detail lines of the usage error `work` throws. */
function details(work: () => unknown): string[] {
  try {
    work();
  } catch (error) {
    expect(error).toBeInstanceOf(UsageError);
    return (error as UsageError).details;
  }
  throw new Error('expected a usage error');
}

describe('cart parse', () => {
  it('show and clear take their flags', () => {
    expect(parseShow(['--json'])).toEqual({ globals: { ...globals, json: true } });
    expect(parseClear([])).toEqual({ globals, yes: false });
    expect(parseClear(['--yes'])).toEqual({ globals, yes: true });
  });

  it('add takes the event, --ticket and --quantity (1 by default)', () => {
    expect(parseAdd(['3', '--ticket', '5'])).toEqual({ globals, eventId: '3', ticket: '5', quantity: '1' });
    expect(parseAdd(['3', '--ticket', '5', '--quantity', '2', '--json']).quantity).toBe('2');
  });

  it('remove takes a line id; checkout its payment (credit_card by default) and note', () => {
    expect(parseRemove(['12'])).toEqual({ globals, itemId: 12 });
    expect(parseCheckout([])).toEqual({ globals, payment: 'credit_card', note: undefined });
    expect(parseCheckout(['--payment', 'cash', '--note', 'Late'])).toEqual({
      globals,
      payment: 'cash',
      note: 'Late',
    });
    expect(parseCheckout(['--idempotency-key', 'order-7']).idempotencyKey).toBe('order-7');
  });

  it('checkout sends a new Idempotency-Key each run, or the one given (checked with the sdk)', () => {
    const [a, b] = [checkoutKey(sdk, {}), checkoutKey(sdk, {})];
    expect(a).toMatch(/^campus-/);
    expect(b).not.toBe(a);
    expect(checkoutKey(sdk, { idempotencyKey: 'order-7' })).toBe('order-7');
    expect(details(() => checkoutKey(sdk, { idempotencyKey: 'x'.repeat(256) }))).toEqual([
      '  --idempotency-key: The Idempotency-Key header must be 1 to 255 printable characters',
    ]);
  });

  it.each([
    [parseAdd, ['3']],
    [parseAdd, []],
    [parseRemove, []],
    [parseRemove, ['abc']],
    [parseShow, ['3']],
    [parseClear, ['--force']],
  ])('refuses bad argv (exit 2): %#', (parse, argv) => {
    expect(() => parse(argv)).toThrow(UsageError);
  });
});

describe('cart inputs checked with the sdk schemas', () => {
  it('CartAddSchema: numbers from text, messages under the flag', () => {
    expect(cartAddInput(sdk, { eventId: '3', ticket: '5', quantity: '2' })).toEqual({
      event_id: 3,
      ticket_type_id: 5,
      quantity: 2,
    });
    expect(details(() => cartAddInput(sdk, { eventId: '3', ticket: '5', quantity: '11' }))).toEqual([
      '  --quantity: At most 10 tickets of one type fit in the cart',
    ]);
    expect(details(() => cartAddInput(sdk, { eventId: '3', ticket: 'x', quantity: '1' }))).toEqual([
      '  --ticket: Invalid id',
    ]);
    expect(details(() => cartAddInput(sdk, { eventId: '0', ticket: '5', quantity: '1' }))).toEqual([
      '  EVENT_ID: Invalid id',
    ]);
  });

  it('CheckoutSchema: the payment type and a note up to 500 characters', () => {
    expect(checkoutInput(sdk, { payment: 'zelle', note: ' ' })).toEqual({
      payment_type: 'zelle',
      notes: null,
    });
    expect(details(() => checkoutInput(sdk, { payment: 'cheque' }))).toEqual([
      '  --payment: Please choose Credit Card, Cash or Zelle',
    ]);
    expect(details(() => checkoutInput(sdk, { payment: 'cash', note: 'x'.repeat(501) }))).toEqual([
      '  --note: Notes may be at most 500 characters',
    ]);
  });
});
