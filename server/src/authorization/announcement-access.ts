import type { GroupAbility, Viewer } from '@campus/sdk';
import { and, eq, gte, isNull, lte, or, type SQL } from 'drizzle-orm';
import type { Database } from '../db/connect.js';
import { announcements } from '../db/schema.js';
import { NotFoundError } from '../errors.js';
import { loadGroupFor, type ScopedGroup } from './group-access.js';

export type AnnouncementRow = typeof announcements.$inferSelect;

export interface ScopedAnnouncement extends ScopedGroup {
  announcement: AnnouncementRow;
}

export const ANNOUNCEMENT_NOT_FOUND = 'Announcement not found';

/**
 * The SQL form of the sdk's announcementStatus(...) === 'Active' (spec section 4): active, available from
 * a moment not after `now`, and not yet past its end. The stored bounds are instants (a date-only bound
 * became the start or the end of that day on the platform's wall clock when it was stored).
 */
export function activeAnnouncementAt(now: Date): SQL {
  const instant = now.toISOString();
  return and(
    eq(announcements.isActive, true),
    lte(announcements.availableFrom, instant),
    or(isNull(announcements.availableUntil), gte(announcements.availableUntil, instant)),
  ) as SQL;
}

/**
 * A nested id, looked up under its parent: first the group, scoped to the viewer (404, or 403 for a
 * non-member, as loadGroupFor answers), then the announcement among that group's only. An announcement of
 * another group is a 404, so a coordinator of one group cannot reach another group's announcements by
 * changing the id. Members (who cannot manage the group) see only Active announcements at `now` (spec
 * section 4): any other is a 404 for them, as if it did not exist.
 */
export async function loadAnnouncementFor(
  db: Database,
  viewer: Viewer,
  groupId: number,
  announcementId: number,
  need: GroupAbility | 'view' = 'view',
  now: Date = new Date(),
): Promise<ScopedAnnouncement> {
  const scoped = await loadGroupFor(db, viewer, groupId, need);
  const conditions: SQL[] = [eq(announcements.id, announcementId), eq(announcements.groupId, groupId)];
  if (!scoped.access.can.manage) conditions.push(activeAnnouncementAt(now));
  const [announcement] = await db
    .select()
    .from(announcements)
    .where(and(...conditions))
    .limit(1);
  if (!announcement) throw new NotFoundError(ANNOUNCEMENT_NOT_FOUND);
  return { ...scoped, announcement };
}
