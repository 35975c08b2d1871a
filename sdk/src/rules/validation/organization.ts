import { z } from 'zod';
import { MembershipRoleSchema } from '../../schemas/organization.js';
import { idField } from './id.js';
import { VALIDATION_MESSAGES as M } from './messages.js';
import { optionalText, requiredText } from './text.js';

/** POST and PUT /organizations body: name required; description, owner and Stripe account optional. */
export const OrganizationInputSchema = z.object({
  name: requiredText(M.organizationNameRequired),
  description: optionalText(2000),
  owner_id: idField().nullish(),
  stripe_account_id: optionalText(),
});
export type OrganizationInput = z.input<typeof OrganizationInputSchema>;
export type OrganizationData = z.output<typeof OrganizationInputSchema>;

/** POST /organizations/{id}/users: one user per call, role member unless said otherwise. */
export const OrganizationUserInputSchema = z.object({
  user_id: idField(),
  role: MembershipRoleSchema.default('member'),
});
export type OrganizationUserInput = z.input<typeof OrganizationUserInputSchema>;
