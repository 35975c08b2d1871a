import type { CreateAdminUserData, UpdateAdminUserData } from '@campus/sdk';
import type { NewUserRow } from '../users/user-repository.js';

// What the single admin user routes and the batch share: their messages and the form's columns.

export const ADMIN_USER_MESSAGES = {
  notFound: 'User not found',
  unknownOrganization: 'The selected organization does not exist.',
  created: 'User created',
  updated: 'User updated',
  deleted: 'User deleted',
  permissionsUpdated: 'Permissions updated',
} as const;

/** The columns the admin user form sets, copied by name (never is_admin, never the id). */
export function formColumns(input: CreateAdminUserData | UpdateAdminUserData) {
  return {
    firstName: input.first_name,
    middleName: input.middle_name,
    lastName: input.last_name,
    username: input.username,
    email: input.email,
    gender: input.gender,
    phoneNumber: input.phone_number,
    streetAddress: input.street_address,
    city: input.city,
    state: input.state,
    zipcode: input.zipcode,
    bio: input.bio,
    isStudent: input.is_student,
    schoolGrade: input.school_grade,
    organizationId: input.organization_id ?? null,
  } satisfies Partial<NewUserRow>;
}
