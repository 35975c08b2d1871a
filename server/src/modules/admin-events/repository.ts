import type { AdminEventQuery, CampusEvent } from '@campus/sdk';
import { and, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/connect.js';
import { events } from '../../db/schema.js';
import { containsPattern } from '../admin-users/repository.js';
import { eventListColumns, eventListJoins, fromListRow } from '../events/repository.js';

// The admin Events tab: every event of every status, newest date first, in the events module's shape (its
// list columns and row mapping). One statement per page; a page past the end adds a count.

function eventFilter(query: AdminEventQuery): SQL | undefined {
  return and(
    query.search === undefined ? undefined : sql`${events.title} ilike ${containsPattern(query.search)}`,
    query.status === undefined ? undefined : eq(events.status, query.status),
  );
}

export interface AdminEventPage {
  rows: CampusEvent[];
  total: number;
}

export async function pageAdminEvents(db: Database, query: AdminEventQuery): Promise<AdminEventPage> {
  const where = eventFilter(query);
  // Drizzle writes the subquery's columns as "events"."..." too: inside it they bind to its own events.
  const total = sql<number>`(select count(*) from ${events} where ${where ?? sql`true`})`.mapWith(Number);
  const rows = await db
    .select({ ...eventListColumns, total })
    .from(events)
    .leftJoin(eventListJoins.author.table, eventListJoins.author.on)
    .leftJoin(eventListJoins.mainImage.table, eventListJoins.mainImage.on)
    .where(where)
    .orderBy(desc(events.date), desc(events.eventStartTime), desc(events.id))
    .offset((query.page - 1) * query.per_page)
    .limit(query.per_page);
  if (rows.length === 0) {
    const [counted] = await db.select({ total: count() }).from(events).where(where);
    return { rows: [], total: counted?.total ?? 0 };
  }
  return { rows: rows.map(fromListRow), total: rows[0]?.total ?? 0 };
}
