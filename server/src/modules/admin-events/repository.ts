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

/**
 * The page's ids are picked first (filter, order and window, the total counted in the same pass); only those
 * events are then read with their relations, so a late page costs no subqueries for the events it skips.
 */
export async function pageAdminEvents(db: Database, query: AdminEventQuery): Promise<AdminEventPage> {
  const where = eventFilter(query);
  const order = [desc(events.date), desc(events.eventStartTime), desc(events.id)];
  const page = db
    .select({ id: events.id, total: sql<number>`count(*) over ()`.as('total') })
    .from(events)
    .where(where)
    .orderBy(...order)
    .offset((query.page - 1) * query.per_page)
    .limit(query.per_page)
    .as('page');
  const rows = await db
    .select({ ...eventListColumns, total: page.total })
    .from(page)
    .innerJoin(events, eq(events.id, page.id))
    .leftJoin(eventListJoins.author.table, eventListJoins.author.on)
    .leftJoin(eventListJoins.mainImage.table, eventListJoins.mainImage.on)
    .orderBy(...order);
  if (rows.length === 0) {
    // Nothing on this page: no row carries the total, so count alone (an empty list or a page past the end).
    const [counted] = await db.select({ total: count() }).from(events).where(where);
    return { rows: [], total: counted?.total ?? 0 };
  }
  return { rows: rows.map(fromListRow), total: Number(rows[0]?.total ?? 0) };
}
