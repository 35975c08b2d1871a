import { z } from 'zod';
import { MAX_IMAGE_BYTES, MAX_IMAGE_PIXELS, MAX_IMAGES_PER_UPLOAD } from '../constants.js';
import { idField } from './id.js';

export const IMAGE_MESSAGES = {
  tooMany: `Upload at most ${MAX_IMAGES_PER_UPLOAD} images at a time`,
  tooLarge: 'Each image must be at most 5MB',
  notImage: 'Please select an image file (JPEG, PNG, GIF, etc.)',
  tooManyPixels: `Each image may have at most ${MAX_IMAGE_PIXELS / 1_000_000} megapixels (e.g. 6000 x 4000 pixels)`,
  none: 'Please select at least one image',
  uploadHint: 'Max 10 images, 5MB each',
} as const;

/** PUT .../images/{imageId}: a caption (blank clears it). */
export const ImageCaptionInputSchema = z.object({
  caption: z
    .string()
    .trim()
    .max(255, 'Caption may be at most 255 characters')
    .nullish()
    .transform((caption) => (caption ? caption : null)),
});
export type ImageCaptionInput = z.input<typeof ImageCaptionInputSchema>;

/** PUT .../images/reorder: each image with its new display order. */
export const ImageOrderInputSchema = z.object({
  image_order: z
    .array(z.object({ id: idField(), display_order: z.number().int().min(0).max(10_000) }), {
      error: 'Send image_order as a list of {id, display_order}',
    })
    .min(1, 'Send image_order as a list of {id, display_order}')
    .max(500),
});
export type ImageOrderInput = z.input<typeof ImageOrderInputSchema>;

/** The client-side check before an upload: at most 10 files, each an image of at most 5 MB. */
export function imageSelectionError(files: ReadonlyArray<{ size: number; type: string }>): string | null {
  if (files.length === 0) return IMAGE_MESSAGES.none;
  if (files.length > MAX_IMAGES_PER_UPLOAD) return IMAGE_MESSAGES.tooMany;
  if (files.some((file) => !file.type.startsWith('image/'))) return IMAGE_MESSAGES.notImage;
  if (files.some((file) => file.size > MAX_IMAGE_BYTES)) return IMAGE_MESSAGES.tooLarge;
  return null;
}
