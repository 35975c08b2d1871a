import { IMAGE_MESSAGES } from '@campus/sdk';
import { ValidationError } from '../../errors.js';
import {
  type ImageRefusal,
  type ImageStore,
  imageRefusal,
  type PreparedImage,
  prepareImage,
  type StoredImage,
} from '../../storage/image-store.js';
import type { ImageUpload } from './image-upload.js';

/** The message of each refusal, for every upload call (the course form says "not an image" its own way). */
export const IMAGE_REFUSALS: Record<ImageRefusal, string> = {
  notImage: IMAGE_MESSAGES.notImage,
  tooManyPixels: IMAGE_MESSAGES.tooManyPixels,
};

/**
 * The file side of a gallery upload (events and course sessions): every upload is sniffed and resized before
 * anything is written, and files written for rows that cannot be stored are removed again, so a refused
 * upload leaves neither.
 */
export function galleryFiles(store: ImageStore) {
  function removeStored(stored: StoredImage[]): Promise<void> {
    return store.remove(stored.flatMap((image) => [image.original, image.small, image.large]));
  }

  return {
    /**
     * Sniffs and resizes every upload; one that is not an image, or has too many pixels, refuses them all
     * (422, nothing stored). Every header is read before any image is decoded, so a refused request costs
     * no decoding.
     */
    async prepareAll(uploads: ImageUpload[]): Promise<PreparedImage[]> {
      for (const upload of uploads) {
        const refusal = await imageRefusal(upload.bytes);
        if (refusal) throw ValidationError.field('images', IMAGE_REFUSALS[refusal]);
      }
      const prepared: PreparedImage[] = [];
      // One at a time: sharp decodes on the thread pool, and ten 5 MB images at once would hold them all.
      for (const upload of uploads) {
        const image = await prepareImage(upload.bytes);
        if (!image) throw ValidationError.field('images', IMAGE_MESSAGES.notImage);
        prepared.push(image);
      }
      return prepared;
    },

    /** Writes the images' files; if one fails, the ones written are removed and the error goes on. */
    async saveAll(folder: string[], images: PreparedImage[]): Promise<StoredImage[]> {
      const stored: StoredImage[] = [];
      try {
        for (const image of images) stored.push(await store.save(folder, image));
        return stored;
      } catch (error) {
        await removeStored(stored);
        throw error;
      }
    },

    removeStored,
  };
}
