import { describe, expect, it } from 'vitest';
import { parse } from './users.js';

const globals = { apiUrl: undefined, json: false, profile: 'default' };

describe('orgs users parse', () => {
  it('takes the organization id', () => {
    expect(parse(['1'])).toEqual({ globals, id: 1 });
    expect(() => parse([])).toThrow();
  });
});
