import { z } from 'zod';

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
