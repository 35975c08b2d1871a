import { describe, expect, it } from 'vitest';
import { parse } from './remove-user.js';

const globals = { apiUrl: undefined, json: false, profile: 'default' };

describe('orgs remove-user parse', () => {
  it('takes the organization id and the user (username or id)', () => {
    expect(parse(['1', 'student'])).toEqual({
      globals,
      id: 1,
      user: { kind: 'username', username: 'student', text: 'student' },
    });
    expect(parse(['1', '12']).user).toEqual({ kind: 'id', id: 12, text: '12' });
    expect(() => parse(['1'])).toThrow();
  });
});
