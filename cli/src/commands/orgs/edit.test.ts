import { describe, expect, it } from 'vitest';
import { parse } from './edit.js';

describe('orgs edit parse', () => {
  it('takes the id and at least one field', () => {
    expect(parse(['1', '--stripe-account', ''])).toMatchObject({ id: 1, stripeAccount: '' });
    expect(() => parse(['1'])).toThrow(/Nothing to change/);
  });
});
