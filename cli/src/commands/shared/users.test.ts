import { describe, expect, it } from 'vitest';
import { findUser, userRef, userRefsFromFlags } from './users.js';

describe('user references', () => {
  it('reads digits as an id and anything else as a username', () => {
    expect(userRef(' 12 ')).toEqual({ kind: 'id', id: 12, text: '12' });
    expect(userRef('emma.wilson')).toEqual({
      kind: 'username',
      username: 'emma.wilson',
      text: 'emma.wilson',
    });
    expect(userRef('0').kind).toBe('username');
    expect(userRef('99999999999').kind).toBe('username');
  });

  it('splits repeated and comma-separated --user values, refusing blanks', () => {
    expect(userRefsFromFlags(['ana', '3,bo']).map((ref) => ref.text)).toEqual(['ana', '3', 'bo']);
    expect(() => userRefsFromFlags(['ana,'])).toThrow(/no blanks/);
  });

  it('finds a listed user by id or by username ignoring case', () => {
    const users = [
      { id: 3, username: 'Ana' },
      { id: 4, username: 'bo' },
    ];
    expect(findUser(userRef('ana'), users)?.id).toBe(3);
    expect(findUser(userRef('4'), users)?.username).toBe('bo');
    expect(findUser(userRef('cy'), users)).toBeUndefined();
  });
});
