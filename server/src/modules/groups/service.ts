import type {
  Group,
  GroupCandidate,
  GroupData,
  GroupDetail,
  GroupMember,
  GroupMembershipChange,
} from '@campus/sdk';
import { inArray, or } from 'drizzle-orm';
import type { UserActor } from '../../auth/actor.js';
import { loadGroupFor } from '../../authorization/group-access.js';
import type { Database } from '../../db/connect.js';
import { groups } from '../../db/schema.js';
import { todayInTimeZone } from '../../db/seed/today.js';
import { NotFoundError, ValidationError } from '../../errors.js';
import { listCandidates } from './candidates-repository.js';
import {
  changeGroupPeople,
  findMemberRow,
  findUsersByIds,
  type GroupRole,
  type PeopleChange,
} from './membership-repository.js';
import { recommendedCourses, recommendedEvents } from './recommended-repository.js';
import {
  coordinatedGroupIds,
  deleteGroup,
  findGroupWithPeople,
  insertGroup,
  memberGroupIds,
  selectGroups,
  updateGroup,
} from './repository.js';

export const GROUP_PICK_MESSAGES = {
  unknownUsers: 'Some of the selected users do not exist',
  admins: 'Administrators cannot be added to a group',
  userNotFound: 'User not found',
} as const;

/**
 * Groups (spec sections 2, 6 and 7): every id goes through loadGroupFor, so a non-member gets 403, a missing
 * group 404, and `manage` (edit, delete, members, coordinators) is the group's coordinators' and admins' only.
 */
export function createGroupsService(db: Database, now: () => Date = () => new Date()) {
  async function fullGroup(id: number): Promise<Group> {
    const group = await findGroupWithPeople(db, id);
    if (!group) throw new NotFoundError('Group not found');
    return group;
  }

  /** Members and coordinators are picked among existing non-admin users (spec section 6). */
  async function checkPickable(tx: Database, userIds: readonly number[]): Promise<void> {
    const found = await findUsersByIds(tx, userIds);
    if (found.length < userIds.length) {
      throw ValidationError.field('user_ids', GROUP_PICK_MESSAGES.unknownUsers);
    }
    if (found.some((user) => user.isAdmin))
      throw ValidationError.field('user_ids', GROUP_PICK_MESSAGES.admins);
  }

  return {
    /** Admins see every group; others the groups they are a member or coordinator of. */
    list(actor: UserActor): Promise<Group[]> {
      if (actor.is_admin) return selectGroups(db, undefined);
      return selectGroups(
        db,
        or(
          inArray(groups.id, memberGroupIds(db, actor.id)),
          inArray(groups.id, coordinatedGroupIds(db, actor.id)),
        ),
      );
    },

    memberOf: (actor: UserActor): Promise<Group[]> =>
      selectGroups(db, inArray(groups.id, memberGroupIds(db, actor.id))),

    /** With members and coordinators, for the dashboard's Managing view. Admins too see only their own. */
    coordinated: (actor: UserActor): Promise<Group[]> =>
      selectGroups(db, inArray(groups.id, coordinatedGroupIds(db, actor.id)), { people: true }),

    async get(actor: UserActor, id: number): Promise<GroupDetail> {
      await loadGroupFor(db, actor, id);
      const today = todayInTimeZone(process.env.CAMPUS_TIMEZONE, now());
      const group = await fullGroup(id);
      return {
        group,
        recommended_courses: await recommendedCourses(db, id),
        recommended_events: await recommendedEvents(db, id, today),
      };
    },

    async create(actor: UserActor, input: GroupData): Promise<Group> {
      return fullGroup(await insertGroup(db, actor.id, input));
    },

    async update(actor: UserActor, id: number, input: GroupData): Promise<Group> {
      await loadGroupFor(db, actor, id, 'manage');
      await updateGroup(db, id, input);
      return fullGroup(id);
    },

    async remove(actor: UserActor, id: number): Promise<void> {
      await loadGroupFor(db, actor, id, 'manage');
      await deleteGroup(db, id);
    },

    /**
     * Adds members or coordinators (those already there are skipped; all or nothing), or removes them
     * (ids not there are ignored).
     */
    async changePeople(
      actor: UserActor,
      id: number,
      change: PeopleChange,
      role: GroupRole,
      userIds: readonly number[],
    ): Promise<GroupMembershipChange> {
      await loadGroupFor(db, actor, id, 'manage');
      const changed =
        change === 'add'
          ? await db.transaction(async (tx) => {
              await checkPickable(tx, userIds);
              return changeGroupPeople(tx, 'add', role, id, userIds);
            })
          : await changeGroupPeople(db, 'remove', role, id, userIds);
      return { changed, group: await fullGroup(id) };
    },

    /** Adds one member; adding someone already there changes nothing and answers the same row. */
    async putMember(actor: UserActor, id: number, userId: number): Promise<GroupMember> {
      await loadGroupFor(db, actor, id, 'manage');
      const [user] = await findUsersByIds(db, [userId]);
      if (!user) throw new NotFoundError(GROUP_PICK_MESSAGES.userNotFound);
      if (user.isAdmin) throw ValidationError.field('user_id', GROUP_PICK_MESSAGES.admins);
      await changeGroupPeople(db, 'add', 'users', id, [userId]);
      const member = await findMemberRow(db, userId);
      if (!member) throw new NotFoundError(GROUP_PICK_MESSAGES.userNotFound);
      return member;
    },

    /** Who may be added in `role`: an admin picks from everyone, a coordinator from their groups' people. */
    async candidates(actor: UserActor, id: number, role: GroupRole): Promise<GroupCandidate[]> {
      await loadGroupFor(db, actor, id, 'manage');
      return listCandidates(db, {
        groupId: id,
        role,
        sourceGroupIds: actor.is_admin ? null : coordinatedGroupIds(db, actor.id),
      });
    },
  };
}

export type GroupsService = ReturnType<typeof createGroupsService>;
