import { describe, expect, it } from 'vitest';
import { commonPasswordError, isCommonPassword, loadCommonPasswords } from './common-passwords.js';
import { VALIDATION_MESSAGES as M } from './messages.js';

describe('the common-password list', () => {
  it('holds the thousands of leaked passwords long enough to pass the length rule, in lower case', async () => {
    const list = await loadCommonPasswords();
    expect(list.size).toBeGreaterThan(15_000);
    for (const password of list) {
      expect(password.length).toBeGreaterThanOrEqual(8);
      expect(password).toBe(password.toLowerCase());
    }
    expect(await loadCommonPasswords()).toBe(list);
  });

  it.each([
    'password',
    'PASSWORD',
    'Password1',
    'iloveyou',
    'qwertyuiop',
    'sunshine',
    'trustno1',
    'baseball',
  ])('refuses %j whatever its case', async (password) => {
    expect(await isCommonPassword(password)).toBe(true);
    expect(await commonPasswordError(password)).toBe(M.passwordTooCommon);
  });

  it.each(['campus123', 'secret-pass-1', 'correct horse battery staple', 'brand-new-pass'])(
    'takes %j',
    async (password) => {
      expect(await isCommonPassword(password)).toBe(false);
      expect(await commonPasswordError(password)).toBeNull();
    },
  );
});
