import { z } from 'zod';
import { REGISTER_GENDERS, SchoolGradeSchema } from '../../schemas/user.js';
import { PASSWORD_MIN_LENGTH } from '../constants.js';
import { idField } from './id.js';
import { VALIDATION_MESSAGES as M } from './messages.js';
import { isTrivialPassword } from './password-patterns.js';
import { optionalText, requiredText } from './text.js';

/**
 * Every password that is set (register, create user, admin create and edit, change password). The server
 * also refuses a password on the list of common ones (`@campus/sdk/common-passwords`).
 */
export const passwordField = z
  .string({ error: M.passwordRequired })
  .min(1, M.passwordRequired)
  .min(PASSWORD_MIN_LENGTH, M.passwordTooShort)
  .max(200)
  .refine((password) => password === '' || password.trim() !== '', M.passwordOnlySpaces)
  .refine(
    (password) =>
      password.length < PASSWORD_MIN_LENGTH || password.trim() === '' || !isTrivialPassword(password),
    M.passwordTooSimple,
  );

export const usernameField = requiredText(M.usernameRequired, 50).regex(
  /^[A-Za-z0-9._-]+$/,
  M.usernameFormat,
);

export const optionalEmailField = z
  .string()
  .trim()
  .nullish()
  .transform((value) => (value ? value : null))
  .pipe(z.email(M.emailInvalid).max(255).nullable());

type CrossFieldValues = {
  password?: string;
  password_confirmation?: string;
  is_student?: boolean;
  school_grade?: string | null;
};

function asRecord(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
}

/**
 * Adds the spec's cross-field rules: matching passwords, and a grade for every student. They run even
 * while other fields are still wrong (`when`), so a form shows every message on the first submit.
 */
export function withPasswordAndGradeRules<T extends z.ZodType<CrossFieldValues>>(schema: T) {
  return schema
    .refine((value) => value.password === undefined || value.password === value.password_confirmation, {
      path: ['password_confirmation'],
      message: M.passwordsDoNotMatch,
      when: ({ value }) => {
        const fields = asRecord(value);
        return typeof fields.password === 'string' && typeof fields.password_confirmation === 'string';
      },
    })
    .refine((value) => !value.is_student || Boolean(value.school_grade), {
      path: ['school_grade'],
      message: M.schoolGradeRequired,
      when: ({ value }) => asRecord(value).is_student === true,
    });
}

/** The fields a new account is made from (register, and the dashboard's Create User). */
export const accountFields = z.object({
  first_name: requiredText(M.firstNameRequired),
  middle_name: optionalText(),
  last_name: requiredText(M.lastNameRequired),
  username: usernameField,
  email: optionalEmailField,
  gender: z.enum(REGISTER_GENDERS, { error: M.genderRequired }),
  is_student: z.boolean().default(false),
  // The form sends '' for non-students; a grade is only kept for students.
  school_grade: z
    .union([SchoolGradeSchema, z.literal('')])
    .nullish()
    .transform((grade) => (grade ? grade : null)),
  organization_id: idField(M.organizationRequired),
  password: passwordField,
  password_confirmation: z
    .string({ error: M.passwordConfirmationRequired })
    .min(1, M.passwordConfirmationRequired),
});

/** An account form's schema: the cross-field rules, and a grade kept only for students. */
export function accountSchema<T extends z.ZodType<CrossFieldValues & { is_student: boolean }>>(fields: T) {
  return withPasswordAndGradeRules(fields).transform((value) => ({
    ...value,
    school_grade: value.is_student ? value.school_grade : null,
  }));
}

/** POST /register body, with every message of spec section 5. */
export const RegisterInputSchema = accountSchema(accountFields);
export type RegisterInput = z.input<typeof RegisterInputSchema>;
export type RegisterData = z.output<typeof RegisterInputSchema>;

/** POST /login body. */
export const LoginInputSchema = z.object({
  username: z.string({ error: M.loginUsernameRequired }).trim().min(1, M.loginUsernameRequired),
  password: z.string({ error: M.loginPasswordRequired }).min(1, M.loginPasswordRequired),
});
export type LoginInput = z.infer<typeof LoginInputSchema>;
