import {
  type AdminUserQuery,
  type AdminUserSort,
  PermissionKeySchema,
  type PermissionWithCount,
  type User,
} from '@campus/sdk';
import { and, asc, count, desc, eq, inArray, ne, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/connect.js';
import { organizations, permissions, userPermissions, users } from '../../db/schema.js';
import { grantedPermissions, knownPermissions, toUser, userColumns } from '../users/user-repository.js';

// The admin Users tab (spec section 7 "Admin"): the people table, sorted, filtered and paged by the database
// in one statement (a page past the end adds a count), and the writes of the admin user form.

/** `%text%` for ILIKE, with the pattern characters of the search taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

const SORT_COLUMNS: Record<AdminUserSort, AnyPgColumn> = {
  last_name: users.lastName,
  first_name: users.firstName,
  username: users.username,
  email: users.email,
  school_grade: users.schoolGrade,
  created_at: users.createdAt,
};

/** The WHERE of the people table: search over names, username and email, and the filters. */
function userFilter(query: AdminUserQuery): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (query.search !== undefined) {
    const pattern = containsPattern(query.search);
    conditions.push(
      or(
        sql`${users.firstName} ilike ${pattern}`,
        sql`${users.lastName} ilike ${pattern}`,
        sql`${users.username} ilike ${pattern}`,
        sql`${users.email} ilike ${pattern}`,
      ),
    );
  }
  if (query.organization_id !== undefined) conditions.push(eq(users.organizationId, query.organization_id));
  if (query.school_grade !== undefined) conditions.push(eq(users.schoolGrade, query.school_grade));
  if (query.is_student !== undefined) conditions.push(eq(users.isStudent, query.is_student));
  if (query.is_admin !== undefined) conditions.push(eq(users.isAdmin, query.is_admin));
  return and(...conditions);
}

export interface UserPage {
  rows: User[];
  total: number;
}

/**
 * One page of the people table with each user's permissions, and the total of the filter. The page's ids
 * are picked first (filter, sort and window over narrow rows, the total counted in the same pass), then
 * only those rows are read in full with their permissions: a late page or a search over 10,000 people
 * costs one pass over the table, not one per row skipped.
 */
export async function pageUsers(db: Database, query: AdminUserQuery): Promise<UserPage> {
  const where = userFilter(query);
  const direction = query.order === 'desc' ? desc : asc;
  // The id breaks ties, so a page never repeats or skips someone who shares a name with the next page.
  const order = [direction(SORT_COLUMNS[query.sort]), direction(users.id)];
  const page = db
    .select({ id: users.id, total: sql<number>`count(*) over ()`.as('total') })
    .from(users)
    .where(where)
    .orderBy(...order)
    .offset((query.page - 1) * query.per_page)
    .limit(query.per_page)
    .as('page');
  const rows = await db
    .select({ ...userColumns, granted: grantedPermissions, total: page.total })
    .from(page)
    .innerJoin(users, eq(users.id, page.id))
    .orderBy(...order);
  if (rows.length === 0) {
    // Nothing on this page: no row carries the total, so count alone (an empty list or a page past the end).
    const [counted] = await db.select({ total: count() }).from(users).where(where);
    return { rows: [], total: counted?.total ?? 0 };
  }
  return {
    rows: rows.map(({ granted, total: _total, ...row }) => toUser(row, knownPermissions(granted))),
    total: Number(rows[0]?.total ?? 0),
  };
}

export async function userExists(db: Database, id: number): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, id)).limit(1);
  return row !== undefined;
}

/** Is the username (any case) someone else's than `exceptId`'s? */
export async function isUsernameTakenByOther(
  db: Database,
  username: string,
  exceptId: number,
): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(sql`lower(${users.username})`, username.toLowerCase()), ne(users.id, exceptId)))
    .limit(1);
  return row !== undefined;
}

export async function organizationExists(db: Database, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: organizations.id })
    .from(organizations)
    .where(eq(organizations.id, id))
    .limit(1);
  return row !== undefined;
}

/** Deletes the user (their rows go by the foreign keys' cascades and set nulls); false when there was none. */
export async function deleteUser(db: Database, id: number): Promise<boolean> {
  const rows = await db.delete(users).where(eq(users.id, id)).returning({ id: users.id });
  return rows.length > 0;
}

/** The ids among `ids` that name a permission. */
export async function existingPermissionIds(db: Database, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: permissions.id })
    .from(permissions)
    .where(inArray(permissions.id, [...ids]));
  return new Set(rows.map((row) => row.id));
}

/** Replaces the user's permissions with `ids` (call inside a transaction). */
export async function replaceUserPermissions(
  db: Database,
  userId: number,
  ids: readonly number[],
): Promise<void> {
  await db.delete(userPermissions).where(eq(userPermissions.userId, userId));
  if (ids.length > 0) {
    await db.insert(userPermissions).values(ids.map((permissionId) => ({ userId, permissionId })));
  }
}

/** Every permission with how many people hold it, in the order of spec section 6; one statement. */
export async function listPermissionsWithCounts(db: Database): Promise<PermissionWithCount[]> {
  const rows = await db
    .select({
      id: permissions.id,
      key: permissions.key,
      label: permissions.label,
      userCount: count(userPermissions.userId),
    })
    .from(permissions)
    .leftJoin(userPermissions, eq(userPermissions.permissionId, permissions.id))
    .groupBy(permissions.id)
    .orderBy(asc(permissions.id));
  return rows.flatMap((row) => {
    const key = PermissionKeySchema.safeParse(row.key);
    return key.success ? [{ id: row.id, key: key.data, label: row.label, user_count: row.userCount }] : [];
  });
}
