import compress from '@fastify/compress';
import fp from 'fastify-plugin';

/** Answers smaller than this go out as they are: below about 1 KB compression saves less than it costs. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/**
 * Compresses answers (JSON, HTML, text) with br or gzip when the client accepts it. Registered before every
 * route, since @fastify/compress hooks routes as they are added. It leaves alone what is compressed already
 * (the web app's precompressed .br/.gz files carry their content-encoding), answers under the threshold,
 * and event streams (the default type filter skips text/event-stream). A request without accept-encoding
 * (app.inject, curl) gets the plain body.
 */
export const compressionPlugin = fp(
  async (app) => {
    await app.register(compress, {
      global: true,
      threshold: COMPRESSION_THRESHOLD_BYTES,
      // No deflate: every client that sends it also takes gzip, and one fewer variant to vary on.
      encodings: ['br', 'gzip'],
      // Request bodies stay as sent: nothing posts compressed bodies, and inflating them is one more way in.
      globalDecompression: false,
    });
  },
  { name: 'compression' },
);
