import { describe, expect, it } from 'vitest';
import { UsageError } from '../../errors.js';
import { parse } from './list.js';

const globals = { apiUrl: undefined, json: false, profile: 'default' };

describe('events list parse', () => {
  it('takes --past and --page (default: upcoming, page 1)', () => {
    expect(parse([])).toEqual({ globals, past: false, page: 1 });
    expect(parse(['--past', '--page', '2'])).toEqual({ globals, past: true, page: 2 });
    expect(parse(['--json']).globals.json).toBe(true);
  });

  it.each([[['--page', '0']], [['--page', 'two']], [['--page', '1.5']], [['--page', '-1']]])(
    'refuses %j (exit 2)',
    (argv) => {
      expect(() => parse(argv)).toThrow(UsageError);
    },
  );

  it('takes no arguments', () => {
    expect(() => parse(['3'])).toThrow(UsageError);
  });
});
