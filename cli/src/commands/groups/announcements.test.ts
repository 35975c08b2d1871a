import { describe, expect, it } from 'vitest';
import { parse } from './announcements.js';

const globals = { apiUrl: undefined, json: false, profile: 'default' };

describe('groups announcements parse', () => {
  it('takes the id, --all and --page (default 1)', () => {
    expect(parse(['3'])).toEqual({ globals, id: 3, all: false, page: 1 });
    expect(parse(['3', '--all', '--page', '2'])).toEqual({ globals, id: 3, all: true, page: 2 });
  });

  it('refuses a bad page', () => {
    expect(() => parse(['3', '--page', '0'])).toThrow(/Invalid --page/);
    expect(() => parse(['3', '--page', 'two'])).toThrow(/Invalid --page/);
  });
});
