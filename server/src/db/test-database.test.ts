import { eq, sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { countQueries } from '../testing/count-queries.js';
import { TEMPLATE_ENV } from '../testing/pglite-template.js';
import { createTestDatabase, dropStaleTestSchemas, isStaleTestSchema } from '../testing/test-database.js';
import type { DatabaseHandle } from './connect.js';
import { users } from './schema.js';

const open: DatabaseHandle[] = [];
async function database(): Promise<DatabaseHandle> {
  const handle = await createTestDatabase();
  open.push(handle);
  return handle;
}
afterEach(async () => {
  await Promise.all(open.splice(0).map((handle) => handle.close()));
});

describe('createTestDatabase', () => {
  it('gives each caller its own seeded copy', async () => {
    const [first, second] = await Promise.all([database(), database()]);
    if (!first || !second) throw new Error('no database');
    await first.db.update(users).set({ firstName: 'Changed' }).where(eq(users.username, 'student'));
    await first.db.delete(users).where(eq(users.username, 'emma.wilson'));

    const [inFirst] = await first.db.select().from(users).where(eq(users.username, 'student'));
    const [inSecond] = await second.db.select().from(users).where(eq(users.username, 'student'));
    expect(inFirst?.firstName).toBe('Changed');
    expect(inSecond?.firstName).toBe('Sam');
    const [emma] = await second.db.select().from(users).where(eq(users.username, 'emma.wilson'));
    expect(emma).toBeDefined();
  });

  it("loads PGlite copies from the template the project's globalSetup built", () => {
    if (process.env.TEST_DATABASE_URL) return;
    expect(process.env[TEMPLATE_ENV]).toMatch(/pglite-template\.tar$/);
  });

  it('is quick once the template exists', async () => {
    await database();
    const started = performance.now();
    await database();
    const elapsed = performance.now() - started;
    console.info(`createTestDatabase: ${elapsed.toFixed(0)} ms`);
    expect(elapsed).toBeLessThan(5_000);
  });
});

describe('stale PostgreSQL test schemas', () => {
  it('are recognised by the creation time in their name', () => {
    const now = Date.UTC(2026, 0, 15);
    const old = `test_${(now - 2 * 3_600_000).toString(36)}_0a1b2c3d`;
    const fresh = `test_${(now - 60_000).toString(36)}_0a1b2c3d`;
    expect(isStaleTestSchema(old, now, 3_600_000)).toBe(true);
    expect(isStaleTestSchema(fresh, now, 3_600_000)).toBe(false);
    expect(isStaleTestSchema(`${old}_pgboss`, now, 3_600_000)).toBe(true);
    expect(isStaleTestSchema('public', now, 0)).toBe(false);
    expect(isStaleTestSchema('test_results', now, 0)).toBe(false);
  });

  it('are dropped, and live ones kept, on a PostgreSQL server (TEST_DATABASE_URL)', async () => {
    const url = process.env.TEST_DATABASE_URL;
    const live = await database();
    if (!url) {
      expect(live.kind).toBe('pglite');
      return;
    }
    const old = `test_${(Date.now() - 2 * 3_600_000).toString(36)}_deadbeef`;
    await live.exec(`CREATE SCHEMA "${old}"`);
    const dropped = await dropStaleTestSchemas(url);
    expect(dropped).toContain(old);
    const [student] = await live.db.select().from(users).where(eq(users.username, 'student'));
    expect(student).toBeDefined();
  });
});

describe('countQueries', () => {
  it('counts the statements sent through the handle, and only while running', async () => {
    const handle = await database();
    await handle.db.select().from(users);
    const counted = await countQueries(handle, async () => {
      await handle.db.select().from(users);
      await handle.db.execute(sql`select 1`);
      return 'done';
    });
    expect(counted.result).toBe('done');
    expect(counted.count).toBe(2);
    expect(counted.queries[0]).toMatch(/from "users"/);
    await handle.db.select().from(users);
    expect(counted.count).toBe(2);
  });
});
