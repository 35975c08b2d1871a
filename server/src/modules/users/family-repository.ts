import { PEOPLE_PICKER_LIMIT, type UserSummary } from '@campus/sdk';
import { and, asc, eq, ilike, inArray, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/connect.js';
import { groupCoordinators, groupUsers, parentChild, users } from '../../db/schema.js';
import { toUserSummary, userSummaryColumns } from './group-member.js';

// Parents and children (table parent_child). Writes run inside one transaction that first takes the family
// lock, so two requests cannot each pass the loop check and together make a loop.

/** The advisory lock every family write takes first (a fixed key: family changes are rare and quick). */
const FAMILY_LOCK = 7_402;

export async function lockFamilies(tx: Database): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${FAMILY_LOCK}, 0)`);
}

export interface FamilyIds {
  parentIds: number[];
  childIds: number[];
}

export async function familyIdsOf(db: Database, userId: number): Promise<FamilyIds> {
  const rows = await db
    .select({ parentId: parentChild.parentId, childId: parentChild.childId })
    .from(parentChild)
    .where(or(eq(parentChild.childId, userId), eq(parentChild.parentId, userId)));
  return {
    parentIds: rows.filter((row) => row.childId === userId).map((row) => row.parentId),
    childIds: rows.filter((row) => row.parentId === userId).map((row) => row.childId),
  };
}

/** Which of `ids` are users. */
export async function existingUserIds(db: Database, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(inArray(users.id, [...ids]));
  return new Set(rows.map((row) => row.id));
}

/** Members of the groups `coordinatorId` coordinates. */
function membersOfCoordinatedGroups(coordinatorId: number): SQL {
  return sql`(select gu.user_id from ${groupUsers} gu inner join ${groupCoordinators} gc
    on gc.group_id = gu.group_id where gc.user_id = ${coordinatorId})`;
}

/** Which of `ids` are members of a group `coordinatorId` coordinates (a non-admin's choices). */
export async function pickableIds(
  db: Database,
  coordinatorId: number,
  ids: readonly number[],
): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(inArray(users.id, [...ids]), sql`${users.id} in ${membersOfCoordinatedGroups(coordinatorId)}`),
    );
  return new Set(rows.map((row) => row.id));
}

/**
 * The given parents who descend from one of the given children, following parent_child without the
 * user's own links (those are being replaced): making them the user's parents would make someone their own
 * ancestor. One recursive CTE down the whole family tree.
 */
export async function parentsBelowChildren(
  db: Database,
  userId: number,
  parentIds: readonly number[],
  childIds: readonly number[],
): Promise<number[]> {
  if (parentIds.length === 0 || childIds.length === 0) return [];
  const children = sql.join(
    childIds.map((id) => sql`${id}::int`),
    sql`, `,
  );
  const parents = sql.join(
    parentIds.map((id) => sql`${id}::int`),
    sql`, `,
  );
  const [row] = await db
    .select({
      found: sql<number[] | null>`(
        with recursive below(id) as (
          select id from unnest(array[${children}]) as start(id)
          union
          select pc.child_id from parent_child pc inner join below on pc.parent_id = below.id
          where pc.parent_id <> ${userId} and pc.child_id <> ${userId}
        )
        select json_agg(id order by id) from below where id in (${parents})
      )`,
    })
    .from(sql`(select 1) as one`);
  return row?.found ?? [];
}

export async function replaceParents(
  tx: Database,
  userId: number,
  parentIds: readonly number[],
): Promise<void> {
  await tx.delete(parentChild).where(eq(parentChild.childId, userId));
  if (parentIds.length > 0) {
    await tx.insert(parentChild).values(parentIds.map((parentId) => ({ parentId, childId: userId })));
  }
}

export async function replaceChildren(
  tx: Database,
  userId: number,
  childIds: readonly number[],
): Promise<void> {
  await tx.delete(parentChild).where(eq(parentChild.parentId, userId));
  if (childIds.length > 0) {
    await tx.insert(parentChild).values(childIds.map((childId) => ({ parentId: userId, childId })));
  }
}

/**
 * Whom a viewer may pick as the user's parent or child: anyone but the user (`coordinatorId` null, admins),
 * or the members of the groups `coordinatorId` coordinates; by name, at most PEOPLE_PICKER_LIMIT.
 */
export async function familyCandidates(
  db: Database,
  userId: number,
  coordinatorId: number | null,
  search: string | undefined,
): Promise<UserSummary[]> {
  const conditions: SQL[] = [ne(users.id, userId)];
  if (coordinatorId !== null)
    conditions.push(sql`${users.id} in ${membersOfCoordinatedGroups(coordinatorId)}`);
  const matches = searchCondition(search);
  if (matches) conditions.push(matches);
  const rows = await db
    .select(userSummaryColumns)
    .from(users)
    .where(and(...conditions))
    .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id))
    .limit(PEOPLE_PICKER_LIMIT);
  return rows.map(toUserSummary);
}

/** First, last or user name containing the text (case-insensitive; % and _ taken literally). */
export function searchCondition(search: string | undefined): SQL | undefined {
  if (!search) return undefined;
  const pattern = `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return or(ilike(users.firstName, pattern), ilike(users.lastName, pattern), ilike(users.username, pattern));
}
