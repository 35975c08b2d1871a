import type { User } from '../schemas/user.js';

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
