import { z } from 'zod';
import { NamedRefSchema } from './common.js';
import { AssistantNodeSchema } from './manager.js';
import { MembershipRoleSchema } from './organization.js';
import { UserSchema, UserSummarySchema } from './user.js';

/**
 * GET /users/{id} and the profile with relations: family, manager, subordinates and the assistants
 * tree, groups. The server leaves out what the viewer may not see (spec section 6).
 */
export const UserDetailSchema = UserSchema.extend({
  parents: z.array(UserSummarySchema).optional(),
  children: z.array(UserSummarySchema).optional(),
  manager: UserSummarySchema.nullable().optional(),
  subordinates: z.array(UserSummarySchema).optional(),
  assistants: z.array(AssistantNodeSchema).optional(),
  groups: z.array(NamedRefSchema).optional(),
  coordinated_groups: z.array(NamedRefSchema).optional(),
  organizations: z.array(NamedRefSchema).optional(),
});
export type UserDetail = z.infer<typeof UserDetailSchema>;

/** A member of an organization, with the pivot role and joined_at. */
export const OrganizationMemberSchema = UserSummarySchema.extend({
  pivot: z.object({ role: MembershipRoleSchema, joined_at: z.string() }),
});
export type OrganizationMember = z.infer<typeof OrganizationMemberSchema>;
