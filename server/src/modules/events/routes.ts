import { EventListQuerySchema, EventSchema, IdParamSchema, paged, successEnvelope } from '@campus/sdk';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bearerSecurity, signedIn } from '../../auth/guards.js';
import { errorResponses, ok } from '../shared/envelope.js';

const EventEnvelope = successEnvelope(EventSchema);

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
        response: { 200: successEnvelope(paged(EventSchema)), ...errorResponses(422) },
      },
    },
    async (request) => ok(await service().list(request.actor ?? null, request.query)),
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
    async (request) => ok(await service().get(request.actor ?? null, request.params.id)),
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
