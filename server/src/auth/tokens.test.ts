import { describe, expect, it } from 'vitest';
import { bearerTokenFrom, generateToken, hashToken } from './tokens.js';

describe('tokens', () => {
  it('are 32 random bytes in base64url, never twice the same', () => {
    const tokens = new Set(Array.from({ length: 100 }, generateToken));
    expect(tokens.size).toBe(100);
    for (const token of tokens) {
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    }
  });

  it('hash to a stable SHA-256 hex digest', () => {
    expect(hashToken('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });

  it.each([
    ['Bearer abc.def', 'abc.def'],
    ['bearer   xyz ', 'xyz'],
    ['Basic abc', null],
    ['Bearer', null],
    [undefined, null],
  ])('reads %j as %j', (header, token) => {
    expect(bearerTokenFrom(header)).toBe(token);
  });
});
