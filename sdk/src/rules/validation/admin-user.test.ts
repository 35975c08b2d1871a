import { describe, expect, it } from 'vitest';
import { adminPasswordError, CreateAdminUserSchema, UpdateAdminUserSchema } from './admin-user.js';
import { fieldErrorsFrom, firstFieldErrors } from './field-errors.js';

const base = {
  first_name: 'Tess',
  last_name: 'Teacher',
  username: 'tess',
  state: 'NY',
  is_student: false,
};

function createErrors(input: unknown) {
  const result = CreateAdminUserSchema.safeParse(input);
  return result.success ? {} : firstFieldErrors(fieldErrorsFrom(result.error));
}
function updateErrors(input: unknown) {
  const result = UpdateAdminUserSchema.safeParse(input);
  return result.success ? {} : firstFieldErrors(fieldErrorsFrom(result.error));
}

describe('CreateAdminUserSchema', () => {
  it('needs only names, username, state and password; optional fields become null', () => {
    const data = CreateAdminUserSchema.parse({
      ...base,
      password: 'campus123',
      email: '',
      gender: '',
      bio: '',
    });
    expect(data).toMatchObject({
      email: null,
      gender: null,
      bio: null,
      middle_name: null,
      password: 'campus123',
    });
  });

  it.each([
    [{ first_name: '' }, 'first_name', 'First name is required'],
    [{ last_name: '' }, 'last_name', 'Last name is required'],
    [{ username: '' }, 'username', 'Username is required'],
    [{ state: '' }, 'state', 'State is required'],
    [{ state: 'XX' }, 'state', 'Please select a valid state'],
    [{ password: undefined }, 'password', 'Password is required'],
    [{ password: '' }, 'password', 'Password is required'],
    [{ password: 'abc1234' }, 'password', 'Password must be at least 8 characters'],
    [{ password: '        ' }, 'password', 'Password cannot be only spaces'],
    [{ email: 'someone@' }, 'email', 'Please enter a valid email address'],
  ])('%j -> %s: %s', (change, field, message) => {
    expect(createErrors({ ...base, password: 'campus123', ...change })[field]).toBe(message);
  });

  it('offers other as gender', () => {
    expect(CreateAdminUserSchema.parse({ ...base, password: 'campus123', gender: 'other' }).gender).toBe(
      'other',
    );
  });

  it('unchecking student clears the grade', () => {
    const student = CreateAdminUserSchema.parse({
      ...base,
      password: 'campus123',
      is_student: true,
      school_grade: '9',
    });
    expect(student.school_grade).toBe('9');
    const other = CreateAdminUserSchema.parse({
      ...base,
      password: 'campus123',
      is_student: false,
      school_grade: '9',
    });
    expect(other.school_grade).toBeNull();
  });
});

describe('UpdateAdminUserSchema', () => {
  it('a blank password keeps the current one', () => {
    expect(UpdateAdminUserSchema.parse({ ...base, password: '' }).password).toBeUndefined();
    expect(UpdateAdminUserSchema.parse({ ...base }).password).toBeUndefined();
    expect(UpdateAdminUserSchema.parse({ ...base, password: null }).password).toBeUndefined();
  });

  it('a new password still needs 8 characters', () => {
    expect(updateErrors({ ...base, password: 'short' }).password).toBe(
      'Password must be at least 8 characters',
    );
    expect(UpdateAdminUserSchema.parse({ ...base, password: 'longenough' }).password).toBe('longenough');
  });

  it('a new password of only spaces is refused, not kept as the current one', () => {
    expect(updateErrors({ ...base, password: '        ' }).password).toBe('Password cannot be only spaces');
  });

  it('keeps the required fields required', () => {
    expect(updateErrors({ ...base, state: '' }).state).toBe('State is required');
  });
});

describe('adminPasswordError (on blur)', () => {
  it.each([
    ['', 'create', 'Password is required'],
    ['', 'edit', null],
    ['1234567', 'create', 'Password must be at least 8 characters'],
    ['1234567', 'edit', 'Password must be at least 8 characters'],
    ['12345678', 'create', 'Password cannot be one character repeated or a simple sequence like 12345678'],
    ['campus123', 'create', null],
    ['        ', 'create', 'Password cannot be only spaces'],
    ['        ', 'edit', 'Password cannot be only spaces'],
  ] as const)('%j on %s -> %j', (password, mode, expected) => {
    expect(adminPasswordError(password, mode)).toBe(expected);
  });
});
