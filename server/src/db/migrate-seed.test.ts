import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBlankDatabase } from '../testing/test-database.js';
import type { DatabaseHandle } from './connect.js';
import { migrateDatabase } from './migrate.js';
import { courses, events, messages, permissions, rsvps, users } from './schema.js';
import { seedDemoData } from './seed.js';

const counts = async (handle: DatabaseHandle) => {
  const count = sql<number>`count(*)::int`;
  const [u] = await handle.db.select({ count }).from(users);
  const [c] = await handle.db.select({ count }).from(courses);
  const [e] = await handle.db.select({ count }).from(events);
  const [r] = await handle.db.select({ count }).from(rsvps);
  const [m] = await handle.db.select({ count }).from(messages);
  const [p] = await handle.db.select({ count }).from(permissions);
  return {
    users: u?.count,
    courses: c?.count,
    events: e?.count,
    rsvps: r?.count,
    messages: m?.count,
    permissions: p?.count,
  };
};

describe('migrations and demo seed on a blank database', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createBlankDatabase();
  });
  afterAll(async () => {
    await handle.close();
  });

  it('applies every migration once', async () => {
    expect(await migrateDatabase(handle)).toBeGreaterThan(0);
    expect(await migrateDatabase(handle)).toBe(0);
  });

  it('seeds an empty database and never seeds twice', async () => {
    expect(await seedDemoData(handle.db)).toBe(true);
    const first = await counts(handle);
    expect(first.users).toBeGreaterThanOrEqual(19);
    expect(first.permissions).toBe(10);
    expect(first.courses).toBeGreaterThan(5);
    expect(first.events).toBeGreaterThan(5);
    expect(first.rsvps).toBeGreaterThan(5);
    expect(first.messages).toBeGreaterThan(5);

    expect(await seedDemoData(handle.db)).toBe(false);
    expect(await counts(handle)).toEqual(first);
  });
});
