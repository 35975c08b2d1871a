import { describe, expect, it } from 'vitest';
import { parse } from './coordinators-remove.js';

describe('groups coordinators remove parse', () => {
  it('takes the id and --user values', () => {
    expect(parse(['3', '--user', 'teacher'])).toMatchObject({ id: 3, users: [{ username: 'teacher' }] });
    expect(() => parse(['3'])).toThrow();
  });
});
