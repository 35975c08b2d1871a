import { type ManagerAssignment, PEOPLE_PICKER_LIMIT, type UserSummary } from '@campus/sdk';
import { aliasedTable, and, asc, count, eq, ne, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/connect.js';
import { userManagers, users } from '../../db/schema.js';
import { searchCondition } from '../users/family-repository.js';
import { toUserSummary, userSummaryColumns } from '../users/group-member.js';
import { descendantIdsSql } from '../users/user-detail-repository.js';

// The manager hierarchy (user_managers: each user at most one manager). Writes run in one transaction that
// first takes the hierarchy lock, so two assignments at once (A under B, B under A) cannot both pass the
// loop check.

const MANAGER_LOCK = 7_401;

export async function lockHierarchy(tx: Database): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${MANAGER_LOCK}, 0)`);
}

/** Whether `candidateId` is below `userId` (in their assistants tree). One recursive CTE. */
export async function isBelow(db: Database, userId: number, candidateId: number): Promise<boolean> {
  const [row] = await db
    .select({ below: sql<boolean>`${candidateId}::int in ${descendantIdsSql(userId)}` })
    .from(sql`(select 1) as one`);
  return row?.below === true;
}

/** Sets (or replaces) the user's manager. */
export async function setManager(tx: Database, userId: number, managerId: number): Promise<void> {
  await tx
    .insert(userManagers)
    .values({ userId, managerId })
    .onConflictDoUpdate({
      target: userManagers.userId,
      set: { managerId, createdAt: sql`now()` },
    });
}

/** Removes the user's manager; false when they had none. */
export async function removeManager(db: Database, userId: number): Promise<boolean> {
  const rows = await db
    .delete(userManagers)
    .where(eq(userManagers.userId, userId))
    .returning({ userId: userManagers.userId });
  return rows.length > 0;
}

const managers = aliasedTable(users, 'manager');

/** A page of who reports to whom, by the user's name; two statements whatever the page size. */
export async function listAssignments(
  db: Database,
  page: number,
  perPage: number,
): Promise<{ rows: ManagerAssignment[]; total: number }> {
  const rows = await db
    .select({
      user: userSummaryColumns,
      manager: {
        id: managers.id,
        username: managers.username,
        firstName: managers.firstName,
        middleName: managers.middleName,
        lastName: managers.lastName,
      },
    })
    .from(userManagers)
    .innerJoin(users, eq(users.id, userManagers.userId))
    .innerJoin(managers, eq(managers.id, userManagers.managerId))
    .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id))
    .limit(perPage)
    .offset((page - 1) * perPage);
  const [counted] = await db.select({ total: count() }).from(userManagers);
  return {
    rows: rows.map((row) => ({ user: toUserSummary(row.user), manager: toUserSummary(row.manager) })),
    total: Number(counted?.total ?? 0),
  };
}

/** The people reporting directly to the user, by name. */
export async function subordinatesOf(db: Database, userId: number): Promise<UserSummary[]> {
  const rows = await db
    .select(userSummaryColumns)
    .from(userManagers)
    .innerJoin(users, eq(users.id, userManagers.userId))
    .where(eq(userManagers.managerId, userId))
    .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id));
  return rows.map(toUserSummary);
}

/** The chain of managers above the user, nearest first. One recursive CTE (guarded against a corrupt loop). */
export async function managersAbove(db: Database, userId: number): Promise<UserSummary[]> {
  const [row] = await db
    .select({
      chain: sql<UserSummary[] | null>`(
        with recursive above(id, depth, path) as (
          select um.manager_id, 1, array[um.user_id, um.manager_id] from user_managers um where um.user_id = ${userId}
          union all
          select um.manager_id, above.depth + 1, above.path || um.manager_id
          from user_managers um inner join above on um.user_id = above.id
          where not (um.manager_id = any(above.path))
        )
        select json_agg(json_build_object('id', u.id, 'username', u.username, 'first_name', u.first_name,
            'middle_name', u.middle_name, 'last_name', u.last_name) order by above.depth)
        from above inner join users u on u.id = above.id
      )`,
    })
    .from(sql`(select 1) as one`);
  return row?.chain ?? [];
}

/** Who may manage the user: everyone but them and the people below them, by last name, at most 50. */
export async function availableManagers(
  db: Database,
  userId: number,
  search: string | undefined,
): Promise<UserSummary[]> {
  const conditions: SQL[] = [ne(users.id, userId), sql`${users.id} not in ${descendantIdsSql(userId)}`];
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

/** Which of the two users exist. */
export async function existing(db: Database, ids: readonly number[]): Promise<Set<number>> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(
      sql`${users.id} in (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})`,
    );
  return new Set(rows.map((row) => row.id));
}
