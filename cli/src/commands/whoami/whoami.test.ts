import type { User } from '@campus/sdk';
import { describe, expect, it } from 'vitest';
import { UsageError } from '../../errors.js';
import { fullName, userFields } from './user-fields.js';
import { parse } from './whoami.js';

describe('whoami parse', () => {
  it('takes --json and --api-url', () => {
    expect(parse(['--json', '--api-url', 'https://campus.example/api'])).toEqual({
      globals: { apiUrl: 'https://campus.example/api', json: true, profile: 'default' },
    });
  });

  it('refuses arguments', () => {
    expect(() => parse(['admin'])).toThrow(UsageError);
  });
});

const user: User = {
  id: 5,
  username: 'teacher',
  first_name: 'Tess',
  middle_name: null,
  last_name: 'Hart',
  email: 'tess@example.com',
  gender: null,
  phone_number: null,
  bio: null,
  street_address: null,
  city: null,
  state: null,
  zipcode: null,
  is_student: false,
  school_grade: null,
  organization_id: 1,
  is_admin: false,
  created_at: '2025-01-01T00:00:00.000Z',
  permissions: [
    { id: 1, key: 'create_event', label: 'Create event' },
    { id: 2, key: 'create_course', label: 'Create course' },
  ],
};

describe('whoami fields', () => {
  it('joins the name parts that are present', () => {
    expect(fullName(user)).toBe('Tess Hart');
    expect(fullName({ first_name: 'A', middle_name: 'B', last_name: 'C' })).toBe('A B C');
  });

  it('lists username, name, admin flag and permission keys', () => {
    expect(userFields(user)).toEqual([
      ['Username', 'teacher'],
      ['Name', 'Tess Hart'],
      ['Email', 'tess@example.com'],
      ['Admin', 'no'],
      ['Permissions', 'create_event, create_course'],
    ]);
    expect(userFields({ ...user, is_admin: true, permissions: [] })).toContainEqual([
      'Permissions',
      'all (admin)',
    ]);
    expect(userFields({ ...user, permissions: [] })).toContainEqual(['Permissions', 'none']);
  });
});
