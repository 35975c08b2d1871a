import type { ImageCaptionInputSchema, ImageOrderInputSchema, SessionImage, Viewer } from '@campus/sdk';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { UserActor } from '../../auth/actor.js';
import {
  loadCourseSessionFor,
  loadSessionImageFor,
  SESSION_ACCESS_MESSAGES,
} from '../../authorization/course-session-access.js';
import type { Database } from '../../db/connect.js';
import { sessionImages } from '../../db/schema.js';
import { NotFoundError, ValidationError } from '../../errors.js';
import type { ImageStore } from '../../storage/image-store.js';
import { galleryFiles } from '../shared/gallery-files.js';
import type { ImageUpload } from '../shared/image-upload.js';
import { findSessionImages, toSessionImage } from './repository.js';

export type ImageCaptionInput = z.output<typeof ImageCaptionInputSchema>;
export type ImageOrderInput = z.output<typeof ImageOrderInputSchema>;

export const SESSION_IMAGE_ERRORS = {
  notOfSession: 'Every image must belong to this session',
  duplicate: 'Each image may appear once',
} as const;

/** The folder of a session's gallery under uploads/. */
const galleryFolder = (courseId: number, sessionId: number) => [
  'courses',
  String(courseId),
  'sessions',
  String(sessionId),
];

/** Removes every file of a session's gallery; DELETE of the session calls it once its rows are gone. */
export async function removeSessionImageFiles(
  store: ImageStore,
  courseId: number,
  sessionId: number,
): Promise<void> {
  await store.removeFolder(galleryFolder(courseId, sessionId));
}

/**
 * The gallery of a session (spec sections 2 "Session detail" and 7): whoever reads the course's sessions sees
 * its images; the course's staff ('edit') upload, caption, reorder and delete. As the event gallery: uploads
 * are sniffed and resized before anything is written; files are written before their rows and removed again
 * when the rows cannot be stored, so a refused upload leaves neither.
 */
export function createSessionImagesService(db: Database, store: ImageStore) {
  const { prepareAll, saveAll, removeStored } = galleryFiles(store);

  return {
    /** GET .../images: in display order. */
    async list(viewer: Viewer, courseId: number, sessionId: number): Promise<SessionImage[]> {
      await loadCourseSessionFor(db, viewer, courseId, sessionId);
      return (await findSessionImages(db, sessionId)).map(toSessionImage);
    },

    /**
     * POST .../images. `read` takes the uploads from the request; it runs only once the actor may edit the
     * course, so a refused caller's bytes are never read.
     */
    async upload(
      actor: UserActor,
      courseId: number,
      sessionId: number,
      read: () => Promise<ImageUpload[]>,
    ): Promise<SessionImage[]> {
      await loadCourseSessionFor(db, actor, courseId, sessionId, 'edit');
      const uploads = await read();
      const prepared = await prepareAll(uploads);
      const stored = await saveAll(galleryFolder(courseId, sessionId), prepared);
      try {
        const rows = await db.transaction(async (tx) => {
          const [last] = await tx
            .select({
              next: sql<number>`coalesce(max(${sessionImages.displayOrder}) + 1, 0)`.mapWith(Number),
            })
            .from(sessionImages)
            .where(eq(sessionImages.courseSessionId, sessionId));
          const first = last?.next ?? 0;
          return tx
            .insert(sessionImages)
            .values(
              stored.map((files, index) => ({
                courseSessionId: sessionId,
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
        return rows.sort((a, b) => a.displayOrder - b.displayOrder).map(toSessionImage);
      } catch (error) {
        await removeStored(stored);
        throw error;
      }
    },

    /** PUT .../images/{imageId}: the caption (blank clears it). */
    async updateCaption(
      actor: UserActor,
      courseId: number,
      sessionId: number,
      imageId: number,
      input: ImageCaptionInput,
    ): Promise<SessionImage> {
      await loadSessionImageFor(db, actor, courseId, sessionId, imageId, 'edit');
      const [row] = await db
        .update(sessionImages)
        .set({ caption: input.caption, updatedAt: sql`now()` })
        .where(eq(sessionImages.id, imageId))
        .returning();
      if (!row) throw new NotFoundError(SESSION_ACCESS_MESSAGES.imageNotFound);
      return toSessionImage(row);
    },

    /** DELETE .../images/{imageId}: the row, then its files. */
    async remove(actor: UserActor, courseId: number, sessionId: number, imageId: number): Promise<null> {
      const { image } = await loadSessionImageFor(db, actor, courseId, sessionId, imageId, 'edit');
      const deleted = await db.delete(sessionImages).where(eq(sessionImages.id, imageId)).returning();
      if (deleted.length === 0) throw new NotFoundError(SESSION_ACCESS_MESSAGES.imageNotFound);
      await store.remove([image.imageUrl, image.imageUrlSmall, image.imageUrlLarge]);
      return null;
    },

    /**
     * PUT .../images/reorder: each listed image gets its display order, in one transaction. An id that is not
     * an image of this session (another session's, or none) refuses the whole list with a 422.
     */
    async reorder(
      actor: UserActor,
      courseId: number,
      sessionId: number,
      input: ImageOrderInput,
    ): Promise<SessionImage[]> {
      await loadCourseSessionFor(db, actor, courseId, sessionId, 'edit');
      const ids = input.image_order.map((item) => item.id);
      if (new Set(ids).size !== ids.length) {
        throw ValidationError.field('image_order', SESSION_IMAGE_ERRORS.duplicate);
      }
      const rows = await db.transaction(async (tx) => {
        const known = await tx
          .select({ id: sessionImages.id })
          .from(sessionImages)
          .where(and(eq(sessionImages.courseSessionId, sessionId), inArray(sessionImages.id, ids)));
        const knownIds = new Set(known.map((row) => row.id));
        if (ids.some((id) => !knownIds.has(id))) {
          throw ValidationError.field('image_order', SESSION_IMAGE_ERRORS.notOfSession);
        }
        for (const item of input.image_order) {
          await tx
            .update(sessionImages)
            .set({ displayOrder: item.display_order, updatedAt: sql`now()` })
            .where(eq(sessionImages.id, item.id));
        }
        return findSessionImages(tx, sessionId);
      });
      return rows.map(toSessionImage);
    },
  };
}

export type SessionImagesService = ReturnType<typeof createSessionImagesService>;
