import { z } from 'zod';
import { REGISTER_GENDERS, SchoolGradeSchema } from '../../schemas/user.js';
import { VALIDATION_MESSAGES as M } from './messages.js';
import { passwordField, usernameField, withPasswordAndGradeRules } from './registration.js';
import { optionalText, requiredText } from './text.js';

const createUserFields = z.object({
  first_name: requiredText(M.firstNameRequired),
  middle_name: optionalText(),
  last_name: requiredText(M.lastNameRequired),
  username: usernameField,
  gender: z.enum(REGISTER_GENDERS, { error: M.genderRequired }),
  is_student: z.boolean().default(false),
  school_grade: z
    .union([SchoolGradeSchema, z.literal('')])
    .nullish()
    .transform((grade) => (grade ? grade : null)),
  organization_id: z.coerce
    .number({ error: M.organizationRequired })
    .int(M.organizationRequired)
    .positive(M.organizationRequired),
  /** The group the new user joins (organization owners pick one; spec section 6). */
  group_id: z.coerce.number().int().positive().nullish(),
  password: passwordField,
  password_confirmation: z
    .string({ error: M.passwordConfirmationRequired })
    .min(1, M.passwordConfirmationRequired),
});

/** The dashboard's Create User form (spec section 5): grade required for students, passwords match. */
export const CreateUserSchema = withPasswordAndGradeRules(createUserFields).transform((value) => ({
  ...value,
  school_grade: value.is_student ? value.school_grade : null,
}));
export type CreateUserInput = z.input<typeof CreateUserSchema>;
export type CreateUserData = z.output<typeof CreateUserSchema>;

/** The form's draft values, as strings and a checkbox. */
export interface CreateUserDraft {
  first_name: string;
  last_name: string;
  username: string;
  password: string;
  password_confirmation: string;
  gender: string;
  organization_id: string | number | null;
  is_student: boolean;
  school_grade: string | null;
}

/** Submit stays disabled while a required field is blank (the grade only for students). */
export function isCreateUserDraftComplete(draft: CreateUserDraft): boolean {
  const required = [
    draft.first_name,
    draft.last_name,
    draft.username,
    draft.password,
    draft.password_confirmation,
    draft.gender,
    draft.organization_id === null ? '' : String(draft.organization_id),
  ];
  if (draft.is_student) required.push(draft.school_grade ?? '');
  return required.every((value) => value.trim() !== '');
}
