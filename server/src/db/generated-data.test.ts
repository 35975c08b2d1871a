import { eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../testing/test-database.js';
import type { DatabaseHandle } from './connect.js';
import { loadGeneratedDataset } from './generated-data.js';
import { courses, enrollments, events, type rsvps, ticketTypes, users } from './schema.js';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(async () => {
  await handle.close();
});

const count = async (
  table:
    | typeof users
    | typeof courses
    | typeof events
    | typeof enrollments
    | typeof rsvps
    | typeof ticketTypes,
) => {
  const [row] = await handle.db.select({ count: sql<number>`count(*)::int` }).from(table);
  return row?.count ?? 0;
};

describe('loadGeneratedDataset', () => {
  it('bulk-inserts a generated dataset beside the demo data', async () => {
    const before = { users: await count(users), courses: await count(courses), events: await count(events) };
    const loaded = await loadGeneratedDataset(handle.db, {
      sizes: {
        organizations: 2,
        users: 500,
        groups: 5,
        groupSize: 10,
        courses: 50,
        events: 40,
        enrollments: 3_000,
        rsvps: 2_500,
      },
    });
    expect(await count(users)).toBe(before.users + 500);
    expect(await count(courses)).toBe(before.courses + 50);
    expect(await count(events)).toBe(before.events + 40);
    const [generatedEnrollments] = await handle.db
      .select({ count: sql<number>`count(*)::int` })
      .from(enrollments)
      .innerJoin(users, eq(users.id, enrollments.userId))
      .where(like(users.username, 'gen.%'));
    expect(generatedEnrollments?.count).toBe(3_000);
    expect(loaded.rows.rsvps).toBe(2_500);
    expect(await count(ticketTypes)).toBeGreaterThanOrEqual(loaded.rows.ticketTypes ?? 0);
  });
});
