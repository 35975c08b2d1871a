import type { Permission, PermissionKey, User } from '@campus/sdk';
import { sampleUser } from '@campus/sdk/testing';

let nextId = 100;

export function testUser(overrides: Partial<User> = {}): User {
  return sampleUser({
    id: nextId++,
    email: 'sam@example.com',
    created_at: '2025-01-01T00:00:00.000Z',
    ...overrides,
  });
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
