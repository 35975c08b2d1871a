import { mkdir } from 'node:fs/promises';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { type ImageStore, UPLOADS_URL_PREFIX, uploadsRoot } from '../storage/image-store.js';
import type { S3ImageStore } from '../storage/s3-image-store.js';
import { IMMUTABLE_CACHE } from './web-app.js';

/**
 * Serves the uploaded images (storage/image-store.ts) at /uploads/ on the same port as the API: from the data
 * folder, or streamed from the bucket (storage/s3-image-store.ts). Every file has
 * a random name that is never reused (a changed image is a new upload), so browsers may keep it a year
 * without asking again. Helmet's X-Content-Type-Options: nosniff is on these answers as on every other;
 * the content type comes from the extension, which the store took from the sniffed bytes. `send` refuses
 * paths that leave the folder, dotfiles are denied and folders are neither listed nor indexed.
 */
export async function installUploads(app: FastifyInstance, dataDir: string): Promise<void> {
  if (isS3(app.imageStore)) {
    installBucketUploads(app, app.imageStore);
    return;
  }
  const root = uploadsRoot(dataDir);
  await mkdir(root, { recursive: true });
  // In a scope of its own (reply.sendFile is not decorated: nothing else sends files from disk), and with
  // its own not-found answer: a missing upload is a 404, never the web app's index.html.
  await app.register(
    async (scope) => {
      scope.setNotFoundHandler((_request, reply) => reply.code(404).send(NOT_FOUND));
      await scope.register(fastifyStatic, {
        root,
        prefix: '/',
        decorateReply: false,
        index: false,
        list: false,
        dotfiles: 'deny',
        wildcard: true,
        setHeaders: (reply) => reply.header('cache-control', IMMUTABLE_CACHE),
      });
    },
    { prefix: UPLOADS_URL_PREFIX.replace(/\/$/, '') },
  );
}

const NOT_FOUND = { status: 'error', message: 'Not found' } as const;

function isS3(store: ImageStore): store is S3ImageStore {
  return store.kind === 's3';
}

/**
 * With the images in a bucket, every process streams them from it under the same URLs, with the same
 * headers as from disk (the type from the extension, nosniff from helmet, a year of caching). Only names the
 * store makes are looked up; anything else is a 404 without asking the bucket.
 */
function installBucketUploads(app: FastifyInstance, store: S3ImageStore): void {
  app.get(`${UPLOADS_URL_PREFIX}*`, { schema: { hide: true } }, async (request, reply) => {
    const path = (request.params as { '*': string })['*'];
    const object = await store.open(path);
    if (!object) return reply.code(404).send(NOT_FOUND);
    reply.header('content-type', object.contentType).header('cache-control', IMMUTABLE_CACHE);
    if (object.length !== undefined) reply.header('content-length', object.length);
    if (object.etag) reply.header('etag', object.etag);
    return reply.send(object.body);
  });
}
