import {
  type FieldErrors,
  IMAGE_MESSAGES,
  ImageCaptionInputSchema,
  MAX_IMAGE_BYTES,
  MAX_IMAGES_PER_UPLOAD,
} from '@campus/sdk';
import multipart, { type Multipart } from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError, ValidationError } from '../../errors.js';
import { NUL_MESSAGE } from '../../plugins/reject-nul.js';

/**
 * Reading image uploads from multipart bodies. Only the routes of a plugin that calls `acceptMultipart`
 * take multipart bodies (the parser is registered in that plugin's scope), and nothing is read before the
 * handler runs: the guards and the service's object check come first, so nobody's bytes are read or stored
 * for a call that would be refused. Every limit the parser hits becomes a 422 with a field message.
 */

/** One image of an upload: its bytes as sent (not yet sniffed) and its caption. */
export interface ImageUpload {
  bytes: Buffer;
  caption: string | null;
}

/** Registers the multipart parser for the routes of this plugin (and its children) only. */
export async function acceptMultipart(app: FastifyInstance): Promise<void> {
  await app.register(multipart, {
    throwFileSizeLimit: true,
    limits: {
      fileSize: MAX_IMAGE_BYTES,
      files: MAX_IMAGES_PER_UPLOAD,
      // A caption for each image and a little room; each at most 4 KB (captions are 255 characters).
      fields: MAX_IMAGES_PER_UPLOAD * 2,
      fieldSize: 4096,
      parts: MAX_IMAGES_PER_UPLOAD * 3,
      headerPairs: 20,
    },
  });
}

const IMAGE_FIELD = /^images\[(\d{1,2})\]\[(file|caption)\]$/;

/**
 * POST /events/{id}/images: `images[i][file]` and optional `images[i][caption]`, in the order of i. A
 * request that is not multipart, or has no file, is a 422 'Please select at least one image'.
 */
export async function readImageUploads(request: FastifyRequest): Promise<ImageUpload[]> {
  const files = new Map<number, Buffer>();
  const captions = new Map<number, string | null>();
  const errors: FieldErrors = {};
  if (!request.isMultipart()) throw ValidationError.field('images', IMAGE_MESSAGES.none);
  await readParts(request, 'images', MAX_IMAGES_PER_UPLOAD, async (part) => {
    const match = IMAGE_FIELD.exec(part.fieldname);
    const index = Number(match?.[1]);
    if (part.type === 'file') {
      if (match?.[2] !== 'file') {
        await part.toBuffer();
        errors[part.fieldname] = [`Send images as images[i][file]`];
        return;
      }
      const bytes = await part.toBuffer();
      if (files.has(index)) errors[part.fieldname] = ['One file per image'];
      files.set(index, bytes);
    } else if (match && match[2] === 'caption') {
      const caption = readCaption(part.value, part.valueTruncated);
      if ('error' in caption) errors[part.fieldname] = [caption.error];
      else captions.set(index, caption.value);
    }
  });
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
  if (files.size === 0) throw ValidationError.field('images', IMAGE_MESSAGES.none);
  return [...files.entries()]
    .sort(([a], [b]) => a - b)
    .map(([index, bytes]) => ({ bytes, caption: captions.get(index) ?? null }));
}

/** POST /events/upload-photo: one file in the field `photo`. */
export async function readPhotoUpload(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw ValidationError.field('photo', IMAGE_MESSAGES.none);
  let photo: Buffer | undefined;
  await readParts(request, 'photo', 1, async (part) => {
    if (part.type !== 'file') return;
    const bytes = await part.toBuffer();
    if (part.fieldname === 'photo') photo = bytes;
  });
  if (!photo) throw ValidationError.field('photo', IMAGE_MESSAGES.none);
  return photo;
}

type Part = Multipart;

/** Walks the parts, turning the parser's limits into 422s on `field` and a malformed body into a 400. */
async function readParts(
  request: FastifyRequest,
  field: string,
  maxFiles: number,
  onPart: (part: Part) => Promise<void>,
): Promise<void> {
  const limits = request.server.multipartErrors;
  try {
    for await (const part of request.parts({ limits: { files: maxFiles } })) await onPart(part);
  } catch (error) {
    if (error instanceof AppError) throw error;
    if (error instanceof limits.FilesLimitError) throw ValidationError.field(field, IMAGE_MESSAGES.tooMany);
    if (error instanceof limits.RequestFileTooLargeError) {
      throw ValidationError.field(field, IMAGE_MESSAGES.tooLarge);
    }
    if (error instanceof limits.PartsLimitError || error instanceof limits.FieldsLimitError) {
      throw ValidationError.field(field, 'Too many form fields');
    }
    throw new AppError(400, 'The upload could not be read. Please try again.');
  }
}

function readCaption(value: unknown, truncated: boolean): { value: string | null } | { error: string } {
  if (typeof value !== 'string') return { error: 'Caption must be text' };
  if (truncated) return { error: 'Caption may be at most 255 characters' };
  if (value.includes('\u0000')) return { error: NUL_MESSAGE };
  const parsed = ImageCaptionInputSchema.safeParse({ caption: value });
  if (!parsed.success) return { error: parsed.error.issues[0]?.message ?? 'Invalid caption' };
  return { value: parsed.data.caption };
}
