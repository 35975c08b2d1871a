import { z } from 'zod';
import { idField } from '../rules/validation/id.js';
import { IdSchema } from './common.js';
import { type UserSummary, UserSummarySchema } from './user.js';

/** The manager relationship: user_id reports to manager_id. */
export const ManagerRelationSchema = z.object({ user_id: IdSchema, manager_id: IdSchema });
export type ManagerRelation = z.infer<typeof ManagerRelationSchema>;

/** POST /user-managers/assign body. */
export const AssignManagerSchema = z.object({ user_id: idField(), manager_id: idField() });
export type AssignManagerInput = z.input<typeof AssignManagerSchema>;

/** A row of GET /user-managers: a user and the manager they report to. */
export const ManagerAssignmentSchema = z.object({ user: UserSummarySchema, manager: UserSummarySchema });
export type ManagerAssignment = z.infer<typeof ManagerAssignmentSchema>;

/** A node of the assistants tree (descendants): a user and the people reporting to them. */
export type AssistantNode = UserSummary & { subordinates: AssistantNode[] };

export const AssistantNodeSchema: z.ZodType<AssistantNode> = UserSummarySchema.extend({
  get subordinates() {
    return z.array(AssistantNodeSchema);
  },
});

/**
 * GET /user-managers/{id}/hierarchy: the chain of managers above the user, nearest first (their manager,
 * that manager's manager, ...), and the assistants tree below them.
 */
export const ManagerHierarchySchema = z.object({
  user: UserSummarySchema,
  managers: z.array(UserSummarySchema),
  assistants: z.array(AssistantNodeSchema),
});
export type ManagerHierarchy = z.infer<typeof ManagerHierarchySchema>;
