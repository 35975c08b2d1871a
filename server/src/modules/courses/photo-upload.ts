import { IMAGE_MESSAGES, type PhotoUpload, VALIDATION_MESSAGES } from '@campus/sdk';
import type { Database } from '../../db/connect.js';
import { ValidationError } from '../../errors.js';
import { type ImageStore, imageRefusal, prepareImage } from '../../storage/image-store.js';
import { storeUpload } from '../shared/upload-records.js';

/** Photos uploaded from the course form (POST /courses/upload-photo), before any course exists. */
const PHOTOS_FOLDER = ['courses', 'photos'];

/**
 * POST /courses/upload-photo: the bytes are sniffed (not the declared type) and kept in three sizes, recorded
 * as an upload of the actor's that only a course of theirs may then claim. The course form's own messages
 * (spec section 5) replace the gallery's: not an image, or 5MB and over.
 */
export async function uploadCoursePhoto(
  db: Database,
  store: ImageStore,
  ownerId: number,
  read: () => Promise<Buffer>,
): Promise<PhotoUpload> {
  let bytes: Buffer;
  try {
    bytes = await read();
  } catch (error) {
    throw courseMessages(error);
  }
  if ((await imageRefusal(bytes)) === 'tooManyPixels') {
    throw ValidationError.field('photo', IMAGE_MESSAGES.tooManyPixels);
  }
  const image = await prepareImage(bytes);
  if (!image) throw ValidationError.field('photo', VALIDATION_MESSAGES.coursePhotoNotImage);
  const stored = await storeUpload(db, store, {
    ownerId,
    purpose: 'course_photo',
    folder: PHOTOS_FOLDER,
    image,
  });
  return { url: stored.large, sizes: { ...stored } };
}

/** The shared reader's size message in the course form's words; other errors go on unchanged. */
function courseMessages(error: unknown): unknown {
  if (error instanceof ValidationError && error.errors?.photo?.includes(IMAGE_MESSAGES.tooLarge)) {
    return ValidationError.field('photo', VALIDATION_MESSAGES.coursePhotoTooLarge);
  }
  return error;
}
