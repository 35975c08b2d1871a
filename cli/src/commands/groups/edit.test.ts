import { describe, expect, it } from 'vitest';
import { parse } from './edit.js';

const globals = { apiUrl: undefined, json: false, profile: 'default' };

describe('groups edit parse', () => {
  it('takes the id and the fields to change; an empty description clears it', () => {
    expect(parse(['3', '--name', 'New'])).toEqual({ globals, id: 3, name: 'New', description: undefined });
    expect(parse(['3', '--description', ''])).toEqual({ globals, id: 3, name: undefined, description: '' });
  });

  it('refuses nothing to change and a bad id', () => {
    expect(() => parse(['3'])).toThrow(/Nothing to change/);
    expect(() => parse(['x', '--name', 'New'])).toThrow(/Invalid group id/);
  });
});
