import { z } from 'zod';
import { GenderSchema, SchoolGradeSchema, UsStateSchema } from '../../schemas/user.js';
import { PASSWORD_MIN_LENGTH } from '../constants.js';
import { idField } from './id.js';
import { VALIDATION_MESSAGES as M } from './messages.js';
import { isTrivialPassword } from './password-patterns.js';
import { optionalEmailField, passwordField, usernameField } from './registration.js';
import { optionalText, requiredText } from './text.js';

const optionalGrade = z
  .union([SchoolGradeSchema, z.literal('')])
  .nullish()
  .transform((grade) => (grade ? grade : null));

/**
 * The admin user form's fields (spec section 5), without defaults, so that the user page's inline edit
 * (UserInlineUpdateSchema, which changes only the fields sent) checks them by the same rules.
 */
export const adminUserFieldShapes = {
  first_name: requiredText(M.firstNameRequired),
  middle_name: optionalText(),
  last_name: requiredText(M.lastNameRequired),
  username: usernameField,
  email: optionalEmailField,
  // Optional here, and the admin form also offers 'other'.
  gender: z
    .union([GenderSchema, z.literal('')])
    .nullish()
    .transform((gender) => (gender ? gender : null)),
  phone_number: optionalText(30),
  street_address: optionalText(),
  city: optionalText(100),
  state: z
    .union([UsStateSchema, z.literal('')], { error: M.stateInvalid })
    .refine((s) => s !== '', M.stateRequired),
  zipcode: optionalText(10),
  bio: optionalText(2000),
  is_student: z.boolean(),
  school_grade: optionalGrade,
};

/** Fields shared by the admin panel's create and edit user form. */
const adminUserFields = z.object({
  ...adminUserFieldShapes,
  is_student: z.boolean().default(false),
  organization_id: idField().nullish(),
});

/** Unchecking student clears the grade. */
function clearGradeOfNonStudents<T extends { is_student: boolean; school_grade: string | null }>(
  value: T,
): T {
  return value.is_student ? value : { ...value, school_grade: null };
}

/** POST /admin/users: a password is required. */
export const CreateAdminUserSchema = adminUserFields
  .extend({ password: passwordField })
  .transform(clearGradeOfNonStudents);
export type CreateAdminUserInput = z.input<typeof CreateAdminUserSchema>;
export type CreateAdminUserData = z.output<typeof CreateAdminUserSchema>;

/** PUT /admin/users/{id}: a blank password keeps the current one (it is left out of the output). */
export const UpdateAdminUserSchema = adminUserFields
  .extend({
    password: z
      .string()
      .nullish()
      .transform((password) => (password ? password : undefined))
      .pipe(passwordField.optional()),
  })
  .transform(clearGradeOfNonStudents);
export type UpdateAdminUserInput = z.input<typeof UpdateAdminUserSchema>;
export type UpdateAdminUserData = z.output<typeof UpdateAdminUserSchema>;

/**
 * The password check the form runs on blur: the message to show, or null. On edit a blank password is
 * fine (the current one is kept).
 */
export function adminPasswordError(password: string, mode: 'create' | 'edit'): string | null {
  if (password === '') return mode === 'create' ? M.passwordRequired : null;
  if (password.length < PASSWORD_MIN_LENGTH) return M.passwordTooShort;
  if (password.trim() === '') return M.passwordOnlySpaces;
  return isTrivialPassword(password) ? M.passwordTooSimple : null;
}
