import { VALIDATION_MESSAGES as M } from '@campus/sdk';
import { inArray, or } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parentChild, userManagers, users } from '../../db/schema.js';
import { bearer, envelope } from '../../testing/http.js';
import { buildTestApp, type TestApp } from '../../testing/test-app.js';

// Two changes of the hierarchy (or of families) at once never make a loop: each write takes the advisory
// lock first and checks inside the transaction. On PGlite (one connection) and on PostgreSQL with
// TEST_DATABASE_URL, where the app's pool runs the requests truly in parallel.

let t: TestApp;
let admin: string;
let serial = 0;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.loginAs('admin');
});
afterAll(async () => {
  await t?.close();
});

async function people(count: number): Promise<number[]> {
  const rows = await t.database.db
    .insert(users)
    .values(
      Array.from({ length: count }, () => {
        serial += 1;
        return {
          firstName: 'Race',
          lastName: `R${serial}`,
          username: `race.tree.${serial}`,
          passwordHash: 'x',
        };
      }),
    )
    .returning({ id: users.id });
  return rows.map((row) => row.id);
}

function assign(userId: number, managerId: number) {
  return t.app.inject({
    method: 'POST',
    url: '/api/user-managers/assign',
    headers: bearer(admin),
    payload: { user_id: userId, manager_id: managerId },
  });
}

function setParents(userId: number, parentIds: number[]) {
  return t.app.inject({
    method: 'PUT',
    url: `/api/users/${userId}/update`,
    headers: bearer(admin),
    payload: { parent_ids: parentIds },
  });
}

describe('concurrent hierarchy changes', () => {
  it('A under B and B under A at once, 20 pairs: exactly one of each pair wins, no loop', async () => {
    const ids = await people(40);
    const pairs = Array.from(
      { length: 20 },
      (_, i) => [ids[2 * i] as number, ids[2 * i + 1] as number] as const,
    );
    const responses = await Promise.all(pairs.flatMap(([a, b]) => [assign(a, b), assign(b, a)]));
    const codes = responses.map((response) => response.statusCode);
    expect(codes.filter((code) => code >= 500)).toEqual([]);
    for (let i = 0; i < pairs.length; i += 1) {
      const pair = [codes[2 * i], codes[2 * i + 1]].sort();
      expect(pair).toEqual([200, 422]);
      const refused = responses[codes[2 * i] === 422 ? 2 * i : 2 * i + 1];
      if (refused) expect(envelope(refused).errors?.manager_id).toEqual([M.managerLoop]);
    }
    const rows = await t.database.db.select().from(userManagers).where(inArray(userManagers.userId, ids));
    expect(rows).toHaveLength(20);
    const managerOf = new Map(rows.map((row) => [row.userId, row.managerId]));
    for (const row of rows) expect(managerOf.get(row.managerId)).not.toBe(row.userId);
  });

  it('a ring of 12 closed from every side at once: never a cycle', async () => {
    const ring = await people(12);
    // Each assigns ring[i] under ring[i+1]; all together would make a cycle, so at least one is refused.
    const responses = await Promise.all(
      ring.map((id, i) => assign(id, ring[(i + 1) % ring.length] as number)),
    );
    const codes = responses.map((response) => response.statusCode);
    expect(codes.filter((code) => code >= 500)).toEqual([]);
    expect(codes.filter((code) => code === 422)).toHaveLength(1);
    const rows = await t.database.db.select().from(userManagers).where(inArray(userManagers.userId, ring));
    const managerOf = new Map(rows.map((row) => [row.userId, row.managerId]));
    for (const start of ring) {
      const seen = new Set<number>();
      let at: number | undefined = start;
      while (at !== undefined) {
        expect(seen.has(at)).toBe(false);
        seen.add(at);
        at = managerOf.get(at);
      }
    }
  });

  it('families: A parent of B and B parent of A at once, 20 pairs: exactly one wins', async () => {
    const ids = await people(40);
    const pairs = Array.from(
      { length: 20 },
      (_, i) => [ids[2 * i] as number, ids[2 * i + 1] as number] as const,
    );
    const responses = await Promise.all(pairs.flatMap(([a, b]) => [setParents(b, [a]), setParents(a, [b])]));
    const codes = responses.map((response) => response.statusCode);
    expect(codes.filter((code) => code >= 500)).toEqual([]);
    for (let i = 0; i < pairs.length; i += 1) {
      expect([codes[2 * i], codes[2 * i + 1]].sort()).toEqual([200, 422]);
    }
    const rows = await t.database.db
      .select()
      .from(parentChild)
      .where(or(inArray(parentChild.parentId, ids), inArray(parentChild.childId, ids)));
    expect(rows).toHaveLength(20);
    const edges = new Set(rows.map((row) => `${row.parentId}>${row.childId}`));
    for (const row of rows) expect(edges.has(`${row.childId}>${row.parentId}`)).toBe(false);
  });
});
