import { z } from 'zod';
import { TimestampSchema } from './common.js';
import { GroupMemberSchema } from './group.js';

export const OrganizationSummarySchema = z.object({
  id: z.number().int(),
  name: z.string(),
});
export type OrganizationSummary = z.infer<typeof OrganizationSummarySchema>;

export const OrganizationSchema = OrganizationSummarySchema.extend({
  description: z.string().nullable(),
  owner_id: z.number().int().nullable(),
  owner: z.object({ id: z.number().int(), username: z.string() }).nullable().optional(),
  stripe_account_id: z.string().nullable(),
  is_active: z.boolean(),
  users_count: z.number().int().optional(),
});
export type Organization = z.infer<typeof OrganizationSchema>;

export const MEMBERSHIP_ROLES = ['member', 'admin'] as const;
export const MembershipRoleSchema = z.enum(MEMBERSHIP_ROLES);
export type MembershipRole = z.infer<typeof MembershipRoleSchema>;

/** A user of an organization, with the membership pivot (spec section 3). */
export const OrganizationUserSchema = GroupMemberSchema.extend({
  role: MembershipRoleSchema,
  joined_at: TimestampSchema,
});
export type OrganizationUser = z.infer<typeof OrganizationUserSchema>;

/** GET /organizations/{id}/users: `data.users` (spec section 7), with the organization. */
export const OrganizationUsersSchema = z.object({
  organization: OrganizationSchema,
  users: z.array(OrganizationUserSchema),
});
export type OrganizationUsers = z.infer<typeof OrganizationUsersSchema>;
