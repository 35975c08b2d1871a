import type { z } from 'zod';
import { idField } from './id.js';
import { accountFields, accountSchema } from './registration.js';

const createUserFields = accountFields.omit({ email: true }).extend({
  /** The group the new user joins (organization owners pick one; spec section 6). */
  group_id: idField().nullish(),
});

/** The dashboard's Create User form (spec section 5): grade required for students, passwords match. */
export const CreateUserSchema = accountSchema(createUserFields);
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
