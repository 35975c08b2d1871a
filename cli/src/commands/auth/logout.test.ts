import { describe, expect, it } from 'vitest';
import { UsageError } from '../../errors.js';
import { parse } from './logout.js';

describe('auth logout parse', () => {
  it('takes only the global flags', () => {
    expect(parse([])).toEqual({ globals: { apiUrl: undefined, json: false, profile: 'default' } });
    expect(parse(['--json', '--profile', 'ci'])).toEqual({
      globals: { apiUrl: undefined, json: true, profile: 'ci' },
    });
  });

  it('refuses arguments and unknown flags', () => {
    expect(() => parse(['student'])).toThrow(UsageError);
    expect(() => parse(['--force'])).toThrow(UsageError);
  });
});
