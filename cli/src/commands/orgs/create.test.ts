import { describe, expect, it } from 'vitest';
import { parse } from './create.js';

const globals = { apiUrl: undefined, json: false, profile: 'default' };

describe('orgs create parse', () => {
  it('reads the fields; the owner is a username or an id', () => {
    expect(parse(['--name', 'Hillside', '--owner', 'owner', '--stripe-account', 'acct_1'])).toEqual({
      globals,
      name: 'Hillside',
      description: undefined,
      owner: { kind: 'username', username: 'owner', text: 'owner' },
      stripeAccount: 'acct_1',
    });
    expect(parse(['--name', 'H', '--owner', '5']).owner).toEqual({ kind: 'id', id: 5, text: '5' });
  });

  it('refuses a blank owner', () => {
    expect(() => parse(['--name', 'H', '--owner', ' '])).toThrow(/--owner needs/);
  });
});
