import { randomBytes } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { isAbsolute, join, relative, resolve, sep } from 'node:path';
import sharp from 'sharp';

/**
 * Uploaded images (ARCHITECTURE.md, "server/src/storage"): the bytes are sniffed (never the file name or
 * the client's content type), each image is kept as sent (unless it carries EXIF, XMP or IPTC metadata:
 * then without it) and resized into a small and a large WebP, and
 * the three files are written under `<dataDir>/uploads/<folder>/` with random names. The server serves
 * that folder at /uploads/ (plugins/uploads.ts), so a stored URL is `/uploads/<folder>/<name>`.
 */

/** The formats accepted, by sharp's name for them; anything else (SVG, TIFF, PDF, text) is refused. */
const EXTENSIONS: Record<string, string> = { jpeg: 'jpg', png: 'png', gif: 'gif', webp: 'webp' };

/** Widths of the resized copies (never enlarged past the original). */
export const SMALL_WIDTH = 400;
export const LARGE_WIDTH = 1600;

/**
 * At most 40 megapixels decoded (e.g. 8000 x 5000): a few-kilobyte PNG can claim 50,000 x 50,000 pixels and
 * take gigabytes to decode (a decompression bomb). Checked from the header before decoding, and again by
 * sharp's own limitInputPixels while it decodes.
 */
export const MAX_INPUT_PIXELS = 40_000_000;

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

/**
 * Reads the bytes as an image: the format from its content, the pixel count checked, and both resized
 * copies made. Null when the bytes are not a JPEG, PNG, GIF, WebP or AVIF image, or cannot be decoded
 * (corrupt, truncated, too many pixels).
 */
export async function prepareImage(bytes: Buffer): Promise<PreparedImage | null> {
  try {
    const metadata = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
    const extension = extensionOf(metadata.format, metadata.compression);
    const { width, height } = metadata;
    if (!extension || !width || !height || width * height > MAX_INPUT_PIXELS) return null;
    const [original, small, large] = await Promise.all([
      metadata.exif || metadata.xmp || metadata.iptc ? withoutMetadata(bytes, extension) : bytes,
      resized(bytes, SMALL_WIDTH),
      resized(bytes, LARGE_WIDTH),
    ]);
    return { extension, width, height, original, small, large };
  } catch {
    return null;
  }
}

function extensionOf(format: string | undefined, compression: string | undefined): string | null {
  // sharp names AVIF 'heif' (its container); only the AV1-compressed kind is AVIF, HEIC is refused.
  if (format === 'heif') return compression === 'av1' ? 'avif' : null;
  return (format && EXTENSIONS[format]) ?? null;
}

/**
 * The image again in its own format without EXIF, XMP or IPTC (a phone photo's GPS position, camera and
 * owner), turned upright first since the orientation goes with the EXIF; the colour profile is kept. The
 * originals are public by URL, so what they say about the person who took them must not be.
 */
function withoutMetadata(bytes: Buffer, extension: string): Promise<Buffer> {
  const image = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS }).rotate().keepIccProfile();
  switch (extension) {
    case 'jpg':
      return image.jpeg({ quality: 95, mozjpeg: true }).toBuffer();
    case 'png':
      return image.png().toBuffer();
    case 'webp':
      return image.webp({ quality: 95 }).toBuffer();
    case 'avif':
      return image.avif({ quality: 80 }).toBuffer();
    default:
      return image.toBuffer();
  }
}

/** A WebP at most `width` wide, turned upright by its EXIF orientation; the first frame of an animation. */
function resized(bytes: Buffer, width: number): Promise<Buffer> {
  return sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS })
    .rotate()
    .resize({ width, withoutEnlargement: true })
    .webp({ quality: 82 })
    .toBuffer();
}

export interface ImageStore {
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
    async save(folder, image) {
      const dir = folderPath(folder);
      await mkdir(dir, { recursive: true });
      const name = randomBytes(16).toString('hex');
      const files = {
        original: `${name}-original.${image.extension}`,
        small: `${name}-small.webp`,
        large: `${name}-large.webp`,
      };
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

const SAFE_SEGMENT = /^[a-z0-9_-]+$/i;
