import { describe, expect, it } from 'vitest';
import { adminPasswordError, CreateAdminUserSchema } from './admin-user.js';
import { CreateUserSchema } from './create-user.js';
import { fieldErrorsFrom } from './field-errors.js';
import { VALIDATION_MESSAGES as M } from './messages.js';
import { isTrivialPassword } from './password-patterns.js';
import { ChangePasswordSchema } from './profile.js';
import { RegisterInputSchema } from './registration.js';

const TRIVIAL = [
  'aaaaaaaa',
  'AAAAAAAAAA',
  '11111111',
  'xxxxxxxx',
  'abababab',
  'abcabcabc',
  'passpass',
  '12341234',
  '12345678',
  '123456789',
  '87654321',
  'abcdefgh',
  'AbCdEfGh',
  'zyxwvuts',
  '1234abcd',
  'aaaa1111',
  'abcd4321',
  '12345679',
  'ééééééééé',
];

const FINE = [
  'campus123',
  'secret-pass-1',
  'correct horse battery staple',
  'brand-new-pass',
  'Tr0ub4dor&3',
  'aabbccdd',
  'campuscampus',
  'zq8!kLm2',
];

describe('isTrivialPassword', () => {
  it.each(TRIVIAL)('finds %j trivial', (password) => {
    expect(isTrivialPassword(password)).toBe(true);
  });

  it.each(FINE)('lets %j pass', (password) => {
    expect(isTrivialPassword(password)).toBe(false);
  });
});

const account = {
  first_name: 'Nora',
  last_name: 'Quinn',
  username: 'nora',
  gender: 'female',
  organization_id: 3,
};

// Every form that sets a password shows the message under the field as the user types.
describe.each([
  [
    'register',
    (password: string) =>
      RegisterInputSchema.safeParse({ ...account, password, password_confirmation: password }),
  ],
  [
    'create user',
    (password: string) =>
      CreateUserSchema.safeParse({ ...account, password, password_confirmation: password }),
  ],
  [
    'change password',
    (password: string) =>
      ChangePasswordSchema.safeParse({
        current_password: 'campus123',
        password,
        password_confirmation: password,
      }),
  ],
  [
    'admin create user',
    (password: string) => CreateAdminUserSchema.safeParse({ ...account, state: 'CA', password }),
  ],
] as const)('%s', (_name, parse) => {
  const passwordErrors = (password: string) => {
    const result = parse(password);
    return result.success ? undefined : fieldErrorsFrom(result.error).password;
  };

  it.each(['aaaaaaaa', '12345678', 'abcdefgh'])('refuses %j on password', (password) => {
    expect(passwordErrors(password)).toEqual([M.passwordTooSimple]);
  });

  it('keeps the earlier messages alone for a short or blank password', () => {
    expect(passwordErrors('aaaa')).toEqual([M.passwordTooShort]);
    expect(passwordErrors('        ')).toEqual([M.passwordOnlySpaces]);
  });

  it('takes campus123', () => {
    expect(passwordErrors('campus123')).toBeUndefined();
  });
});

describe('adminPasswordError (the admin form on blur)', () => {
  it('says so for a trivial password and nothing for a good one', () => {
    expect(adminPasswordError('abcdefgh', 'create')).toBe(M.passwordTooSimple);
    expect(adminPasswordError('campus123', 'edit')).toBeNull();
  });
});
