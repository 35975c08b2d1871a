import fp from 'fastify-plugin';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** True for a request that may write: any method but GET, HEAD and OPTIONS. */
export function isWriteMethod(method: string): boolean {
  return !SAFE_METHODS.has(method);
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
      if (!isWriteMethod(request.method) || !changedSomething(reply.statusCode)) return done(null, payload);
      request.writeAnnounced = true;
      announce().then(() => done(null, payload));
    });
    app.addHook('onResponse', (request, reply, done) => {
      if (isWriteMethod(request.method) && !request.writeAnnounced && changedSomething(reply.statusCode)) {
        void announce();
      }
      done();
    });
  },
  { name: 'write-announcements', dependencies: ['change-feed'] },
);
