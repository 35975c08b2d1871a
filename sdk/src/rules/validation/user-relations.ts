import { z } from 'zod';
import { adminUserFieldShapes } from './admin-user.js';
import { idField } from './id.js';
import { VALIDATION_MESSAGES as M } from './messages.js';

/** At most this many parents, and as many children, per user. */
export const FAMILY_LIMIT = 20;

/** A list of distinct user ids (duplicates are dropped). */
function userIdList() {
  return z
    .array(idField(), { error: 'Expected a list of user ids' })
    .max(FAMILY_LIMIT, M.familyTooMany)
    .transform((ids) => [...new Set(ids)]);
}

/** PUT /users/{id}/family-relationships: replaces both lists. */
export const FamilyRelationshipsSchema = z.object({
  parent_ids: userIdList(),
  child_ids: userIdList(),
});
export type FamilyRelationshipsInput = z.input<typeof FamilyRelationshipsSchema>;

/**
 * PUT /users/{id}/update (the user page's inline edit): only the fields sent change. Profile fields follow
 * the admin user form's rules; parent_ids or child_ids replace that one list.
 */
export const UserInlineUpdateSchema = z
  .object({ ...adminUserFieldShapes, parent_ids: userIdList(), child_ids: userIdList() })
  .partial();
export type UserInlineUpdateInput = z.input<typeof UserInlineUpdateSchema>;
export type UserInlineUpdate = z.output<typeof UserInlineUpdateSchema>;

/** PUT /admin/users/{id}/permissions: replaces the user's permissions. */
export const UserPermissionsSchema = z.object({
  permission_ids: z
    .array(idField(M.permissionUnknown), { error: 'Expected a list of permission ids' })
    .max(50, M.permissionUnknown)
    .transform((ids) => [...new Set(ids)]),
});
export type UserPermissionsInput = z.input<typeof UserPermissionsSchema>;
