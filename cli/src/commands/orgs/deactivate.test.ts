import { describe, expect, it } from 'vitest';
import { parse } from './deactivate.js';

const globals = { apiUrl: undefined, json: false, profile: 'default' };

describe('orgs deactivate parse', () => {
  it('takes the id and --yes', () => {
    expect(parse(['2', '--yes'])).toEqual({ globals, id: 2, yes: true });
    expect(parse(['2'])).toEqual({ globals, id: 2, yes: false });
  });
});
