import { type AnyColumn, type SQL, sql } from 'drizzle-orm';

/**
 * The ids of one page of a list, in list order, as an array: aggregated over every row of the filter and
 * sliced by the `offset` and `limit` placeholders. Selected beside `count()` over the same rows, it gives a
 * page and its total from one pass, at the same cost for any page (see the events and course lists).
 */
export function pageSlice(id: AnyColumn, order: SQL[]): SQL<number[]> {
  const offset = sql`${sql.placeholder('offset')}::int`;
  const limit = sql`${sql.placeholder('limit')}::int`;
  return sql<
    number[]
  >`(array_agg(${id} order by ${sql.join(order, sql`, `)}))[${offset} + 1 : ${offset} + ${limit}]`;
}
