import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../db/connect.js';

/** Rows of a raw SELECT on either driver (both answer `{ rows }`). For test harnesses only. */
export async function selectRows<T>(handle: DatabaseHandle, statement: string): Promise<T[]> {
  const result = await handle.db.execute(sql.raw(statement));
  return (result as unknown as { rows: T[] }).rows;
}

/** Copies of the tables that a snapshot keeps beside them (dropped with a test schema, ignored by digests). */
export const SNAPSHOT_PREFIX = 'snapshot__';

/** The app's tables in the current schema (PGlite's public, or a test schema on PostgreSQL), by name. */
export async function appTables(handle: DatabaseHandle): Promise<string[]> {
  const rows = await selectRows<{ name: string }>(
    handle,
    `SELECT tablename AS name FROM pg_tables WHERE schemaname = current_schema() ORDER BY tablename`,
  );
  return rows.map((row) => row.name).filter((name) => !name.startsWith(SNAPSHOT_PREFIX));
}

/** A quoted identifier (table names come from the catalogue, quoted anyway). */
export function quoted(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}
