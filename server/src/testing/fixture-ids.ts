import type { DatabaseHandle } from '../db/connect.js';
import { announcements, courses, events, groups, organizations, permissions, users } from '../db/schema.js';

/**
 * Ids of the seeded demo data by natural key, so tables like the authorization matrix can name fixtures
 * ("Riverside Academy", "student", "Spring Science Fair") instead of guessing serial ids. Later issues add
 * their entities here (one query each).
 */
export interface FixtureIds {
  user(username: string): number;
  /** The demo user's email, e.g. to assert that an answer does not leak another user's address. */
  email(username: string): string;
  organization(name: string): number;
  event(title: string): number;
  course(name: string): number;
  group(name: string): number;
  /** A demo announcement by title (titles are unique in the demo data). */
  announcement(title: string): number;
  /** A permission by key, e.g. 'create_event'. */
  permission(key: string): number;
}

export async function loadFixtureIds(database: DatabaseHandle): Promise<FixtureIds> {
  const { db } = database;
  const userRows = await db.select({ id: users.id, key: users.username, email: users.email }).from(users);
  const organizationRows = await db
    .select({ id: organizations.id, key: organizations.name })
    .from(organizations);
  const eventRows = await db.select({ id: events.id, key: events.title }).from(events);
  const courseRows = await db.select({ id: courses.id, key: courses.name }).from(courses);
  const groupRows = await db.select({ id: groups.id, key: groups.name }).from(groups);
  const announcementRows = await db
    .select({ id: announcements.id, key: announcements.title })
    .from(announcements);
  const permissionRows = await db.select({ id: permissions.id, key: permissions.key }).from(permissions);
  const emails = userRows.map((row) => ({ id: row.email ?? '', key: row.key }));
  return {
    user: lookup('user', userRows),
    email: lookup(
      'user with an email',
      emails.filter((row) => row.id !== ''),
    ),
    organization: lookup('organization', organizationRows),
    event: lookup('event', eventRows),
    course: lookup('course', courseRows),
    group: lookup('group', groupRows),
    announcement: lookup('announcement', announcementRows),
    permission: lookup('permission', permissionRows),
  };
}

function lookup<T>(kind: string, rows: Array<{ id: T; key: string }>): (key: string) => T {
  const ids = new Map(rows.map((row) => [row.key, row.id]));
  return (key) => {
    const id = ids.get(key);
    if (id === undefined) throw new Error(`No ${kind} "${key}" in the demo data`);
    return id;
  };
}
