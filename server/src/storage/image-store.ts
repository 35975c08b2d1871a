import { randomBytes } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { isAbsolute, join, relative, resolve, sep } from 'node:path';
import { MAX_IMAGE_PIXELS } from '@campus/sdk';
import sharp from 'sharp';
import {
  orientationExifSegment,
  stripJpegMetadata,
  stripPngMetadata,
  stripWebpMetadata,
} from './strip-metadata.js';

/**
 * Uploaded images (ARCHITECTURE.md, "server/src/storage"): the bytes are sniffed (never the file name or
 * the client's content type), each image is kept as sent (unless it carries EXIF, XMP or IPTC metadata:
 * then without it, and with its orientation alone) and resized into a small and a large WebP, and
 * the three files are written under `<dataDir>/uploads/<folder>/` with random names. The server serves
 * that folder at /uploads/ (plugins/uploads.ts), so a stored URL is `/uploads/<folder>/<name>`.
 */

/** The formats accepted, by sharp's name for them; anything else (SVG, TIFF, PDF, text) is refused. */
const EXTENSIONS: Record<string, string> = { jpeg: 'jpg', png: 'png', gif: 'gif', webp: 'webp' };

/** Widths of the resized copies (never enlarged past the original). */
export const SMALL_WIDTH = 400;
export const LARGE_WIDTH = 1600;

/**
 * At most 25 megapixels decoded (the sdk's MAX_IMAGE_PIXELS, e.g. 6000 x 4000): a few-kilobyte PNG can claim
 * 50,000 x 50,000 pixels and take gigabytes to decode (a decompression bomb), and even allowed sizes cost
 * CPU in proportion (issue 18: ten 6000 x 6000 images took 11.7 s under the former 40). Checked from the
 * header before decoding, and again by sharp's own limitInputPixels while it decodes.
 */
export const MAX_INPUT_PIXELS = MAX_IMAGE_PIXELS;

/** The URL prefix the uploads folder is served at. */
export const UPLOADS_URL_PREFIX = '/uploads/';

/** An image read from an upload: its sniffed format, its size, and its resized copies (not yet written). */
export interface PreparedImage {
  extension: string;
  width: number;
  height: number;
  original: Buffer;
  small: Buffer;
  large: Buffer;
}

/** The URLs of a stored image's three files. */
export interface StoredImage {
  original: string;
  small: string;
  large: string;
}

/** Why bytes are refused before any decoding: not an image of an accepted format, or too many pixels. */
export type ImageRefusal = 'notImage' | 'tooManyPixels';

interface ImageHeader {
  extension: string;
  width: number;
  height: number;
  /** EXIF orientation, 1 (as stored) when absent. */
  orientation: number;
  hasMetadata: boolean;
}

const INPUT = { limitInputPixels: MAX_INPUT_PIXELS } as const;

/** The header alone (no pixels decoded): the format, the size and the metadata, or why it is refused. */
async function readHeader(bytes: Buffer): Promise<ImageHeader | ImageRefusal> {
  try {
    // Unlimited here: the header says how many pixels there are without decoding them.
    const metadata = await sharp(bytes, { limitInputPixels: false }).metadata();
    const extension = extensionOf(metadata.format, metadata.compression);
    const { width, height } = metadata;
    if (!extension || !width || !height) return 'notImage';
    if (width * height > MAX_INPUT_PIXELS) return 'tooManyPixels';
    return {
      extension,
      width,
      height,
      orientation: metadata.orientation ?? 1,
      hasMetadata: Boolean(metadata.exif || metadata.xmp || metadata.iptc),
    };
  } catch {
    return 'notImage';
  }
}

/**
 * Why the bytes would be refused, from their header only (nothing decoded), or null when they are an image
 * of an accepted format and size. Uploads of several images check them all before decoding any.
 */
export async function imageRefusal(bytes: Buffer): Promise<ImageRefusal | null> {
  const header = await readHeader(bytes);
  return typeof header === 'string' ? header : null;
}

/**
 * Reads the bytes as an image: the format from its content, the pixel count checked, and both resized
 * copies made. Null when the bytes are not a JPEG, PNG, GIF, WebP or AVIF image, or cannot be decoded
 * (corrupt, truncated, too many pixels).
 *
 * One full decode per image: the large copy is made from the original (JPEGs shrink while they load), and
 * the small one from the large copy. The original's metadata is cut out of the file without decoding it
 * where the format allows (strip-metadata.ts).
 */
export async function prepareImage(bytes: Buffer): Promise<PreparedImage | null> {
  const header = await readHeader(bytes);
  if (typeof header === 'string') return null;
  try {
    const [large, original] = await Promise.all([
      sharp(bytes, INPUT)
        .rotate()
        .resize({ width: LARGE_WIDTH, withoutEnlargement: true })
        .webp(WEBP)
        .toBuffer(),
      header.hasMetadata ? withoutMetadata(bytes, header) : bytes,
    ]);
    const small = await sharp(large)
      .resize({ width: SMALL_WIDTH, withoutEnlargement: true })
      .webp(WEBP)
      .toBuffer();
    const { extension, width, height } = header;
    return { extension, width, height, original, small, large };
  } catch {
    return null;
  }
}

/** The resized copies' WebP settings. */
const WEBP = { quality: 82 } as const;

function extensionOf(format: string | undefined, compression: string | undefined): string | null {
  // sharp names AVIF 'heif' (its container); only the AV1-compressed kind is AVIF, HEIC is refused.
  if (format === 'heif') return compression === 'av1' ? 'avif' : null;
  return (format && EXTENSIONS[format]) ?? null;
}

/**
 * The original without EXIF, XMP or IPTC (a phone photo's GPS position, camera and owner): the originals are
 * public by URL, so what they say about the person who took them must not be. JPEG (keeping the orientation
 * alone), and PNG and WebP shown as stored, lose the metadata's bytes only; the result is read back to make
 * sure none is left. Otherwise the image is encoded again in its own format, turned upright first since the
 * orientation goes with the EXIF; the colour profile is kept either way.
 */
async function withoutMetadata(bytes: Buffer, header: ImageHeader): Promise<Buffer> {
  const stripped = strippedLosslessly(bytes, header);
  if (stripped && (await hasOnlyOrientation(stripped, header))) return stripped;
  return reencoded(bytes, header.extension);
}

function strippedLosslessly(bytes: Buffer, header: ImageHeader): Buffer | null {
  const upright = header.orientation === 1;
  switch (header.extension) {
    case 'jpg':
      return stripJpegMetadata(bytes, header.orientation);
    case 'png':
      return upright ? stripPngMetadata(bytes) : null;
    case 'webp':
      return upright ? stripWebpMetadata(bytes) : null;
    default:
      return null;
  }
}

/** Whether the stripped file reads as the same image with no metadata but its orientation. */
async function hasOnlyOrientation(stripped: Buffer, header: ImageHeader): Promise<boolean> {
  try {
    const metadata = await sharp(stripped, { limitInputPixels: false }).metadata();
    const exifAllowed = header.orientation !== 1;
    return (
      extensionOf(metadata.format, metadata.compression) === header.extension &&
      metadata.width === header.width &&
      metadata.height === header.height &&
      (metadata.orientation ?? 1) === header.orientation &&
      !metadata.xmp &&
      !metadata.iptc &&
      (!metadata.exif || (exifAllowed && metadata.exif.length <= ORIENTATION_EXIF_BYTES))
    );
  } catch {
    return false;
  }
}

/** The size of the EXIF block stripJpegMetadata writes (as sharp reports it, with or without its header). */
const ORIENTATION_EXIF_BYTES = orientationExifSegment(1).length;

function reencoded(bytes: Buffer, extension: string): Promise<Buffer> {
  const image = sharp(bytes, INPUT).rotate().keepIccProfile();
  switch (extension) {
    case 'jpg':
      return image.jpeg({ quality: 92 }).toBuffer();
    case 'png':
      return image.png().toBuffer();
    case 'webp':
      return image.webp({ quality: 90, effort: 2 }).toBuffer();
    case 'avif':
      return image.avif({ quality: 70, effort: 2 }).toBuffer();
    default:
      return image.toBuffer();
  }
}

export interface ImageStore {
  /** Where the files go: the data folder (served by @fastify/static) or an S3 bucket (storage/s3-image-store.ts). */
  readonly kind: 'disk' | 's3';
  /** Writes the image's three files under `folder` (e.g. ['events', '12']); answers their URLs. */
  save(folder: readonly string[], image: PreparedImage): Promise<StoredImage>;
  /** Removes the files behind these URLs; URLs outside the uploads folder are left alone. */
  remove(urls: ReadonlyArray<string | null | undefined>): Promise<void>;
  /** Removes a whole folder (e.g. an event's images when the event is deleted). */
  removeFolder(folder: readonly string[]): Promise<void>;
}

/** The uploads folder of a data folder. */
export function uploadsRoot(dataDir: string): string {
  return join(resolve(dataDir), 'uploads');
}

/** The image store on the local disk, under `<dataDir>/uploads`. */
export function createDiskImageStore(dataDir: string): ImageStore {
  const root = uploadsRoot(dataDir);

  /** The folder's path, only if it stays inside the uploads folder (names are ours, but be sure). */
  function folderPath(folder: readonly string[]): string {
    if (folder.length === 0 || folder.some((part) => !SAFE_SEGMENT.test(part))) {
      throw new Error(`Not an uploads folder: ${folder.join('/')}`);
    }
    return join(root, ...folder);
  }

  /** The file behind an /uploads/ URL, or null for any other URL or one that would leave the folder. */
  function fileOf(url: string): string | null {
    if (!url.startsWith(UPLOADS_URL_PREFIX)) return null;
    const path = resolve(root, url.slice(UPLOADS_URL_PREFIX.length));
    const inside = relative(root, path);
    if (inside === '' || inside.startsWith('..') || isAbsolute(inside) || inside.split(sep).includes('..')) {
      return null;
    }
    return path;
  }

  return {
    kind: 'disk',
    async save(folder, image) {
      const dir = folderPath(folder);
      await mkdir(dir, { recursive: true });
      const files = imageFileNames(image.extension);
      const url = (file: string) => `${UPLOADS_URL_PREFIX}${[...folder, file].join('/')}`;
      const written: string[] = [];
      try {
        for (const [size, file] of Object.entries(files) as [keyof StoredImage, string][]) {
          const path = join(dir, file);
          // 'wx': a random name never overwrites anything.
          await writeFile(path, image[size], { flag: 'wx' });
          written.push(path);
        }
      } catch (error) {
        await Promise.all(written.map((path) => rm(path, { force: true })));
        throw error;
      }
      return { original: url(files.original), small: url(files.small), large: url(files.large) };
    },

    async remove(urls) {
      const paths = urls.flatMap((url) => {
        const path = url ? fileOf(url) : null;
        return path ? [path] : [];
      });
      await Promise.all(paths.map((path) => rm(path, { force: true })));
    },

    async removeFolder(folder) {
      await rm(folderPath(folder), { recursive: true, force: true });
    },
  };
}

/** A folder name under uploads/ (ours: 'events', an id, 'photos'). */
export const SAFE_SEGMENT = /^[a-z0-9_-]+$/i;

/** The three files of a new image: one random name (never reused, never overwriting) and its sizes. */
export function imageFileNames(extension: string): Record<keyof StoredImage, string> {
  const name = randomBytes(16).toString('hex');
  return {
    original: `${name}-original.${extension}`,
    small: `${name}-small.webp`,
    large: `${name}-large.webp`,
  };
}
