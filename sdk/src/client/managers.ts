import { z } from 'zod';
import { paged } from '../schemas/envelope.js';
import type { AssignManagerInput } from '../schemas/manager.js';
import {
  AssistantNodeSchema,
  ManagerAssignmentSchema,
  ManagerHierarchySchema,
  ManagerRelationSchema,
} from '../schemas/manager.js';
import { UserSummarySchema } from '../schemas/user.js';
import type { Transport } from './transport.js';

/**
 * Spec section 7 "Managers and users": reading needs view_management (or one's own place in the tree);
 * assigning and removing need assign_manager.
 */
export function managersResource(transport: Transport) {
  return {
    /** GET /user-managers: who reports to whom, paged. */
    list: (request: { page?: number; per_page?: number } = {}) =>
      transport.request('GET', '/user-managers', {
        query: { page: request.page, per_page: request.per_page },
        schema: paged(ManagerAssignmentSchema),
      }),
    /** POST /user-managers/assign: 422 when it would make a loop. */
    assign: (input: AssignManagerInput) =>
      transport.request('POST', '/user-managers/assign', { body: input, schema: ManagerRelationSchema }),
    /** DELETE /user-managers/{id}/manager: the user no longer reports to anyone. */
    remove: (userId: number) =>
      transport.request('DELETE', `/user-managers/${userId}/manager`, { schema: z.null() }),
    /** GET /user-managers/{id}/subordinates: the people reporting directly to the user. */
    subordinates: (userId: number) =>
      transport.request('GET', `/user-managers/${userId}/subordinates`, {
        schema: z.array(UserSummarySchema),
      }),
    /** GET /user-managers/{id}/descendants: the assistants tree below the user. */
    descendants: (userId: number) =>
      transport.request('GET', `/user-managers/${userId}/descendants`, {
        schema: z.array(AssistantNodeSchema),
      }),
    /** GET /user-managers/{id}/hierarchy: the managers above (nearest first) and the tree below. */
    hierarchy: (userId: number) =>
      transport.request('GET', `/user-managers/${userId}/hierarchy`, { schema: ManagerHierarchySchema }),
    /** GET /user-managers/available-managers/{id}: who may manage the user (not them, nobody below them). */
    availableManagers: (userId: number, search?: string) =>
      transport.request('GET', `/user-managers/available-managers/${userId}`, {
        query: { search },
        schema: z.array(UserSummarySchema),
      }),
  };
}
