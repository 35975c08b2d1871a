import {
  type FamilyRelationshipsSchema,
  type FieldErrors,
  VALIDATION_MESSAGES as M,
  type UserDetail,
  type UserInlineUpdate,
  type UserSummary,
} from '@campus/sdk';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { UserActor } from '../../auth/actor.js';
import { loadUserFor, type ScopedUser } from '../../authorization/user-access.js';
import type { Database } from '../../db/connect.js';
import { users } from '../../db/schema.js';
import { ValidationError } from '../../errors.js';
import { isUniqueViolation } from '../shared/db-errors.js';
import {
  existingUserIds,
  type FamilyIds,
  familyCandidates,
  familyIdsOf,
  lockFamilies,
  parentsBelowChildren,
  pickableIds,
  replaceChildren,
  replaceParents,
} from './family-repository.js';
import { assistantsOf, findUserCards } from './user-detail-repository.js';
import { type NewUserRow, updateUser } from './user-repository.js';

export const USER_PAGE_MESSAGES = {
  /** An id that names no user (admins; for others unknown and not allowed read alike). */
  familyUnknown: 'Choose people from the list',
  updated: 'User updated',
  familyUpdated: 'Family relationships updated',
} as const;

/**
 * The user page's answer: the user and every card the viewer may see, the others left out (spec section 6),
 * and what the viewer may do there. A constant number of statements: the loader's (none for oneself), the
 * cards in one, the assistants tree in one recursive CTE (only with the management card).
 */
export async function userDetailFor(db: Database, scoped: ScopedUser): Promise<UserDetail> {
  const { user, relation, access } = scoped;
  const can = access.can;
  const cards = await findUserCards(db, user.id, {
    coursesTaken: can.viewCoursesTaken,
    management: can.viewManagement,
  });
  const detail: UserDetail = {
    ...user,
    // One's own permissions are always there (the client decides with them); another's only with view_permission.
    permissions: can.viewPermissions || relation.isSelf ? user.permissions : [],
    ...cards,
    can: {
      edit: can.edit,
      delete: relation.isAdmin && !relation.isSelf,
      view_courses_taken: can.viewCoursesTaken,
      view_management: can.viewManagement,
      assign_manager: can.assignManager,
      manage_family: can.edit,
      view_permissions: can.viewPermissions,
      grant_permissions: can.grantPermissions,
    },
  };
  if (can.viewManagement) detail.assistants = await assistantsOf(db, user.id);
  return detail;
}

/** The profile fields of an inline update, as columns: only those sent. */
function profileColumns(input: UserInlineUpdate): Partial<NewUserRow> {
  const values: Partial<NewUserRow> = {};
  if (input.first_name !== undefined) values.firstName = input.first_name;
  if (input.middle_name !== undefined) values.middleName = input.middle_name;
  if (input.last_name !== undefined) values.lastName = input.last_name;
  if (input.username !== undefined) values.username = input.username;
  if (input.email !== undefined) values.email = input.email;
  if (input.gender !== undefined) values.gender = input.gender;
  if (input.phone_number !== undefined) values.phoneNumber = input.phone_number;
  if (input.street_address !== undefined) values.streetAddress = input.street_address;
  if (input.city !== undefined) values.city = input.city;
  if (input.state !== undefined) values.state = input.state;
  if (input.zipcode !== undefined) values.zipcode = input.zipcode;
  if (input.bio !== undefined) values.bio = input.bio;
  if (input.is_student !== undefined) {
    values.isStudent = input.is_student;
    // Unchecking student clears the grade (spec section 5, admin user form).
    if (!input.is_student) values.schoolGrade = null;
  }
  if (input.school_grade !== undefined && input.is_student !== false) values.schoolGrade = input.school_grade;
  return values;
}

export function createUserPageService(db: Database) {
  /**
   * Checks a family change of `userId` against every rule, inside the locked transaction: nobody their own
   * parent or child, not both parent and child, only people the actor may pick, and no loop anywhere in the
   * family tree. `sent` says which lists the request named (errors go on those).
   */
  async function checkFamily(
    tx: Database,
    actor: UserActor,
    userId: number,
    next: FamilyIds,
    current: FamilyIds,
    sent: { parents: boolean; children: boolean },
  ): Promise<void> {
    const errors: FieldErrors = {};
    const fields = [
      { field: 'parent_ids', ids: next.parentIds, before: current.parentIds, sent: sent.parents },
      { field: 'child_ids', ids: next.childIds, before: current.childIds, sent: sent.children },
    ] as const;
    for (const { field, ids, sent: named } of fields) {
      if (named && ids.includes(userId)) errors[field] = [M.familySelf];
    }
    const both = next.parentIds.filter((id) => next.childIds.includes(id));
    if (both.length > 0 && !errors.parent_ids && !errors.child_ids) {
      errors[sent.parents ? 'parent_ids' : 'child_ids'] = [M.familyBothWays];
    }
    if (Object.keys(errors).length > 0) throw new ValidationError(errors);
    for (const { field, ids, before, sent: named } of fields) {
      if (!named) continue;
      // Only the people added are checked: keeping a link someone else made is not a new choice.
      const added = ids.filter((id) => !before.includes(id));
      if (actor.is_admin) {
        const known = await existingUserIds(tx, added);
        if (added.some((id) => !known.has(id))) errors[field] = [USER_PAGE_MESSAGES.familyUnknown];
      } else {
        const allowed = await pickableIds(tx, actor.id, added);
        if (added.some((id) => !allowed.has(id))) errors[field] = [M.familyNotAllowed];
      }
    }
    if (Object.keys(errors).length > 0) throw new ValidationError(errors);
    const looping = await parentsBelowChildren(tx, userId, next.parentIds, next.childIds);
    if (looping.length > 0)
      throw ValidationError.field(sent.parents ? 'parent_ids' : 'child_ids', M.familyLoop);
  }

  /** Replaces the lists named in `change` (the others stay), checked and written under the family lock. */
  async function changeFamily(
    tx: Database,
    actor: UserActor,
    userId: number,
    change: { parentIds?: number[]; childIds?: number[] },
  ): Promise<void> {
    await lockFamilies(tx);
    const current = await familyIdsOf(tx, userId);
    const next = {
      parentIds: change.parentIds ?? current.parentIds,
      childIds: change.childIds ?? current.childIds,
    };
    await checkFamily(tx, actor, userId, next, current, {
      parents: change.parentIds !== undefined,
      children: change.childIds !== undefined,
    });
    if (change.parentIds !== undefined) await replaceParents(tx, userId, change.parentIds);
    if (change.childIds !== undefined) await replaceChildren(tx, userId, change.childIds);
  }

  async function detail(actor: UserActor, userId: number): Promise<UserDetail> {
    return userDetailFor(db, await loadUserFor(db, actor, userId));
  }

  return {
    /** GET /users/{id}: the user page (403 'You do not have permission to view this user profile.'). */
    detail,

    /** PUT /users/{id}/update: the fields sent, or parent_ids, or child_ids (edit rights). */
    async updateInline(actor: UserActor, userId: number, input: UserInlineUpdate): Promise<UserDetail> {
      await loadUserFor(db, actor, userId, 'edit');
      const values = profileColumns(input);
      if (values.username !== undefined) {
        const [taken] = await db
          .select({ id: users.id })
          .from(users)
          .where(and(eq(sql`lower(${users.username})`, values.username.toLowerCase()), ne(users.id, userId)))
          .limit(1);
        if (taken) throw ValidationError.field('username', M.usernameTaken);
      }
      try {
        await db.transaction(async (tx) => {
          if (Object.keys(values).length > 0) await updateUser(tx, userId, values);
          if (input.parent_ids !== undefined || input.child_ids !== undefined) {
            await changeFamily(tx, actor, userId, { parentIds: input.parent_ids, childIds: input.child_ids });
          }
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw ValidationError.field('username', M.usernameTaken);
        throw error;
      }
      return detail(actor, userId);
    },

    /** PUT /users/{id}/family-relationships: replaces both lists (edit rights). */
    async setFamily(
      actor: UserActor,
      userId: number,
      input: z.output<typeof FamilyRelationshipsSchema>,
    ): Promise<UserDetail> {
      await loadUserFor(db, actor, userId, 'edit');
      await db.transaction((tx) =>
        changeFamily(tx, actor, userId, { parentIds: input.parent_ids, childIds: input.child_ids }),
      );
      return detail(actor, userId);
    },

    /** GET /users/{id}/family-candidates: whom the actor may pick (edit rights). */
    async familyCandidates(
      actor: UserActor,
      userId: number,
      search: string | undefined,
    ): Promise<UserSummary[]> {
      await loadUserFor(db, actor, userId, 'edit');
      return familyCandidates(db, userId, actor.is_admin ? null : actor.id, search);
    },
  };
}
