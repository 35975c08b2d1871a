import { afterAll, beforeAll } from 'vitest';
import type { DatabaseHandle } from '../db/connect.js';
import { type FixtureIds, loadFixtureIds } from './fixture-ids.js';
import { createTestDatabase } from './test-database.js';

export interface DemoDatabase {
  /** The private database (demo data seeded) of the enclosing test file or describe block. */
  readonly database: DatabaseHandle;
  /** Ids of its demo data by natural key. */
  readonly ids: FixtureIds;
}

/**
 * A demo database for the enclosing file or describe block: opened in beforeAll, closed in afterAll. Read
 * `.database` and `.ids` inside tests.
 */
export function demoDatabaseForFile(): DemoDatabase {
  let database: DatabaseHandle | undefined;
  let ids: FixtureIds | undefined;
  beforeAll(async () => {
    database = await createTestDatabase();
    ids = await loadFixtureIds(database);
  });
  afterAll(() => database?.close());
  return {
    get database() {
      if (!database) throw new Error('The demo database is not open yet (use it inside tests)');
      return database;
    },
    get ids() {
      if (!ids) throw new Error('The demo database is not open yet (use it inside tests)');
      return ids;
    },
  };
}
