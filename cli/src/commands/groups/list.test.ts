import { describe, expect, it } from 'vitest';
import { UsageError } from '../../errors.js';
import { parse } from './list.js';

describe('groups list parse', () => {
  it('takes --json and no arguments', () => {
    expect(parse(['--json']).globals.json).toBe(true);
    expect(() => parse(['3'])).toThrow(UsageError);
  });
});
