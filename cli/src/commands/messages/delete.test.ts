import { describe, expect, it } from 'vitest';
import { parse } from './delete.js';

const globals = { apiUrl: undefined, json: false, profile: 'default' };

describe('messages delete parse', () => {
  it('takes the id and --yes (or -y)', () => {
    expect(parse(['12'])).toEqual({ globals, id: 12, yes: false });
    expect(parse(['12', '-y'])).toEqual({ globals, id: 12, yes: true });
  });
});
