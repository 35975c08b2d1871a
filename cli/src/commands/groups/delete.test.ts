import { describe, expect, it } from 'vitest';
import { parse } from './delete.js';

const globals = { apiUrl: undefined, json: false, profile: 'default' };

describe('groups delete parse', () => {
  it('takes the id and --yes (or -y)', () => {
    expect(parse(['7'])).toEqual({ globals, id: 7, yes: false });
    expect(parse(['7', '-y'])).toEqual({ globals, id: 7, yes: true });
  });
});
