import { z } from 'zod';
import { NamedRefSchema } from './common.js';
import { EnrollmentRecordStatusSchema } from './enrollment.js';
import { AssistantNodeSchema } from './manager.js';
import { MembershipRoleSchema } from './organization.js';
import { UserSchema, UserSummarySchema } from './user.js';

/** A course the user enrolled in or asked to join (courses taken): badge green, warning or red by status. */
export const CourseTakenSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  status: EnrollmentRecordStatusSchema,
});
export type CourseTaken = z.infer<typeof CourseTakenSchema>;

/**
 * What the viewer may do on this user's page (spec section 6), worked out by the server with the sdk's
 * userAccess rule and the viewer's relation to the user, so the page shows only what the server allows.
 */
export const UserPageAbilitiesSchema = z.object({
  edit: z.boolean(),
  delete: z.boolean(),
  view_courses_taken: z.boolean(),
  view_management: z.boolean(),
  assign_manager: z.boolean(),
  manage_family: z.boolean(),
  view_permissions: z.boolean(),
  grant_permissions: z.boolean(),
});
export type UserPageAbilities = z.infer<typeof UserPageAbilitiesSchema>;

/**
 * GET /users/{id} and GET /profile: the user with relations. The server leaves out each card the viewer may
 * not see (spec section 6): `courses_taken` without view_courses_taken, `manager`, `subordinates`,
 * `assistants`, `groups` and `coordinated_groups` without view_management, and `permissions` is empty
 * without view_permissions or grant_permissions (one's own are always there). Parents and children are shown to whoever may
 * view the user.
 */
export const UserDetailSchema = UserSchema.extend({
  parents: z.array(UserSummarySchema),
  children: z.array(UserSummarySchema),
  manager: UserSummarySchema.nullable().optional(),
  subordinates: z.array(UserSummarySchema).optional(),
  assistants: z.array(AssistantNodeSchema).optional(),
  groups: z.array(NamedRefSchema).optional(),
  coordinated_groups: z.array(NamedRefSchema).optional(),
  organizations: z.array(NamedRefSchema).optional(),
  courses_taken: z.array(CourseTakenSchema).optional(),
  can: UserPageAbilitiesSchema,
});
export type UserDetail = z.infer<typeof UserDetailSchema>;

/** A member of an organization, with the pivot role and joined_at. */
export const OrganizationMemberSchema = UserSummarySchema.extend({
  pivot: z.object({ role: MembershipRoleSchema, joined_at: z.string() }),
});
export type OrganizationMember = z.infer<typeof OrganizationMemberSchema>;
