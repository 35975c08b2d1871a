import { describe, expect, it } from 'vitest';
import { parse } from './show.js';

const globals = { apiUrl: undefined, json: false, profile: 'default' };

describe('orgs show parse', () => {
  it('takes the organization id', () => {
    expect(parse(['1'])).toEqual({ globals, id: 1 });
    expect(() => parse(['one'])).toThrow(/Invalid organization id "one": use an id from `campus orgs list`/);
  });
});
