import { z } from 'zod';
import { IdSchema } from './common.js';

export const EventImageSchema = z.object({
  id: IdSchema,
  caption: z.string().nullable(),
  display_order: z.number().int(),
  image_url_small: z.string(),
  image_url_large: z.string(),
  image_url: z.string().optional(),
  /** The image shown as the event's main photo (the star). */
  is_main: z.boolean().optional(),
});
export type EventImage = z.infer<typeof EventImageSchema>;

/** An event's main photo, as cards and the hero read it; null shows the default image. */
export const MainPhotoSchema = z.object({ image_url_small: z.string(), image_url_large: z.string() });
export type MainPhoto = z.infer<typeof MainPhotoSchema>;
