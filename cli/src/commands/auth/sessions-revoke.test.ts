import { describe, expect, it } from 'vitest';
import { UsageError } from '../../errors.js';
import { parse } from './sessions-revoke.js';

const globals = { apiUrl: undefined, json: false, profile: 'default' };

describe('auth sessions revoke parse', () => {
  it('takes one session id, or --others', () => {
    expect(parse(['42'])).toEqual({ globals, target: { kind: 'one', id: 42 } });
    expect(parse(['--others'])).toEqual({ globals, target: { kind: 'others' } });
  });

  it.each([['0'], ['-1'], ['1.5'], ['1e3'], ['0x10'], ['abc'], ['99999999999999999999']])(
    'refuses the id %j as a usage error',
    (id) => {
      expect(() => parse([id])).toThrow(UsageError);
    },
  );

  it('refuses neither an id nor --others, both, and two ids', () => {
    expect(() => parse([])).toThrow(/Give the session id/);
    expect(() => parse(['4', '--others'])).toThrow(/not both/);
    expect(() => parse(['4', '5'])).toThrow(UsageError);
  });
});
