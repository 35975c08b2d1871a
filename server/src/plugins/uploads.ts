import { mkdir } from 'node:fs/promises';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { UPLOADS_URL_PREFIX, uploadsRoot } from '../storage/image-store.js';
import { IMMUTABLE_CACHE } from './web-app.js';

/**
 * Serves the uploaded images (storage/image-store.ts) at /uploads/ on the same port as the API. Every file has
 * a random name that is never reused (a changed image is a new upload), so browsers may keep it a year
 * without asking again. Helmet's X-Content-Type-Options: nosniff is on these answers as on every other;
 * the content type comes from the extension, which the store took from the sniffed bytes. `send` refuses
 * paths that leave the folder, dotfiles are denied and folders are neither listed nor indexed.
 */
export async function installUploads(app: FastifyInstance, dataDir: string): Promise<void> {
  const root = uploadsRoot(dataDir);
  await mkdir(root, { recursive: true });
  // In a scope of its own, so that the web app's registration of @fastify/static keeps reply.sendFile, and
  // with its own not-found answer: a missing upload is a 404, never the web app's index.html.
  await app.register(
    async (scope) => {
      scope.setNotFoundHandler((_request, reply) =>
        reply.code(404).send({ status: 'error', message: 'Not found' }),
      );
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
