import { EventListQuerySchema, EventSchema, IdParamSchema, paged, successEnvelope } from '@campus/sdk';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bearerSecurity, signedIn } from '../../auth/guards.js';
import {
  cachedGuestPage,
  guestEventKey,
  guestEventsPageKey,
  JSON_TYPE,
  serializedAnswer,
} from '../../plugins/guest-page-cache.js';
import { errorResponses, ok } from '../shared/envelope.js';

const EventEnvelope = successEnvelope(EventSchema);
const EventPageEnvelope = successEnvelope(paged(EventSchema));

/** The events endpoints of spec section 7 (browsing: the lists and one event). */
export const eventsRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['events'];
  const service = () => app.services.events;

  app.get(
    '/events',
    {
      config: { public: true },
      schema: {
        tags,
        summary:
          'A page of the published events the viewer may see: upcoming (today and later, ascending) or past (most recent first)',
        querystring: EventListQuerySchema,
        response: { 200: EventPageEnvelope, ...errorResponses(422) },
      },
    },
    async (request, reply) => {
      const cache = app.guestPageCache;
      if (!cache || request.actor) return ok(await service().list(request.actor ?? null, request.query));
      // A guest: the page as sent to the last guest who asked, else read, encoded once and kept. Sent as
      // text with the JSON type, fastify skips its serializer; compression and headers apply as usual.
      const today = service().today();
      const json = await cachedGuestPage(cache, guestEventsPageKey(today, request.query), async () =>
        serializedAnswer(reply, ok(await service().list(null, request.query, today))),
      );
      // The type provider types send() by the response schema; this text is that schema's encoding.
      return reply.type(JSON_TYPE).send(json as never);
    },
  );

  app.get(
    '/events/:id',
    {
      config: { public: true },
      schema: {
        tags,
        summary: 'A published event the viewer may see, with owners, groups, images and seats taken',
        description:
          "Drafts, pending events and private events the viewer may not see: 404 'Event not found'.",
        params: IdParamSchema,
        response: { 200: EventEnvelope, ...errorResponses(404, 422) },
      },
    },
    async (request, reply) => {
      const cache = app.guestPageCache;
      if (!cache || request.actor) return ok(await service().get(request.actor ?? null, request.params.id));
      // A guest (a guest's most visited page after the lists): the same answer for every guest, kept as
      // the list pages are; a 404 throws before anything is stored.
      const json = await cachedGuestPage(cache, guestEventKey(request.params.id), async () =>
        serializedAnswer(reply, ok(await service().get(null, request.params.id))),
      );
      return reply.type(JSON_TYPE).send(json as never);
    },
  );

  app.get(
    '/user/events/:id',
    {
      schema: {
        tags,
        summary:
          "The signed-in user's view of an event, which also reaches their own drafts and pending events",
        ...bearerSecurity,
        params: IdParamSchema,
        response: { 200: EventEnvelope, ...errorResponses(401, 404, 422) },
      },
    },
    async (request) => ok(await service().getOwn(signedIn(request), request.params.id)),
  );
};
