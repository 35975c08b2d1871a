import type { DatabaseHandle } from '../db/connect.js';
import { changedTables, type DatabaseDigest, digestDatabase } from './database-digest.js';
import { appTables, quoted, SNAPSHOT_PREFIX } from './database-tables.js';

export interface DatabaseSnapshot {
  /** The digest of the data as kept. */
  readonly digest: DatabaseDigest;
  /** Puts back every table that differs from the snapshot; returns their names. */
  restore(): Promise<string[]>;
}

/**
 * Keeps a copy of every table, so that a harness can give each data-changing call the same starting data
 * without a new database: a fresh PGlite per call costs about half a second, a fresh PostgreSQL schema
 * (migrate and seed) several. A transaction rolled back after each call is no option: the app's own
 * transactions would commit it. A restore finds the changed tables by their digest and copies back only
 * those, a few milliseconds for a call that touched two tables.
 */
export async function snapshotDatabase(handle: DatabaseHandle): Promise<DatabaseSnapshot> {
  const tables = await appTables(handle);
  await handle.exec(
    tables
      .map((table) => `CREATE TABLE ${quoted(SNAPSHOT_PREFIX + table)} AS SELECT * FROM ${quoted(table)}`)
      .join(';\n'),
  );
  const digest = await digestDatabase(handle);
  return {
    digest,
    async restore() {
      const changed = changedTables(digest, await digestDatabase(handle));
      if (changed.length > 0) await handle.exec(restoreStatement(changed));
      return changed;
    },
  };
}

/**
 * Foreign keys would need an order, and events and event_images point at each other: replica mode skips
 * their triggers while the copies, consistent as a whole, go back in (what cascaded away changed its table's
 * digest, so it comes back too). DELETE rather than TRUNCATE: on PGlite a TRUNCATE makes new files per
 * table. Sequences run on, which keeps new ids clear of the restored rows.
 */
function restoreStatement(tables: readonly string[]): string {
  return [
    'BEGIN',
    'SET LOCAL session_replication_role = replica',
    ...tables.map((table) => `DELETE FROM ${quoted(table)}`),
    ...tables.map((table) => `INSERT INTO ${quoted(table)} SELECT * FROM ${quoted(SNAPSHOT_PREFIX + table)}`),
    'COMMIT',
  ].join(';\n');
}
