import { describe, expect, it } from 'vitest';
import { parse } from './members.js';

const globals = { apiUrl: undefined, json: false, profile: 'default' };

describe('groups members parse', () => {
  it('takes the id, and --csv or --json', () => {
    expect(parse(['3'])).toEqual({ globals, id: 3, csv: false });
    expect(parse(['3', '--csv'])).toEqual({ globals, id: 3, csv: true });
    expect(parse(['3', '--json']).globals.json).toBe(true);
  });

  it('refuses --csv with --json', () => {
    expect(() => parse(['3', '--csv', '--json'])).toThrow(/not both/);
  });
});
