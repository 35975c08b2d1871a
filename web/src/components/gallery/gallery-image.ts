/**
 * What the gallery needs of an image: event images and session images both have these fields. `is_main`
 * (event images only) marks the event's main photo.
 */
export interface GalleryImage {
  id: number;
  caption: string | null;
  display_order: number;
  image_url_small: string;
  image_url_large: string;
  is_main?: boolean;
}

/** One file chosen for an upload, with its optional caption. */
export interface ImageToUpload {
  file: File;
  caption: string;
}

/** The text that names an image: its caption, else its place. */
export function imageLabel(image: Pick<GalleryImage, 'caption'>, index: number): string {
  return image.caption?.trim() || `Photo ${index + 1}`;
}

/** The images in display order (ties by id, so the order is stable). */
export function inDisplayOrder<T extends GalleryImage>(images: readonly T[]): T[] {
  return [...images].sort((a, b) => a.display_order - b.display_order || a.id - b.id);
}

/** Whether two arrangements hold the same images in the same order. */
export function sameOrder(a: readonly GalleryImage[], b: readonly GalleryImage[]): boolean {
  return a.length === b.length && a.every((image, index) => image.id === b[index]?.id);
}
