import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { preparedStatementClient } from './pglite-prepared-client.js';
import * as schema from './schema.js';

export type Schema = typeof schema;
/**
 * One type for both drivers: services never know which database they run on. A transaction (`tx` in
 * `db.transaction(async (tx) => ...)`) is a Database too, so repository functions take either. Inside a
 * transaction use only `tx`: PGlite is one connection, and a query on `db` would wait for the transaction
 * that waits for it.
 */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

/** Called with every SQL statement Drizzle sends (tests count queries with it). */
export type QueryListener = (sql: string) => void;

export type DatabaseConfig = (
  | {
      kind: 'pglite';
      dataDir?: string;
      client?: PGlite;
      /** A data folder tarball to start an empty `dataDir` from instead of running initdb. */
      loadDataDir?: Blob;
    }
  | { kind: 'postgres'; url: string; schema?: string }
) & { onQuery?: QueryListener };

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** On PostgreSQL, where to open a connection of one's own (the actor cache's LISTEN) outside the pool. */
  postgres?: { url: string; schema?: string };
  /** Runs raw SQL (migrations, tests). */
  exec(sql: string): Promise<void>;
  close(): Promise<void>;
  /** Adds a listener for every statement sent through `db`; returns its remover. */
  observeQueries(listener: QueryListener): () => void;
}

/** Drizzle's logger fanned out to the listeners of one handle. */
function queryObservers(initial?: QueryListener) {
  const listeners = new Set<QueryListener>(initial ? [initial] : []);
  return {
    logger: {
      logQuery: (query: string) => {
        for (const listener of listeners) listener(query);
      },
    },
    observeQueries(listener: QueryListener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

/**
 * PGlite runs PostgreSQL for one connection inside the process, so the server-sized defaults initdb writes
 * cost memory for nothing: shared_buffers = 128MB sits in the WebAssembly heap once touched (about 110 MiB
 * of RSS on the demo data). 16MB holds the hot pages; the rest is read through the OS file cache.
 * random_page_cost = 1.1: PGlite's pages are in memory or the OS cache, where a random read costs about what
 * a sequential one does; at the default 4 the planner scanned all events to join a user's three RSVPs.
 */
export const PGLITE_START_PARAMS = [
  ...PGlite.defaultStartParams,
  '-c',
  'shared_buffers=16MB',
  '-c',
  'random_page_cost=1.1',
];

/** Opens PGlite (in `dataDir`, or in memory) or PostgreSQL (`url`). */
export async function connectDatabase(config: DatabaseConfig): Promise<DatabaseHandle> {
  const { logger, observeQueries } = queryObservers(config.onQuery);
  if (config.kind === 'pglite') {
    const client =
      config.client ??
      (await PGlite.create(config.dataDir, {
        startParams: PGLITE_START_PARAMS,
        loadDataDir: config.loadDataDir,
      }));
    // Drizzle's PGlite session calls only query() and transaction(), which the prepared-statement client
    // answers as PGlite does (the cast: PGlite's class type has private members no wrapper can match).
    const db = drizzlePglite(preparedStatementClient(client) as unknown as PGlite, {
      schema,
      logger,
    }) as unknown as Database;
    return {
      db,
      kind: 'pglite',
      observeQueries,
      exec: async (sql) => {
        await client.exec(sql);
      },
      close: () => client.close(),
    };
  }
  const pool = new pg.Pool({
    connectionString: config.url,
    max: 10,
    // JIT off: its compile time (about 50 ms) dwarfs the short queries of a web app whenever a plan's cost
    // estimate crosses jit_above_cost (the dashboard's course list: 55 ms with it, 0.3 ms without, on the
    // large dataset). A test can give every file its own schema on one server.
    options: ['-c jit=off', config.schema ? `-c search_path=${config.schema}` : ''].join(' ').trim(),
  });
  // An idle connection that PostgreSQL ends (a restart, a terminated backend) errors outside any query; the
  // pool drops it and the next query opens a new one. Unheard, that 'error' event would end the process.
  pool.on('error', (error) => {
    console.warn(`PostgreSQL: an idle connection was lost (${error.message}); the next query reconnects`);
  });
  const db = drizzlePg(pool, { schema, logger }) as unknown as Database;
  return {
    db,
    kind: 'postgres',
    postgres: { url: config.url, schema: config.schema },
    observeQueries,
    exec: async (sql) => {
      await pool.query(sql);
    },
    close: () => pool.end(),
  };
}
