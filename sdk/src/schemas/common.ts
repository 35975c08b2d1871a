import { z } from 'zod';
import { VISIBILITIES } from '../rules/constants.js';

/** A calendar date, 'YYYY-MM-DD' (wall-clock, no time zone). */
export const IsoDateSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Expected a date as YYYY-MM-DD');
/** A wall-clock time, 'HH:mm'. */
export const TimeSchema = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Expected a time as HH:mm');
/** An ISO 8601 timestamp. */
export const TimestampSchema = z.string();
/** Dollars with 2 decimals (integer cents live only in the database). */
export const MoneySchema = z.number();
/** Sanitized rich HTML (descriptions, agendas, announcements, messages). */
export const HtmlSchema = z.string();
export const IdSchema = z.number().int();

export const VisibilitySchema = z.enum(VISIBILITIES);

/** Something referred to by id and name (a group on a course, an organization on a user). */
export const NamedRefSchema = z.object({ id: IdSchema, name: z.string() });
export type NamedRef = z.infer<typeof NamedRefSchema>;

/** The three sizes every uploaded image is stored in. */
export const ImageSizesSchema = z.object({
  small: z.string(),
  large: z.string(),
  original: z.string(),
});
export type ImageSizes = z.infer<typeof ImageSizesSchema>;

/** The answer of POST /courses/upload-photo and /events/upload-photo: `data.url` and `data.sizes`. */
export const PhotoUploadSchema = z.object({ url: z.string(), sizes: ImageSizesSchema });
export type PhotoUpload = z.infer<typeof PhotoUploadSchema>;
