import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { HEALTH_MESSAGES } from '@campus/sdk';
import { desc } from 'drizzle-orm';
import { bigint, pgTable, text } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { createMemoryChangeFeed } from '../../changes/memory-change-feed.js';
import { connectDatabase } from '../../db/connect.js';
import { envelope } from '../../testing/http.js';
import { buildTestApp, type TestApp } from '../../testing/test-app.js';

let t: TestApp;
/** The migration journal (db/migrate.ts). */
const journal = pgTable('__campus_migrations', {
  hash: text('hash').primaryKey(),
  createdAt: bigint('created_at', { mode: 'number' }).notNull(),
});

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

const health = (app = t.app) => app.inject({ method: 'GET', url: '/api/health' });

describe('GET /api/health', () => {
  it('answers 200 to anyone, uncached, while the database answers and holds every migration', async () => {
    const response = await health();
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(envelope(response)).toEqual({
      status: 'success',
      data: {
        database: 'ok',
        migrations: 'current',
        changes: t.database.kind === 'postgres' ? 'listening' : 'in process',
      },
    });
  });

  it('answers 503 while the process drains, and closes each connection', async () => {
    t.app.draining = true;
    try {
      const response = await health();
      expect(response.statusCode).toBe(503);
      expect(envelope(response)).toEqual({ status: 'error', message: HEALTH_MESSAGES.draining });
      expect(response.headers.connection).toBe('close');
    } finally {
      t.app.draining = false;
    }
  });

  it('answers 503 when a migration of this version is missing from the database', async () => {
    const [row] = await t.database.db
      .select({ hash: journal.hash, created_at: journal.createdAt })
      .from(journal)
      .orderBy(desc(journal.createdAt))
      .limit(1);
    await t.database.exec(`DELETE FROM "__campus_migrations" WHERE hash = '${row?.hash}'`);
    try {
      const response = await health();
      expect(response.statusCode).toBe(503);
      expect(envelope(response).message).toBe(HEALTH_MESSAGES.migrations);
    } finally {
      await t.database.exec(
        `INSERT INTO "__campus_migrations" (hash, created_at) VALUES ('${row?.hash}', ${row?.created_at})`,
      );
    }
    expect((await health()).statusCode).toBe(200);
  });

  it('answers 503 when the database does not answer', async () => {
    // A PostgreSQL pool aimed at a port where nothing listens: every query fails to connect.
    const database = await connectDatabase({ kind: 'postgres', url: 'postgres://campus@127.0.0.1:9/none' });
    const dataDir = await mkdtemp(join(tmpdir(), 'campus-test-data-'));
    const app = await buildApp({ database, dataDir, changes: createMemoryChangeFeed() });
    try {
      const response = await health(app);
      expect(response.statusCode).toBe(503);
      expect(envelope(response)).toEqual({ status: 'error', message: HEALTH_MESSAGES.database });
    } finally {
      await app.close();
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
