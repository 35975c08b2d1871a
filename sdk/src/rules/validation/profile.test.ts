import { describe, expect, it } from 'vitest';
import { fieldErrorsFrom, firstFieldErrors } from './field-errors.js';
import { ChangePasswordSchema, ProfileUpdateSchema } from './profile.js';

const profile = {
  first_name: 'Sam',
  last_name: 'Student',
  email: 'sam@example.com',
  gender: 'male',
  state: 'CA',
};

function errors(schema: typeof ProfileUpdateSchema | typeof ChangePasswordSchema, input: unknown) {
  const result = schema.safeParse(input);
  return result.success ? {} : firstFieldErrors(fieldErrorsFrom(result.error));
}

describe('ProfileUpdateSchema', () => {
  it('leaves a state that was not sent alone (no silent AL)', () => {
    const { state: _omitted, ...withoutState } = profile;
    expect(ProfileUpdateSchema.parse(withoutState).state).toBeUndefined();
  });

  it('accepts other as gender on the profile', () => {
    expect(ProfileUpdateSchema.parse({ ...profile, gender: 'other' }).gender).toBe('other');
  });

  it.each([
    [{ first_name: '' }, 'first_name', 'First name is required'],
    [{ last_name: ' ' }, 'last_name', 'Last name is required'],
    [{ email: '' }, 'email', 'Email is required'],
    [{ email: 'nope' }, 'email', 'Please enter a valid email address'],
    [{ gender: '' }, 'gender', 'Gender is required'],
    [{ gender: undefined }, 'gender', 'Gender is required'],
    [{ gender: 'x' }, 'gender', 'Gender is required'],
    [{ state: '' }, 'state', 'State is required'],
    [{ state: 'ZZ' }, 'state', 'Please select a valid state'],
  ])('%j -> %s: %s', (change, field, message) => {
    expect(errors(ProfileUpdateSchema, { ...profile, ...change })[field]).toBe(message);
  });
});

describe('ChangePasswordSchema', () => {
  const valid = { current_password: 'campus123', password: 'newpass99', password_confirmation: 'newpass99' };

  it('accepts matching passwords', () => {
    expect(ChangePasswordSchema.parse(valid)).toEqual(valid);
  });

  it.each([
    [{ current_password: '' }, 'current_password', 'Current password is required'],
    [{ password: '' }, 'password', 'Password is required'],
    [
      { password: '          ', password_confirmation: '          ' },
      'password',
      'Password cannot be only spaces',
    ],
    [{ password_confirmation: '' }, 'password_confirmation', 'Please confirm your password'],
    [{ password_confirmation: 'newpass98' }, 'password_confirmation', 'Passwords do not match'],
  ])('%j -> %s: %s', (change, field, message) => {
    expect(errors(ChangePasswordSchema, { ...valid, ...change })[field]).toBe(message);
  });
});
