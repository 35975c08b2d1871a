import { eq } from 'drizzle-orm';
import { integer, pgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../testing/test-database.js';
import type { DatabaseHandle } from './connect.js';

// A counter of seats made for this test only: 30 buyers race for 10 seats.
const seats = pgTable('test_seats', { id: integer('id').primaryKey(), left: integer('left').notNull() });

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
  await handle.exec('CREATE TABLE test_seats (id integer PRIMARY KEY, "left" integer NOT NULL)');
});
afterAll(async () => {
  await handle.close();
});

const pause = () => new Promise((resolve) => setTimeout(resolve, 2));

/** Locks the row, looks, yields to other callers, then takes a seat if one is left. */
async function buy(): Promise<boolean> {
  return handle.db.transaction(async (tx) => {
    const [row] = await tx.select().from(seats).where(eq(seats.id, 1)).for('update');
    await pause();
    if (!row || row.left <= 0) return false;
    await tx
      .update(seats)
      .set({ left: row.left - 1 })
      .where(eq(seats.id, 1));
    return true;
  });
}

describe('transactions', () => {
  it('30 concurrent buyers never take more than 10 seats (SELECT ... FOR UPDATE)', async () => {
    await handle.db.insert(seats).values({ id: 1, left: 10 });
    const results = await Promise.all(Array.from({ length: 30 }, () => buy()));
    expect(results.filter(Boolean)).toHaveLength(10);
    const [row] = await handle.db.select().from(seats).where(eq(seats.id, 1));
    expect(row?.left).toBe(0);
  });

  it("another caller's query never sees a transaction's uncommitted writes", async () => {
    await handle.db.insert(seats).values({ id: 2, left: 5 });
    let updated!: () => void;
    const written = new Promise<void>((resolve) => {
      updated = resolve;
    });
    const transaction = handle.db
      .transaction(async (tx) => {
        await tx.update(seats).set({ left: 999 }).where(eq(seats.id, 2));
        updated();
        await new Promise((resolve) => setTimeout(resolve, 50));
        tx.rollback();
      })
      .catch(() => 'rolled back');
    await written;
    // On PGlite this waits for the transaction to end; on PostgreSQL it reads the committed row at once.
    const [seen] = await handle.db.select().from(seats).where(eq(seats.id, 2));
    expect(seen?.left).toBe(5);
    expect(await transaction).toBe('rolled back');
  });
});
