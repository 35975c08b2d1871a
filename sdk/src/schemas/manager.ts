import { z } from 'zod';
import { IdSchema } from './common.js';
import { type UserSummary, UserSummarySchema } from './user.js';

/** The manager relationship: user_id reports to manager_id. */
export const ManagerRelationSchema = z.object({ user_id: IdSchema, manager_id: IdSchema });
export type ManagerRelation = z.infer<typeof ManagerRelationSchema>;

/** POST /user-managers/assign. */
export const AssignManagerSchema = ManagerRelationSchema;

/** A node of the assistants tree (descendants): a user and the people reporting to them. */
export type AssistantNode = UserSummary & { subordinates: AssistantNode[] };

export const AssistantNodeSchema: z.ZodType<AssistantNode> = UserSummarySchema.extend({
  get subordinates() {
    return z.array(AssistantNodeSchema);
  },
});
