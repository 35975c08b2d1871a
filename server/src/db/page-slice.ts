import { type AnyColumn, count, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from './connect.js';

/**
 * One page of a list and its total, from one pass over the filter: `page_ids` (a WITH query) holds `ids`, the
 * ids of every row of `where` aggregated in list order and sliced by the `offset` and `limit` placeholders, and
 * `total`, the count of those rows. The total needs every row anyway, so any page costs what the first does
 * (with LIMIT and OFFSET the skipped rows were read again, and since the generic plan of `LIMIT $n` is costed
 * for a tenth of the table, PostgreSQL planned the statement again on every call). Join the table on
 * `inPage(id, pageIds)` to read the heavy columns of the page's rows only.
 */
export function pageIdsWithTotal(
  db: Database,
  table: PgTable,
  id: AnyColumn,
  order: SQL[],
  where: SQL | undefined,
) {
  const offset = sql`${sql.placeholder('offset')}::int`;
  const limit = sql`${sql.placeholder('limit')}::int`;
  const ids = sql<
    number[]
  >`(array_agg(${id} order by ${sql.join(order, sql`, `)}))[${offset} + 1 : ${offset} + ${limit}]`;
  return db.$with('page_ids').as(
    db
      .select({ ids: ids.as('ids'), total: count().as('total') })
      .from(table)
      .where(where),
  );
}

/** The join of a list's rows to their page (`pageIdsWithTotal`). */
export function inPage(id: AnyColumn, pageIds: ReturnType<typeof pageIdsWithTotal>): SQL {
  return sql`${id} = any(${pageIds.ids})`;
}
