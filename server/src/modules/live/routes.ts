import { LiveStreamQuerySchema, LiveTicketSchema, successEnvelope } from '@campus/sdk';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bearerSecurity, signedIn } from '../../auth/guards.js';
import { SseStream } from '../../live/sse-stream.js';
import { errorResponses, ok } from '../shared/envelope.js';

const EventStreamSchema = z
  .string()
  .describe(
    'text/event-stream: named events (unread, seats, waitlist, checkin) whose data is JSON (LiveEventSchema), and comment lines as heartbeats',
  );

/**
 * Live updates (issue 25): one server-sent events stream per signed-in client. The stream is held open by
 * the live plugin's registry; nothing here runs while it is idle.
 */
export const liveRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['live'];

  app.post(
    '/live/ticket',
    {
      schema: {
        tags,
        summary:
          'A one-use ticket that opens GET /live within 60 seconds (for EventSource, which sends no header)',
        ...bearerSecurity,
        response: { 201: successEnvelope(LiveTicketSchema), ...errorResponses(401) },
      },
    },
    async (request, reply) => reply.code(201).send(ok(await app.services.live.ticket(signedIn(request)))),
  );

  app.get(
    '/live',
    {
      // Public so that a ticket can stand for the bearer token; the service answers 401 without either.
      config: { public: true },
      schema: {
        tags,
        summary: 'The live updates stream (text/event-stream) of the signed-in user and the watched topics',
        description:
          'Authenticated by the bearer token or `ticket` (POST /live/ticket). `watch`: up to 10 topics event:ID, course:ID, session:ID, each one the caller may see (a session: its staff only). Sends the unread count at once, then unread, seats, waitlist and checkin events as they happen, and a comment line every 20 seconds.',
        ...bearerSecurity,
        querystring: LiveStreamQuerySchema,
        response: { 200: EventStreamSchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request, reply) => {
      const { viewer, watches, unread } = await app.services.live.open(
        request.actor,
        request.query.ticket,
        request.query.watch,
      );
      // From here on the raw response is the stream's; fastify sends nothing more.
      reply.hijack();
      const stream = new SseStream(reply.raw, viewer.id, watches);
      stream.open();
      app.liveStreams.add(stream);
      stream.send({ type: 'unread', count: unread });
    },
  );
};
