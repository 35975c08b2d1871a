import { and, eq, isNull, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/connect.js';
import { uploads } from '../../db/schema.js';
import type { UPLOAD_PURPOSES } from '../../db/tables/values.js';
import type { ImageStore, PreparedImage, StoredImage } from '../../storage/image-store.js';

// The upload records (issue 18): every photo uploaded through an upload call has a row naming who uploaded
// it. An object's photo fields may name only such an upload of the same user, claimed once by that object,
// and deleting or replacing the object's photo removes the files of the uploads it claimed, never a path that
// merely sits in a column (any signed-in user could have typed one in).

/** A transaction handle as db.transaction passes it. */
type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

type UploadPurpose = (typeof UPLOAD_PURPOSES)[number];

/** The three URLs of a photo, as the upload call answered them. */
export type PhotoUrls = StoredImage;

/**
 * Writes the image's files under `folder`, then records them as an upload of `ownerId`. When the row cannot
 * be stored the files are removed again, so a refused upload leaves neither.
 */
export async function storeUpload(
  db: Database,
  store: ImageStore,
  upload: { ownerId: number; purpose: UploadPurpose; folder: readonly string[]; image: PreparedImage },
): Promise<StoredImage> {
  const stored = await store.save(upload.folder, upload.image);
  try {
    await db.insert(uploads).values({
      ownerId: upload.ownerId,
      purpose: upload.purpose,
      originalUrl: stored.original,
      smallUrl: stored.small,
      largeUrl: stored.large,
    });
  } catch (error) {
    await store.remove([stored.original, stored.small, stored.large]);
    throw error;
  }
  return stored;
}

/** Why a photo cannot be claimed: not an upload of the actor's for this purpose, or claimed elsewhere. */
export type ClaimRefusal = 'notYours' | 'inUse';

/**
 * Whether `photo` is exactly the three URLs of one upload of `ownerId` for `purpose`, not claimed by another
 * object (claimed by `courseId` itself is fine). A read without a lock, to report the field error with the
 * form's other errors; `claimCoursePhoto` decides in the transaction.
 */
export async function coursePhotoRefusal(
  db: Database,
  ownerId: number,
  photo: PhotoUrls,
  courseId: number | null,
): Promise<ClaimRefusal | null> {
  const [row] = await db
    .select({
      ownerId: uploads.ownerId,
      purpose: uploads.purpose,
      smallUrl: uploads.smallUrl,
      originalUrl: uploads.originalUrl,
      courseId: uploads.courseId,
      claimedAt: uploads.claimedAt,
    })
    .from(uploads)
    .where(eq(uploads.largeUrl, photo.large));
  if (
    !row ||
    row.ownerId !== ownerId ||
    row.purpose !== 'course_photo' ||
    row.smallUrl !== photo.small ||
    row.originalUrl !== photo.original
  ) {
    return 'notYours';
  }
  const claimedElsewhere = row.claimedAt !== null && (courseId === null || row.courseId !== courseId);
  return claimedElsewhere ? 'inUse' : null;
}

/**
 * Claims the upload behind `photo` for the course, in the course's transaction: one conditional UPDATE, so
 * the row is locked and re-checked under the lock. Two courses claiming one upload at once: the second waits
 * for the first to commit, then finds it claimed and gets false.
 */
export async function claimCoursePhoto(
  tx: Tx,
  ownerId: number,
  courseId: number,
  photo: PhotoUrls,
): Promise<boolean> {
  const claimed = await tx
    .update(uploads)
    .set({ courseId, claimedAt: sql`now()`, updatedAt: sql`now()` })
    .where(
      and(
        eq(uploads.largeUrl, photo.large),
        eq(uploads.smallUrl, photo.small),
        eq(uploads.originalUrl, photo.original),
        eq(uploads.ownerId, ownerId),
        eq(uploads.purpose, 'course_photo'),
        or(isNull(uploads.claimedAt), eq(uploads.courseId, courseId)),
      ),
    )
    .returning({ id: uploads.id });
  return claimed.length === 1;
}

/**
 * Deletes the upload rows the course claimed, except the one of `kept` (its current photo); answers their
 * files, which the caller removes once the transaction has committed.
 */
export async function releaseCourseUploads(
  tx: Tx | Database,
  courseId: number,
  kept: PhotoUrls | null = null,
): Promise<string[]> {
  const released = await tx
    .delete(uploads)
    .where(
      kept
        ? and(eq(uploads.courseId, courseId), sql`${uploads.largeUrl} <> ${kept.large}`)
        : eq(uploads.courseId, courseId),
    )
    .returning({ original: uploads.originalUrl, small: uploads.smallUrl, large: uploads.largeUrl });
  return released.flatMap((row) => [row.original, row.small, row.large]);
}

/** Deletes the upload rows the event claimed; answers their files (removed after the commit). */
export async function releaseEventUploads(tx: Tx | Database, eventId: number): Promise<string[]> {
  const released = await tx
    .delete(uploads)
    .where(eq(uploads.eventId, eventId))
    .returning({ original: uploads.originalUrl, small: uploads.smallUrl, large: uploads.largeUrl });
  return released.flatMap((row) => [row.original, row.small, row.large]);
}
