import type { Permission, PermissionKey, User } from '@campus/sdk';

let nextId = 100;

export function testUser(overrides: Partial<User> = {}): User {
  const id = overrides.id ?? nextId++;
  return {
    id,
    username: 'student',
    first_name: 'Sam',
    middle_name: null,
    last_name: 'Student',
    email: 'sam@example.com',
    gender: 'male',
    phone_number: null,
    bio: null,
    street_address: null,
    city: null,
    state: 'AL',
    zipcode: null,
    is_student: true,
    school_grade: '8',
    organization_id: 1,
    is_admin: false,
    created_at: '2025-01-01T00:00:00.000Z',
    permissions: [],
    ...overrides,
  };
}

export function permissions(...keys: PermissionKey[]): Permission[] {
  return keys.map((key, index) => ({ id: index + 1, key, label: key.replace(/_/g, ' ') }));
}

export const adminUser = () =>
  testUser({ username: 'admin', is_admin: true, is_student: false, school_grade: null });
export const teacherUser = () =>
  testUser({
    username: 'teacher',
    is_student: false,
    school_grade: null,
    permissions: permissions('create_course', 'create_event'),
  });
