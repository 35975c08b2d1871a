import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { S3Config } from '../config.js';
import {
  type ImageStore,
  imageFileNames,
  SAFE_SEGMENT,
  type StoredImage,
  UPLOADS_URL_PREFIX,
} from './image-store.js';

// Uploaded images in an S3-compatible bucket (AWS S3, MinIO, R2, a local S3 server), for several processes
// on several machines: the same files under the same names as on disk (an object key is the path under
// uploads/, e.g. `events/12/<name>-small.webp`), so a stored URL is `/uploads/<key>` either way and any
// process serves it (plugins/uploads.ts streams the object). What is stored was checked and resized
// before (image-store.ts): the store only writes, reads and deletes.

/** The content type of each extension a stored file can have (the store took it from the sniffed bytes). */
export const CONTENT_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
  avif: 'image/avif',
};

/** A stored file's name: the random name, its size, and an extension of CONTENT_TYPES. */
const FILE_NAME = /^[a-f0-9]{32}-(original|small|large)\.(jpg|png|gif|webp|avif)$/;

/** A stored object as read from the bucket, to be streamed. */
export interface StoredObject {
  body: Readable;
  contentType: string;
  length: number | undefined;
  etag: string | undefined;
}

export interface S3ImageStore extends ImageStore {
  readonly kind: 's3';
  /** The object behind an /uploads/ path (without the prefix), or null when there is none. */
  open(path: string): Promise<StoredObject | null>;
}

/** The object key behind an /uploads/ URL path, only for a name the store could have made. */
export function objectKeyOf(path: string): string | null {
  const parts = path.split('/');
  const file = parts.pop();
  if (!file || !FILE_NAME.test(file) || parts.length === 0) return null;
  if (!parts.every((part) => SAFE_SEGMENT.test(part))) return null;
  return [...parts, file].join('/');
}

function folderPrefix(folder: readonly string[]): string {
  if (folder.length === 0 || folder.some((part) => !SAFE_SEGMENT.test(part))) {
    throw new Error(`Not an uploads folder: ${folder.join('/')}`);
  }
  return `${folder.join('/')}/`;
}

/** An S3 client from the configuration; credentials come from the AWS SDK's chain (AWS_ACCESS_KEY_ID, ...). */
export function createS3Client(config: S3Config): S3Client {
  // The warning is about SDK releases after the pinned one, which will need Node 22; this one runs on 20.
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
  return new S3Client({
    region: config.region,
    endpoint: config.endpoint,
    // MinIO and local S3 servers answer at http://host/bucket/key, not at a bucket's own host name.
    forcePathStyle: config.endpoint !== undefined,
  });
}

/** The image store on a bucket. */
export function createS3ImageStore(client: S3Client, bucket: string): S3ImageStore {
  async function removeKeys(keys: string[]): Promise<void> {
    // One at a time is fine for an image's three files or one gallery; DeleteObject of a missing key succeeds.
    for (const key of keys) await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
  }

  return {
    kind: 's3',
    async save(folder, image) {
      const prefix = folderPrefix(folder);
      const files = imageFileNames(image.extension);
      const written: string[] = [];
      try {
        for (const [size, file] of Object.entries(files) as [keyof StoredImage, string][]) {
          const key = prefix + file;
          await client.send(
            new PutObjectCommand({
              Bucket: bucket,
              Key: key,
              Body: image[size],
              ContentType: CONTENT_TYPES[file.slice(file.lastIndexOf('.') + 1)],
            }),
          );
          written.push(key);
        }
      } catch (error) {
        await removeKeys(written).catch(() => {});
        throw error;
      }
      const url = (file: string) => `${UPLOADS_URL_PREFIX}${prefix}${file}`;
      return { original: url(files.original), small: url(files.small), large: url(files.large) };
    },

    async remove(urls) {
      const keys = urls.flatMap((url) => {
        const key = url?.startsWith(UPLOADS_URL_PREFIX)
          ? objectKeyOf(url.slice(UPLOADS_URL_PREFIX.length))
          : null;
        return key ? [key] : [];
      });
      await removeKeys(keys);
    },

    async removeFolder(folder) {
      const prefix = folderPrefix(folder);
      let token: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix, ContinuationToken: token }),
        );
        await removeKeys((page.Contents ?? []).flatMap((object) => (object.Key ? [object.Key] : [])));
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
    },

    async open(path) {
      const key = objectKeyOf(path);
      if (!key) return null;
      try {
        const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
        if (!object.Body) return null;
        return {
          body: object.Body as Readable,
          contentType: CONTENT_TYPES[key.slice(key.lastIndexOf('.') + 1)] ?? 'application/octet-stream',
          length: object.ContentLength,
          etag: object.ETag,
        };
      } catch (error) {
        if (error instanceof NoSuchKey) return null;
        if (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404) return null;
        throw error;
      }
    },
  };
}
