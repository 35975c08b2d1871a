import {
  type AssignManagerSchema,
  type AssistantNode,
  lastPage,
  VALIDATION_MESSAGES as M,
  type ManagerAssignment,
  type ManagerHierarchy,
  type ManagerRelation,
  type Paged,
  type UserSummary,
} from '@campus/sdk';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { UserActor } from '../../auth/actor.js';
import { loadUserForManagement, USER_NOT_FOUND } from '../../authorization/user-access.js';
import type { Database } from '../../db/connect.js';
import { users } from '../../db/schema.js';
import { NotFoundError, ValidationError } from '../../errors.js';
import { toUserSummary, userSummaryColumns } from '../users/group-member.js';
import { assistantsOf } from '../users/user-detail-repository.js';
import {
  availableManagers,
  existing,
  isBelow,
  listAssignments,
  lockHierarchy,
  managersAbove,
  removeManager,
  setManager,
  subordinatesOf,
} from './repository.js';

export const MANAGER_MESSAGES = {
  assigned: 'Manager assigned',
  removed: 'Manager removed',
  noManager: 'This user has no manager',
  userNotFound: 'Choose a user from the list',
} as const;

export function createManagersService(db: Database) {
  async function summaryOf(userId: number): Promise<UserSummary> {
    const [row] = await db.select(userSummaryColumns).from(users).where(eq(users.id, userId)).limit(1);
    if (!row) throw new NotFoundError(USER_NOT_FOUND);
    return toUserSummary(row);
  }

  return {
    /** GET /user-managers: who reports to whom (view_management), two statements per page. */
    async list(query: { page: number; per_page: number }): Promise<Paged<ManagerAssignment>> {
      const { rows, total } = await listAssignments(db, query.page, query.per_page);
      return {
        data: rows,
        current_page: query.page,
        last_page: lastPage(total, query.per_page),
        per_page: query.per_page,
        total,
      };
    },

    /**
     * POST /user-managers/assign (assign_manager): sets or replaces the user's manager. Checked inside the
     * transaction under the hierarchy lock, so two assignments at once never make a loop.
     */
    async assign(input: z.output<typeof AssignManagerSchema>): Promise<ManagerRelation> {
      const { user_id: userId, manager_id: managerId } = input;
      if (userId === managerId) throw ValidationError.field('manager_id', M.managerSelf);
      await db.transaction(async (tx) => {
        await lockHierarchy(tx);
        const found = await existing(tx, [userId, managerId]);
        if (!found.has(userId)) throw ValidationError.field('user_id', MANAGER_MESSAGES.userNotFound);
        if (!found.has(managerId)) throw ValidationError.field('manager_id', M.managerNotFound);
        if (await isBelow(tx, userId, managerId)) throw ValidationError.field('manager_id', M.managerLoop);
        await setManager(tx, userId, managerId);
      });
      return { user_id: userId, manager_id: managerId };
    },

    /** DELETE /user-managers/{id}/manager (assign_manager): 404 when the user has no manager. */
    async remove(actor: UserActor, userId: number): Promise<void> {
      await loadUserForManagement(db, actor, userId, 'assignManager');
      if (!(await removeManager(db, userId))) throw new NotFoundError(MANAGER_MESSAGES.noManager);
    },

    async subordinates(actor: UserActor, userId: number): Promise<UserSummary[]> {
      await loadUserForManagement(db, actor, userId, 'viewManagement');
      return subordinatesOf(db, userId);
    },

    async descendants(actor: UserActor, userId: number): Promise<AssistantNode[]> {
      await loadUserForManagement(db, actor, userId, 'viewManagement');
      return assistantsOf(db, userId);
    },

    async hierarchy(actor: UserActor, userId: number): Promise<ManagerHierarchy> {
      await loadUserForManagement(db, actor, userId, 'viewManagement');
      const [user, managers, assistants] = [
        await summaryOf(userId),
        await managersAbove(db, userId),
        await assistantsOf(db, userId),
      ];
      return { user, managers, assistants };
    },

    /** GET /user-managers/available-managers/{id} (assign_manager): not the user, nobody below them. */
    async availableManagers(
      actor: UserActor,
      userId: number,
      search: string | undefined,
    ): Promise<UserSummary[]> {
      await loadUserForManagement(db, actor, userId, 'assignManager');
      return availableManagers(db, userId, search);
    },
  };
}

export type ManagersService = ReturnType<typeof createManagersService>;
