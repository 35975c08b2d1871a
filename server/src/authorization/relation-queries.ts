import { eq, exists, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../db/connect.js';
import { groupCoordinators, groupUsers } from '../db/schema.js';

// Building blocks of the scoped loaders' single statement. Each relation is an EXISTS on the ids the loader
// was given, not correlated with the outer row: Drizzle writes a single-table query's columns without their
// table, so a correlated `id` would silently bind to the inner table.

type Subquery = Parameters<typeof exists>[0];

/** A boolean column of the statement: does the subquery find a row? */
export function flag(subquery: Subquery): SQL<boolean> {
  return sql<boolean>`${exists(subquery)}`.mapWith(Boolean);
}

/** `groupId` is one of the viewer's groups, as a member or as a coordinator. */
export function inViewersGroups(db: Database, groupId: PgColumn, viewerId: number): SQL | undefined {
  const memberOf = db
    .select({ id: groupUsers.groupId })
    .from(groupUsers)
    .where(eq(groupUsers.userId, viewerId));
  const coordinatorOf = db
    .select({ id: groupCoordinators.groupId })
    .from(groupCoordinators)
    .where(eq(groupCoordinators.userId, viewerId));
  return or(inArray(groupId, memberOf), inArray(groupId, coordinatorOf));
}
