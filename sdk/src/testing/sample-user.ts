import type { User } from '../schemas/user.js';
import type { UserDetail } from '../schemas/user-detail.js';

/** A valid User for tests of any package: a grade 8 student, changed by `overrides`. */
export function sampleUser(overrides: Partial<User> = {}): User {
  return {
    id: 5,
    username: 'student',
    first_name: 'Sam',
    middle_name: null,
    last_name: 'Student',
    email: null,
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
    created_at: '2026-01-01T00:00:00.000Z',
    permissions: [],
    ...overrides,
  };
}

/**
 * The user as GET /profile and GET /users/{id} answer it: no family, and the abilities of someone looking at
 * their own page without special permissions, changed by `overrides`.
 */
export function sampleUserDetail(user: User = sampleUser(), overrides: Partial<UserDetail> = {}): UserDetail {
  return {
    ...user,
    parents: [],
    children: [],
    can: {
      edit: false,
      delete: false,
      view_courses_taken: true,
      view_management: true,
      assign_manager: false,
      manage_family: false,
      view_permissions: false,
      grant_permissions: false,
    },
    ...overrides,
  };
}
