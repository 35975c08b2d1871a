import type { EventImage } from '@campus/sdk';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { EventImageRow } from '../../authorization/event-image-access.js';
import type { Database } from '../../db/connect.js';
import { eventImages } from '../../db/schema.js';

/** An event's gallery in display order (ties by id, i.e. upload order). */
export async function findEventImages(db: Database, eventId: number): Promise<EventImageRow[]> {
  return db
    .select()
    .from(eventImages)
    .where(eq(eventImages.eventId, eventId))
    .orderBy(asc(eventImages.displayOrder), asc(eventImages.id));
}

/** The display order after the event's last image (0 for the first). */
export async function nextDisplayOrder(db: Database, eventId: number): Promise<number> {
  const [row] = await db
    .select({ next: sql<number>`coalesce(max(${eventImages.displayOrder}) + 1, 0)`.mapWith(Number) })
    .from(eventImages)
    .where(eq(eventImages.eventId, eventId));
  return row?.next ?? 0;
}

/** Which of these ids are images of the event. */
export async function imageIdsOfEvent(db: Database, eventId: number, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: eventImages.id })
    .from(eventImages)
    .where(and(eq(eventImages.eventId, eventId), inArray(eventImages.id, ids)));
  return new Set(rows.map((row) => row.id));
}

/** The contract's shape; `is_main` when the image is the event's starred main photo. */
export function toEventImage(row: EventImageRow, mainImageId: number | null): EventImage {
  return {
    id: row.id,
    caption: row.caption,
    display_order: row.displayOrder,
    image_url: row.imageUrl,
    image_url_small: row.imageUrlSmall,
    image_url_large: row.imageUrlLarge,
    is_main: mainImageId === row.id,
  };
}
