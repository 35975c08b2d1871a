import { describe, expect, it } from 'vitest';
import { type CreateUserDraft, CreateUserSchema, isCreateUserDraftComplete } from './create-user.js';
import { fieldErrorsFrom, firstFieldErrors } from './field-errors.js';

const valid = {
  first_name: 'Nia',
  middle_name: '',
  last_name: 'New',
  username: 'nia',
  gender: 'female',
  is_student: true,
  school_grade: '5',
  organization_id: 2,
  group_id: '4',
  password: 'campus123',
  password_confirmation: 'campus123',
};

function errorsOf(input: unknown) {
  const result = CreateUserSchema.safeParse(input);
  return result.success ? {} : firstFieldErrors(fieldErrorsFrom(result.error));
}

describe('CreateUserSchema (dashboard Create User)', () => {
  it('accepts a complete student', () => {
    const data = CreateUserSchema.parse(valid);
    expect(data).toMatchObject({ organization_id: 2, group_id: 4, school_grade: '5', middle_name: null });
  });

  it.each([
    [{ first_name: '' }, 'first_name', 'First name is required'],
    [{ last_name: '' }, 'last_name', 'Last name is required'],
    [{ username: '' }, 'username', 'Username is required'],
    [{ password: '' }, 'password', 'Password is required'],
    [
      { password: '        ', password_confirmation: '        ' },
      'password',
      'Password cannot be only spaces',
    ],
    [{ password_confirmation: '' }, 'password_confirmation', 'Please confirm your password'],
    [{ password_confirmation: 'campus124' }, 'password_confirmation', 'Passwords do not match'],
    [{ gender: undefined }, 'gender', 'Gender is required'],
    [{ organization_id: null }, 'organization_id', 'Please select an organization'],
    [{ school_grade: '' }, 'school_grade', 'School grade is required for students'],
  ])('%j -> %s: %s', (change, field, message) => {
    expect(errorsOf({ ...valid, ...change })[field]).toBe(message);
  });

  it('drops the grade of a non-student', () => {
    expect(CreateUserSchema.parse({ ...valid, is_student: false }).school_grade).toBeNull();
  });
});

describe('isCreateUserDraftComplete', () => {
  const draft: CreateUserDraft = {
    first_name: 'Nia',
    last_name: 'New',
    username: 'nia',
    password: 'campus123',
    password_confirmation: 'campus123',
    gender: 'female',
    organization_id: 2,
    is_student: false,
    school_grade: null,
  };

  it('is complete when every required field is filled', () => {
    expect(isCreateUserDraftComplete(draft)).toBe(true);
  });

  it.each(['first_name', 'last_name', 'username', 'password', 'password_confirmation', 'gender'] as const)(
    'is incomplete while %s is blank',
    (field) => {
      expect(isCreateUserDraftComplete({ ...draft, [field]: ' ' })).toBe(false);
    },
  );

  it('needs an organization, and a grade only for students', () => {
    expect(isCreateUserDraftComplete({ ...draft, organization_id: null })).toBe(false);
    expect(isCreateUserDraftComplete({ ...draft, is_student: true })).toBe(false);
    expect(isCreateUserDraftComplete({ ...draft, is_student: true, school_grade: 'KK' })).toBe(true);
  });
});
