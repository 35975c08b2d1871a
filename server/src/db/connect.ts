import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema.js';

export type Schema = typeof schema;
/** One type for both drivers: services never know which database they run on. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export type DatabaseConfig =
  | { kind: 'pglite'; dataDir?: string; client?: PGlite }
  | { kind: 'postgres'; url: string; schema?: string };

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Runs raw SQL (migrations, tests). */
  exec(sql: string): Promise<void>;
  close(): Promise<void>;
}

/** Opens PGlite (in `dataDir`, or in memory) or PostgreSQL (`url`). */
export async function connectDatabase(config: DatabaseConfig): Promise<DatabaseHandle> {
  if (config.kind === 'pglite') {
    const client = config.client ?? (await PGlite.create(config.dataDir));
    const db = drizzlePglite(client, { schema }) as unknown as Database;
    return {
      db,
      kind: 'pglite',
      exec: async (sql) => {
        await client.exec(sql);
      },
      close: () => client.close(),
    };
  }
  const pool = new pg.Pool({
    connectionString: config.url,
    max: 10,
    // A test can give every file its own schema on one server.
    options: config.schema ? `-c search_path=${config.schema}` : undefined,
  });
  const db = drizzlePg(pool, { schema }) as unknown as Database;
  return {
    db,
    kind: 'postgres',
    exec: async (sql) => {
      await pool.query(sql);
    },
    close: () => pool.end(),
  };
}
