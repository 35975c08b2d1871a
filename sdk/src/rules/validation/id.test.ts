import { describe, expect, it } from 'vitest';
import { IdParamSchema } from '../../schemas/envelope.js';
import { idField, MAX_ID } from './id.js';

describe('idField', () => {
  it.each([
    ['1', 1],
    [42, 42],
    [MAX_ID, MAX_ID],
  ])('accepts %s', (input, expected) => {
    expect(idField().parse(input)).toBe(expected);
  });

  it.each([0, -1, 1.5, 'abc', MAX_ID + 1, 1e20, null])('refuses %s with the given message', (input) => {
    const result = idField('Please select an organization').safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Please select an organization');
  });

  it('bounds path ids too', () => {
    expect(IdParamSchema.safeParse({ id: String(MAX_ID + 1) }).success).toBe(false);
    expect(IdParamSchema.parse({ id: '7' })).toEqual({ id: 7 });
  });
});
