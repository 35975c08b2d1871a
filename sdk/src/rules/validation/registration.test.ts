import { describe, expect, it } from 'vitest';
import { fieldErrorsFrom, firstFieldErrors } from './field-errors.js';
import { LoginInputSchema, RegisterInputSchema } from './registration.js';

const valid = {
  first_name: 'Ada',
  middle_name: '',
  last_name: 'Lovelace',
  username: 'ada.l',
  email: '',
  gender: 'female',
  is_student: true,
  school_grade: '8',
  organization_id: '3',
  password: 'campus123',
  password_confirmation: 'campus123',
};

function errorsOf(input: Record<string, unknown>): Record<string, string> {
  const result = RegisterInputSchema.safeParse(input);
  return result.success ? {} : firstFieldErrors(fieldErrorsFrom(result.error));
}

describe('RegisterInputSchema', () => {
  it('accepts a complete student and normalizes blanks', () => {
    const data = RegisterInputSchema.parse(valid);
    expect(data.organization_id).toBe(3);
    expect(data.middle_name).toBeNull();
    expect(data.email).toBeNull();
    expect(data.school_grade).toBe('8');
  });

  it.each([
    [{ password_confirmation: 'campus124' }, 'password_confirmation', 'Passwords do not match'],
    [{ school_grade: '' }, 'school_grade', 'School grade is required for students'],
    [{ school_grade: null }, 'school_grade', 'School grade is required for students'],
    [{ organization_id: '' }, 'organization_id', 'Please select an organization'],
    [{ organization_id: undefined }, 'organization_id', 'Please select an organization'],
    [{ first_name: '  ' }, 'first_name', 'First name is required'],
    [{ last_name: '' }, 'last_name', 'Last name is required'],
    [{ username: '' }, 'username', 'Username is required'],
    [{ gender: '' }, 'gender', 'Gender is required'],
    [{ gender: 'other' }, 'gender', 'Gender is required'],
    [
      { password: 'short', password_confirmation: 'short' },
      'password',
      'Password must be at least 8 characters',
    ],
    [
      { password: '        ', password_confirmation: '        ' },
      'password',
      'Password cannot be only spaces',
    ],
    [
      { password: ' \t \n \u00a0  \t ', password_confirmation: ' \t \n \u00a0  \t ' },
      'password',
      'Password cannot be only spaces',
    ],
    [{ password_confirmation: '' }, 'password_confirmation', 'Please confirm your password'],
    [{ email: 'not-an-email' }, 'email', 'Please enter a valid email address'],
  ])('%j -> %s: %s', (change, field, message) => {
    expect(errorsOf({ ...valid, ...change })[field]).toBe(message);
  });

  it('sends the grade empty for non-students', () => {
    const data = RegisterInputSchema.parse({ ...valid, is_student: false, school_grade: '8' });
    expect(data.school_grade).toBeNull();
    expect(errorsOf({ ...valid, is_student: false, school_grade: '' })).toEqual({});
  });

  it('accepts every one of the 17 grades, including Pre-K and Ph.D.', () => {
    for (const grade of ['Pre-K', 'KK', '1', '12', 'University', 'Masters', 'Ph.D.']) {
      expect(RegisterInputSchema.parse({ ...valid, school_grade: grade }).school_grade).toBe(grade);
    }
    expect(errorsOf({ ...valid, school_grade: '13' }).school_grade).toBeDefined();
  });
});

describe('passwords with spaces', () => {
  it('are fine when they hold something else too', () => {
    const password = '  my pass  ';
    expect(RegisterInputSchema.parse({ ...valid, password, password_confirmation: password }).password).toBe(
      password,
    );
  });
});

describe('LoginInputSchema', () => {
  it.each([
    [{ username: '', password: 'x' }, 'username', 'Username is required'],
    [{ username: 'ada', password: '' }, 'password', 'Password is required'],
  ])('%j -> %s: %s', (input, field, message) => {
    const result = LoginInputSchema.safeParse(input);
    expect(result.success).toBe(false);
    if (!result.success) expect(firstFieldErrors(fieldErrorsFrom(result.error))[field]).toBe(message);
  });

  it('trims the username', () => {
    expect(LoginInputSchema.parse({ username: ' ada ', password: 'campus123' }).username).toBe('ada');
  });
});

describe('registration cross-field rules on a first, mostly blank submit', () => {
  it('shows the password and grade messages together with the required-field messages', () => {
    const result = RegisterInputSchema.safeParse({
      first_name: '',
      last_name: '',
      username: '',
      gender: 'male',
      is_student: true,
      school_grade: '',
      password: 'campus123',
      password_confirmation: 'campus124',
    });
    expect(result.success).toBe(false);
    const errors = result.success ? {} : fieldErrorsFrom(result.error);
    expect(errors.password_confirmation).toEqual(['Passwords do not match']);
    expect(errors.school_grade).toEqual(['School grade is required for students']);
    expect(errors.first_name?.[0]).toBe('First name is required');
    expect(errors.organization_id?.[0]).toBe('Please select an organization');
  });
});
