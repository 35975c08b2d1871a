import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatBadgeCount } from './badges.js';

describe('formatBadgeCount', () => {
  it.each([
    [0, ''],
    [null, ''],
    [undefined, ''],
    [-3, ''],
    [1, '1'],
    [42, '42'],
    [99, '99'],
    [100, '99+'],
    [12345, '99+'],
  ] as const)('%j -> %j', (count, expected) => expect(formatBadgeCount(count)).toBe(expected));

  it('property: shows the count up to 99 and 99+ above, never more than 3 characters', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }), (n) => {
        const text = formatBadgeCount(n);
        expect(text).toBe(n > 99 ? '99+' : String(n));
        expect(text.length).toBeLessThanOrEqual(3);
      }),
    );
  });
});
