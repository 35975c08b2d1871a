import type { Announcement } from '@campus/sdk';
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { AnnouncementRow } from '../../authorization/announcement-access.js';
import type { Database } from '../../db/connect.js';
import { announcements, groups, users } from '../../db/schema.js';
import { toUserSummary, userSummaryColumns } from '../users/group-member.js';
import { toIsoTimestamp } from '../users/user-repository.js';

// Announcements in the contract's shape, each with its group {id, name} and author: one statement per page
// (plus one count), whatever the page size.

export type AnnouncementValues = Pick<
  typeof announcements.$inferInsert,
  'title' | 'body' | 'availableFrom' | 'availableUntil' | 'isActive'
>;

function selectWithRefs(db: Database) {
  return db
    .select({ announcement: announcements, groupName: groups.name, author: userSummaryColumns })
    .from(announcements)
    .innerJoin(groups, eq(groups.id, announcements.groupId))
    .leftJoin(users, eq(users.id, announcements.authorId));
}

function toAnnouncement(row: {
  announcement: AnnouncementRow;
  groupName: string;
  author: Parameters<typeof toUserSummary>[0] | null;
}): Announcement {
  const { announcement } = row;
  return {
    id: announcement.id,
    group_id: announcement.groupId,
    title: announcement.title,
    body: announcement.body,
    available_from: toIsoTimestamp(announcement.availableFrom),
    available_until:
      announcement.availableUntil === null ? null : toIsoTimestamp(announcement.availableUntil),
    is_active: announcement.isActive,
    created_at: toIsoTimestamp(announcement.createdAt),
    updated_at: toIsoTimestamp(announcement.updatedAt),
    group: { id: announcement.groupId, name: row.groupName },
    author: row.author ? toUserSummary(row.author) : null,
  };
}

/** One page of the group's announcements matching `visible`, newest first, and how many match in all. */
export async function pageAnnouncements(
  db: Database,
  groupId: number,
  visible: SQL | undefined,
  page: { offset: number; limit: number },
): Promise<{ rows: Announcement[]; total: number }> {
  const where = and(eq(announcements.groupId, groupId), visible);
  const rows = await selectWithRefs(db)
    .where(where)
    .orderBy(desc(announcements.availableFrom), desc(announcements.id))
    .limit(page.limit)
    .offset(page.offset);
  const [counted] = await db.select({ total: count() }).from(announcements).where(where);
  return { rows: rows.map(toAnnouncement), total: counted?.total ?? 0 };
}

export async function findAnnouncement(db: Database, id: number): Promise<Announcement | null> {
  const [row] = await selectWithRefs(db).where(eq(announcements.id, id)).limit(1);
  return row ? toAnnouncement(row) : null;
}

export async function insertAnnouncement(
  db: Database,
  groupId: number,
  authorId: number,
  values: AnnouncementValues,
): Promise<number> {
  const [row] = await db
    .insert(announcements)
    .values({ ...values, groupId, authorId })
    .returning({ id: announcements.id });
  if (!row) throw new Error('Inserting the announcement returned no row');
  return row.id;
}

export async function updateAnnouncement(
  db: Database,
  id: number,
  values: AnnouncementValues,
  now: Date,
): Promise<void> {
  await db
    .update(announcements)
    .set({ ...values, updatedAt: now.toISOString() })
    .where(eq(announcements.id, id));
}

export async function deleteAnnouncement(db: Database, id: number): Promise<void> {
  await db.delete(announcements).where(eq(announcements.id, id));
}
