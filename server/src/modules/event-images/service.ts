import {
  type CampusEvent,
  type EventImage,
  IMAGE_MESSAGES,
  type ImageCaptionInputSchema,
  type ImageOrderInputSchema,
  type PhotoUpload,
  type Viewer,
} from '@campus/sdk';
import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { UserActor } from '../../auth/actor.js';
import { loadEventFor } from '../../authorization/event-access.js';
import { loadEventImageFor } from '../../authorization/event-image-access.js';
import type { Database } from '../../db/connect.js';
import { eventImages, events } from '../../db/schema.js';
import { NotFoundError, ValidationError } from '../../errors.js';
import { type ImageStore, imageRefusal, prepareImage } from '../../storage/image-store.js';
import { findEventDetail } from '../events/repository.js';
import { galleryFiles, IMAGE_REFUSALS } from '../shared/gallery-files.js';
import type { ImageUpload } from '../shared/image-upload.js';
import { storeUpload } from '../shared/upload-records.js';
import { findEventImages, imageIdsOfEvent, nextDisplayOrder, toEventImage } from './repository.js';

export type ImageCaptionInput = z.output<typeof ImageCaptionInputSchema>;
export type ImageOrderInput = z.output<typeof ImageOrderInputSchema>;

export const EVENT_IMAGE_ERRORS = {
  notFound: 'Image not found',
  notOfEvent: 'Every image must belong to this event',
  duplicate: 'Each image may appear once',
} as const;

/** The folder of an event's gallery under uploads/. */
const galleryFolder = (eventId: number) => ['events', String(eventId)];
/** Photos uploaded from the event form (POST /events/upload-photo), before any event exists. */
const PHOTOS_FOLDER = ['events', 'photos'];

/**
 * Removes every file of an event's gallery (its uploads/events/<id>/ folder). DELETE /events/{id} calls it
 * once the event's row is gone (the images' rows go with it by ON DELETE CASCADE).
 */
export async function removeEventImageFiles(store: ImageStore, eventId: number): Promise<void> {
  await store.removeFolder(galleryFolder(eventId));
}

/**
 * The gallery of an event (spec sections 2, 6 and 7 "Event images"): whoever may see the event sees its
 * images; only its owners and admins (loadEventFor 'manage') upload, caption, star, reorder and delete.
 * Uploads are sniffed and resized before anything is written; files are written before their rows, and
 * removed again when the rows cannot be stored, so a refused upload leaves neither.
 */
export function createEventImagesService(db: Database, store: ImageStore) {
  const { prepareAll, saveAll, removeStored } = galleryFiles(store);

  return {
    /** GET /events/{id}/images: in display order, the starred one with is_main. */
    async list(viewer: Viewer, eventId: number): Promise<EventImage[]> {
      const { event } = await loadEventFor(db, viewer, eventId);
      const rows = await findEventImages(db, eventId);
      return rows.map((row) => toEventImage(row, event.mainImageId));
    },

    /**
     * POST /events/{id}/images. `read` takes the uploads from the request; it runs only once the actor may
     * manage the event, so a refused caller's bytes are never read.
     */
    async upload(
      actor: UserActor,
      eventId: number,
      read: () => Promise<ImageUpload[]>,
    ): Promise<EventImage[]> {
      const { event } = await loadEventFor(db, actor, eventId, 'manage');
      const uploads = await read();
      const prepared = await prepareAll(uploads);
      const stored = await saveAll(galleryFolder(eventId), prepared);
      try {
        const rows = await db.transaction(async (tx) => {
          const first = await nextDisplayOrder(tx, eventId);
          return tx
            .insert(eventImages)
            .values(
              stored.map((files, index) => ({
                eventId,
                imageUrl: files.original,
                imageUrlSmall: files.small,
                imageUrlLarge: files.large,
                caption: uploads[index]?.caption ?? null,
                displayOrder: first + index,
                uploadedBy: actor.id,
              })),
            )
            .returning();
        });
        return rows
          .sort((a, b) => a.displayOrder - b.displayOrder)
          .map((row) => toEventImage(row, event.mainImageId));
      } catch (error) {
        await removeStored(stored);
        throw error;
      }
    },

    /** PUT /events/{id}/images/{imageId}: the caption (blank clears it). */
    async updateCaption(
      actor: UserActor,
      eventId: number,
      imageId: number,
      input: ImageCaptionInput,
    ): Promise<EventImage> {
      const { event } = await loadEventImageFor(db, actor, eventId, imageId, 'manage');
      const [row] = await db
        .update(eventImages)
        .set({ caption: input.caption, updatedAt: sql`now()` })
        .where(eq(eventImages.id, imageId))
        .returning();
      if (!row) throw new NotFoundError(EVENT_IMAGE_ERRORS.notFound);
      return toEventImage(row, event.mainImageId);
    },

    /** DELETE /events/{id}/images/{imageId}: the row, then its files; a starred image unstars (FK set null). */
    async remove(actor: UserActor, eventId: number, imageId: number): Promise<null> {
      const { image } = await loadEventImageFor(db, actor, eventId, imageId, 'manage');
      const deleted = await db.delete(eventImages).where(eq(eventImages.id, imageId)).returning();
      if (deleted.length === 0) throw new NotFoundError(EVENT_IMAGE_ERRORS.notFound);
      await store.remove([image.imageUrl, image.imageUrlSmall, image.imageUrlLarge]);
      return null;
    },

    /** PUT .../{imageId}/main-photo: the image becomes the main photo; answers the event as GET /events/{id}. */
    async setMain(actor: UserActor, eventId: number, imageId: number): Promise<CampusEvent> {
      await loadEventImageFor(db, actor, eventId, imageId, 'manage');
      await db
        .update(events)
        .set({ mainImageId: imageId, updatedAt: sql`now()` })
        .where(eq(events.id, eventId));
      const event = await findEventDetail(db, eventId, imageId);
      if (!event) throw new NotFoundError('Event not found');
      return event;
    },

    /**
     * PUT /events/{id}/images/reorder: each listed image gets its display order, in one transaction. An id
     * that is not an image of this event (another event's, or none) refuses the whole list with a 422.
     */
    async reorder(actor: UserActor, eventId: number, input: ImageOrderInput): Promise<EventImage[]> {
      const { event } = await loadEventFor(db, actor, eventId, 'manage');
      const ids = input.image_order.map((item) => item.id);
      if (new Set(ids).size !== ids.length) {
        throw ValidationError.field('image_order', EVENT_IMAGE_ERRORS.duplicate);
      }
      const rows = await db.transaction(async (tx) => {
        const known = await imageIdsOfEvent(tx, eventId, ids);
        if (ids.some((id) => !known.has(id))) {
          throw ValidationError.field('image_order', EVENT_IMAGE_ERRORS.notOfEvent);
        }
        for (const item of input.image_order) {
          await tx
            .update(eventImages)
            .set({ displayOrder: item.display_order, updatedAt: sql`now()` })
            .where(eq(eventImages.id, item.id));
        }
        return findEventImages(tx, eventId);
      });
      return rows.map((row) => toEventImage(row, event.mainImageId));
    },

    /**
     * POST /events/upload-photo (create_event): a photo for the event form, before the event exists. Stored
     * under uploads/events/photos/ and recorded as the actor's upload; `url` is the large copy, `sizes` all
     * three. (The event form takes no photo URLs: an event's main photo is one of its gallery images.)
     */
    async uploadPhoto(actor: UserActor, read: () => Promise<Buffer>): Promise<PhotoUpload> {
      const bytes = await read();
      const refusal = await imageRefusal(bytes);
      if (refusal) throw ValidationError.field('photo', IMAGE_REFUSALS[refusal]);
      const image = await prepareImage(bytes);
      if (!image) throw ValidationError.field('photo', IMAGE_MESSAGES.notImage);
      const stored = await storeUpload(db, store, {
        ownerId: actor.id,
        purpose: 'event_photo',
        folder: PHOTOS_FOLDER,
        image,
      });
      return { url: stored.large, sizes: { ...stored } };
    },
  };
}

export type EventImagesService = ReturnType<typeof createEventImagesService>;
