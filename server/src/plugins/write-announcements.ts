import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The reads that write: opening a message marks the reader's copy read (their unread count and inbox
 * change). The authorization matrix test fails for a GET that writes and is not here.
 */
export const WRITING_READS: ReadonlySet<string> = new Set(['/api/messages/:id']);

/**
 * Reads that write only what no answer shows, so they empty no cache: a check-in code is made on its first
 * view (the code is not in any other answer), a live stream spends its one-use ticket.
 */
export const READS_WRITING_UNSEEN: ReadonlySet<string> = new Set([
  '/api/events/:id/checkin',
  '/api/courses/:id/sessions/:sessionId/checkin',
  '/api/live',
]);

/** True for a request that may write: any method but GET, HEAD and OPTIONS, and the WRITING_READS. */
export function isWriteRequest(request: FastifyRequest): boolean {
  return !SAFE_METHODS.has(request.method) || WRITING_READS.has(request.routeOptions.url ?? '');
}

declare module 'fastify' {
  interface FastifyRequest {
    /** This write was announced on the change feed's `answers` already (in onSend). */
    writeAnnounced: boolean;
  }
}

/**
 * Tells every process (this one included) that a write request ended, on the change feed's `answers`, so
 * that the answer caches (the guest page cache, the user answer cache) empty theirs. Announced before the
 * answer leaves (onSend), so that another process has most likely heard of it by the time the writer asks
 * it again; in onResponse when the client went away before onSend. A refusal (4xx) changed nothing and is
 * not announced; a failure (5xx) may follow a commit and is. Each cache empties its own in onSend too, at
 * once: the feed delivers later.
 */
export const writeAnnouncementsPlugin = fp(
  async (app) => {
    app.decorateRequest('writeAnnounced', false);
    const announce = (): Promise<void> =>
      app.changes.publish('answers', null).catch((error: unknown) => {
        app.log.error({ err: error }, 'Announcing a write to the answer caches failed');
      });
    const changedSomething = (status: number): boolean => status < 400 || status >= 500;

    // Callback hooks: they run on every request, and an async one costs a promise each time.
    app.addHook('onSend', (request, reply, payload, done) => {
      if (!isWriteRequest(request) || !changedSomething(reply.statusCode)) return done(null, payload);
      request.writeAnnounced = true;
      announce().then(() => done(null, payload));
    });
    app.addHook('onResponse', (request, reply, done) => {
      if (isWriteRequest(request) && !request.writeAnnounced && changedSomething(reply.statusCode)) {
        void announce();
      }
      done();
    });
  },
  { name: 'write-announcements', dependencies: ['change-feed'] },
);
