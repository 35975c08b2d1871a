import type { DatabaseHandle } from '../db/connect.js';
import { appTables, quoted, selectRows } from './database-tables.js';

/** Per table: how many rows and a hash of all of them. Equal digests: no row was added, changed or removed. */
export type DatabaseDigest = Record<string, { rows: number; hash: string }>;

/**
 * Columns a request may change without changing data: api_tokens.last_used_at records that a token was used
 * (token expiry counts from it).
 */
export const VOLATILE_COLUMNS: Readonly<Record<string, readonly string[]>> = {
  api_tokens: ['last_used_at'],
};

/** The digest of every table of the app, in one statement. */
export async function digestDatabase(handle: DatabaseHandle): Promise<DatabaseDigest> {
  const statement = await digestStatement(handle);
  const rows = await selectRows<{ name: string; rows: number | string; hash: string | null }>(
    handle,
    statement,
  );
  return Object.fromEntries(rows.map((row) => [row.name, { rows: Number(row.rows), hash: row.hash ?? '' }]));
}

const statements = new WeakMap<DatabaseHandle, Promise<string>>();

function digestStatement(handle: DatabaseHandle): Promise<string> {
  let statement = statements.get(handle);
  if (!statement) {
    statement = buildDigestStatement(handle);
    statements.set(handle, statement);
  }
  return statement;
}

async function buildDigestStatement(handle: DatabaseHandle): Promise<string> {
  const tables = await appTables(handle);
  const columns = await selectRows<{ table: string; column: string }>(
    handle,
    `SELECT table_name AS "table", column_name AS "column" FROM information_schema.columns
     WHERE table_schema = current_schema() ORDER BY table_name, ordinal_position`,
  );
  return tables
    .map((table) => {
      const ignored = VOLATILE_COLUMNS[table] ?? [];
      const kept = columns
        .filter((column) => column.table === table && !ignored.includes(column.column))
        .map((column) => quoted(column.column));
      return `SELECT '${table}' AS name, count(*) AS rows, md5(string_agg(t::text, ',' ORDER BY t::text)) AS hash
        FROM (SELECT ${kept.join(', ')} FROM ${quoted(table)}) t`;
    })
    .join('\nUNION ALL\n');
}

/** The tables whose rows differ between two digests. */
export function changedTables(before: DatabaseDigest, after: DatabaseDigest): string[] {
  const names = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...names].filter(
    (name) => before[name]?.rows !== after[name]?.rows || before[name]?.hash !== after[name]?.hash,
  );
}
