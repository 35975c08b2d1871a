import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Set when the process has been asked to stop (runtime/drain.ts): GET /api/health answers 503, and every
     * answer from then on closes its connection, so that a kept-alive connection does not hold the process
     * open after its last request (the balancer opens the next one to another process).
     */
    draining: boolean;
  }
}

export const drainingPlugin = fp(
  async (app) => {
    app.decorate('draining', false);
    app.addHook('onSend', (_request, reply, payload, done) => {
      if (app.draining) reply.header('connection', 'close');
      done(null, payload);
    });
  },
  { name: 'draining' },
);
