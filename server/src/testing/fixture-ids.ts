import type { DatabaseHandle } from '../db/connect.js';
import { organizations, users } from '../db/schema.js';

/**
 * Ids of the seeded demo data by natural key, so tables like the authorization matrix can name fixtures
 * ("Riverside Academy", "student") instead of guessing serial ids. Later issues add their entities here
 * (one query each, e.g. events by title).
 */
export interface FixtureIds {
  user(username: string): number;
  organization(name: string): number;
}

export async function loadFixtureIds(database: DatabaseHandle): Promise<FixtureIds> {
  const userRows = await database.db.select({ id: users.id, key: users.username }).from(users);
  const organizationRows = await database.db
    .select({ id: organizations.id, key: organizations.name })
    .from(organizations);
  return {
    user: lookup('user', userRows),
    organization: lookup('organization', organizationRows),
  };
}

function lookup(kind: string, rows: Array<{ id: number; key: string }>): (key: string) => number {
  const ids = new Map(rows.map((row) => [row.key, row.id]));
  return (key) => {
    const id = ids.get(key);
    if (id === undefined) throw new Error(`No ${kind} "${key}" in the demo data`);
    return id;
  };
}
