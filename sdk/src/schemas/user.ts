import { z } from 'zod';
import { SCHOOL_GRADES } from '../rules/grades.js';
import { US_STATE_CODES } from '../rules/us-states.js';
import { PermissionSchema } from './permission.js';

export const GENDERS = ['male', 'female', 'other'] as const;
/** Register offers male and female; the user page also offers other. */
export const REGISTER_GENDERS = ['male', 'female'] as const;
export const GenderSchema = z.enum(GENDERS);
export type Gender = z.infer<typeof GenderSchema>;

export const SchoolGradeSchema = z.enum(SCHOOL_GRADES);
export const UsStateSchema = z.enum(US_STATE_CODES);

/** A user as other people see them in lists and pickers. */
export const UserSummarySchema = z.object({
  id: z.number().int(),
  username: z.string(),
  first_name: z.string(),
  middle_name: z.string().nullable(),
  last_name: z.string(),
});
export type UserSummary = z.infer<typeof UserSummarySchema>;

/** The full user record (password is write-only and never appears). */
export const UserSchema = UserSummarySchema.extend({
  email: z.string().nullable(),
  gender: GenderSchema.nullable(),
  phone_number: z.string().nullable(),
  bio: z.string().nullable(),
  street_address: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  zipcode: z.string().nullable(),
  is_student: z.boolean(),
  school_grade: SchoolGradeSchema.nullable(),
  organization_id: z.number().int().nullable(),
  is_admin: z.boolean(),
  created_at: z.string(),
  permissions: z.array(PermissionSchema),
});
export type User = z.infer<typeof UserSchema>;

/** Answer of POST /login, POST /register and GET /user. */
export const AuthSessionSchema = z.object({ user: UserSchema, token: z.string() });
export type AuthSession = z.infer<typeof AuthSessionSchema>;
