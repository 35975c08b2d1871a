import { randomInt } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

/**
 * Resolves once every change published before the call has reached `app`'s subscribers. On PostgreSQL a
 * NOTIFY arrives some time after the write's answer, and one from an earlier test can empty a cache in the
 * middle of the next; a marker published now arrives after all of them (one channel keeps its order). In
 * process (PGlite) it is at once. The marker is an actor change for a user id that does not exist.
 */
export async function changesDelivered(app: FastifyInstance): Promise<void> {
  const marker = -randomInt(1, 2 ** 31);
  await new Promise<void>((resolve) => {
    const stop = app.changes.subscribe('actor', ({ userId }) => {
      if (userId !== marker) return;
      stop();
      resolve();
    });
    void app.changes.publish('actor', { userId: marker });
  });
}
