import { describe, expect, it } from 'vitest';
import { UsageError } from '../../errors.js';
import { parse } from './show.js';

const globals = { apiUrl: undefined, json: false, profile: 'default' };

describe('events show parse', () => {
  it('takes the event id', () => {
    expect(parse(['3'])).toEqual({ globals, id: 3 });
    expect(parse(['3', '--json'])).toEqual({ globals: { ...globals, json: true }, id: 3 });
  });

  it.each([[[]], [['0']], [['abc']], [['1.5']], [['3', '4']]])('refuses %j (exit 2)', (argv) => {
    expect(() => parse(argv)).toThrow(UsageError);
  });
});
