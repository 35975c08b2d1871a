import type { EventAbility, Viewer } from '@campus/sdk';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/connect.js';
import { eventImages } from '../db/schema.js';
import { NotFoundError } from '../errors.js';
import { loadEventFor, type ScopedEvent } from './event-access.js';

export type EventImageRow = typeof eventImages.$inferSelect;

export interface ScopedEventImage extends ScopedEvent {
  image: EventImageRow;
}

/**
 * A nested id, looked up under its parent: first the event, scoped to the viewer (404 or 403 as
 * loadEventFor answers), then the image among that event's images only. An image of another event is a 404,
 * so an owner of one event cannot reach another event's images by changing the image id.
 */
export async function loadEventImageFor(
  db: Database,
  viewer: Viewer,
  eventId: number,
  imageId: number,
  need: EventAbility | 'view' = 'view',
): Promise<ScopedEventImage> {
  const scoped = await loadEventFor(db, viewer, eventId, need);
  const [image] = await db
    .select()
    .from(eventImages)
    .where(and(eq(eventImages.id, imageId), eq(eventImages.eventId, eventId)))
    .limit(1);
  if (!image) throw new NotFoundError('Image not found');
  return { ...scoped, image };
}
