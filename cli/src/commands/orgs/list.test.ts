import { describe, expect, it } from 'vitest';
import { UsageError } from '../../errors.js';
import { parse } from './list.js';

describe('orgs list parse', () => {
  it('takes --json and no arguments', () => {
    expect(parse(['--json']).globals.json).toBe(true);
    expect(() => parse(['1'])).toThrow(UsageError);
  });
});
