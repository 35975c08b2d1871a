import { buildDemoDataset, DEMO_PASSWORD } from '@campus/fixtures';
import { sql } from 'drizzle-orm';
import { hashPassword } from '../auth/password.js';
import type { Database } from './connect.js';
import { users } from './schema.js';
import { seedCourses } from './seed/courses.js';
import { seedEvents } from './seed/events.js';
import { seedPeople } from './seed/people.js';
import { Refs } from './seed/refs.js';
import { seedSocial } from './seed/social.js';
import { todayInTimeZone } from './seed/today.js';

export interface SeedOptions {
  /** The date the demo's relative dates count from; default today in the platform time zone. */
  today?: string;
}

/** Seeds the demo dataset into an empty database (no users yet), in one transaction. Returns whether it seeded. */
export async function seedDemoData(db: Database, options: SeedOptions = {}): Promise<boolean> {
  const [existing] = await db.select({ count: sql<number>`count(*)::int` }).from(users);
  if ((existing?.count ?? 0) > 0) return false;
  const data = buildDemoDataset(options.today ?? todayInTimeZone());
  // One hash for every demo account: argon2 is slow on purpose, and tests seed often.
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.transaction(async (tx) => {
    const refs = new Refs();
    await seedPeople(tx, data, refs, passwordHash);
    await seedCourses(tx, data, refs);
    await seedEvents(tx, data, refs);
    await seedSocial(tx, data, refs);
  });
  return true;
}
