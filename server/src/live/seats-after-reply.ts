import type { FastifyInstance, FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route changes the places left on the event or course of its `:id` parameter: its watchers hear
     * of it once the route has answered with success.
     */
    liveSeats?: 'event' | 'course';
  }
  interface FastifyRequest {
    /** Events and courses whose places this request changed (seatsChangedAfterReply), as 'event:5'. */
    liveSeats: Set<string> | null;
  }
}

/**
 * Marks that the request changed the places left on an event or course: once it has been answered with
 * success (its transaction committed, an idempotent replay included), the watchers get the new count. A
 * refused request tells nobody.
 */
export function seatsChangedAfterReply(
  request: FastifyRequest,
  target: 'event' | 'course',
  id: number,
): void {
  request.liveSeats ??= new Set();
  request.liveSeats.add(`${target}:${id}`);
}

/** Installs the hook that publishes what requests marked; live-plugin.ts calls it. */
export function installSeatsAfterReply(app: FastifyInstance): void {
  app.decorateRequest('liveSeats', null);
  app.addHook('onResponse', async (request, reply) => {
    if (reply.statusCode >= 400) return;
    const target = request.routeOptions.config.liveSeats;
    const id = (request.params as { id?: unknown } | undefined)?.id;
    if (target && typeof id === 'number') seatsChangedAfterReply(request, target, id);
    if (!request.liveSeats) return;
    for (const key of request.liveSeats) {
      const [target, id] = key.split(':') as ['event' | 'course', string];
      await app.live.seatsChanged(target, Number(id));
    }
  });
}
