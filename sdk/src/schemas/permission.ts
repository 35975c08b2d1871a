import { z } from 'zod';

/** The permission keys of spec section 6. */
export const PERMISSION_KEYS = [
  'create_event',
  'create_course',
  'create_group',
  'create_user',
  'view_user',
  'edit_user',
  'assign_manager',
  'view_management',
  'view_permission',
  'grant_permission',
] as const;
export const PermissionKeySchema = z.enum(PERMISSION_KEYS);
export type PermissionKey = z.infer<typeof PermissionKeySchema>;

export const PermissionSchema = z.object({
  id: z.number().int(),
  key: PermissionKeySchema,
  label: z.string(),
});
export type Permission = z.infer<typeof PermissionSchema>;

/** GET /admin/permissions: every permission and how many people hold it. */
export const PermissionWithCountSchema = PermissionSchema.extend({ user_count: z.number().int().min(0) });
export type PermissionWithCount = z.infer<typeof PermissionWithCountSchema>;
