import type { DatabaseHandle } from '../db/connect.js';

export interface CountedQueries<T> {
  result: T;
  /** How many statements went through `handle.db` while `fn` ran. */
  count: number;
  /** Their SQL, for a helpful failure message. */
  queries: string[];
}

/**
 * Runs `fn` and records the SQL it sends through the handle, e.g. to show that a list endpoint runs as many
 * queries for 2,000 rows as for 10. Queries of other callers overlapping `fn` are counted too, so run it
 * alone.
 */
export async function countQueries<T>(
  handle: DatabaseHandle,
  fn: () => Promise<T>,
): Promise<CountedQueries<T>> {
  const queries: string[] = [];
  const stop = handle.observeQueries((sql) => queries.push(sql));
  try {
    const result = await fn();
    return { result, count: queries.length, queries };
  } finally {
    stop();
  }
}
