import { z } from 'zod';
import { GENDERS, UsStateSchema } from '../../schemas/user.js';
import { VALIDATION_MESSAGES as M } from './messages.js';
import { passwordField } from './registration.js';
import { optionalText, requiredText } from './text.js';

/** PUT /profile body: first name, last name, email, gender and state are required (state, when sent). */
export const ProfileUpdateSchema = z.object({
  first_name: requiredText(M.firstNameRequired),
  middle_name: optionalText(),
  last_name: requiredText(M.lastNameRequired),
  email: z
    .string({ error: M.emailRequired })
    .trim()
    .min(1, M.emailRequired)
    .pipe(z.email(M.emailInvalid).max(255)),
  gender: z.enum(GENDERS, { error: M.genderRequired }),
  // Left out, the stored state stays as it is: an untouched field never changes (AL is only the form's
  // first choice). Sent blank, it is required.
  state: z
    .union([UsStateSchema, z.literal('')], { error: M.stateInvalid })
    .optional()
    .refine((s) => s !== '', M.stateRequired),
  phone_number: optionalText(30),
  bio: optionalText(2000),
  street_address: optionalText(),
  city: optionalText(100),
  zipcode: optionalText(10),
});
export type ProfileUpdateInput = z.input<typeof ProfileUpdateSchema>;
export type ProfileUpdate = z.output<typeof ProfileUpdateSchema>;

/** PUT /profile/password body. */
export const ChangePasswordSchema = z
  .object({
    current_password: z.string({ error: M.currentPasswordRequired }).min(1, M.currentPasswordRequired),
    password: passwordField,
    password_confirmation: z
      .string({ error: M.passwordConfirmationRequired })
      .min(1, M.passwordConfirmationRequired),
  })
  .refine((v) => v.password === v.password_confirmation, {
    path: ['password_confirmation'],
    message: M.passwordsDoNotMatch,
  });
export type ChangePasswordInput = z.infer<typeof ChangePasswordSchema>;
