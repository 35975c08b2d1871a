import {
  EventInputSchema,
  EventOwnersInputSchema,
  EventSchema,
  EventStatusInputSchema,
  IdParamSchema,
  successEnvelope,
  UserSummarySchema,
} from '@campus/sdk';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bearerSecurity, requirePermission, signedIn } from '../../auth/guards.js';
import { errorResponses, ok } from '../shared/envelope.js';

const EventEnvelope = successEnvelope(EventSchema);
const OwnersEnvelope = successEnvelope(z.array(UserSummarySchema));

/** The event form, status and owners (spec section 7 "Events"): writes by creators, owners and admins. */
export const eventEditingRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['events'];
  const service = () => app.services.eventEditing;

  app.post(
    '/events',
    {
      onRequest: requirePermission('create_event'),
      schema: {
        tags,
        summary: 'Creates an event (create_event or admin); the creator is its author and first owner',
        description:
          "Every rule of spec section 5 (422 with field errors). 'draft' saves a draft, 'published' publishes. A private event's groups must be groups the creator coordinates (admins: any group). The description is sanitized when stored.",
        ...bearerSecurity,
        body: EventInputSchema,
        response: { 201: EventEnvelope, ...errorResponses(401, 403, 422) },
      },
    },
    async (request, reply) => {
      const event = await service().create(signedIn(request), request.body);
      return reply.code(201).send(ok(event, 'Event created'));
    },
  );

  app.put(
    '/events/:id',
    {
      config: { liveSeats: 'event' },
      schema: {
        tags,
        summary: "Replaces an event's fields, groups and ticket types (owners and admins)",
        description:
          "A ticket type sent with its id is kept (with its sales); others are added, missing ones removed, unless they have tickets sold (409). max_capacity below the seats taken: 422. An owner without create_event who asks for 'published' gets 'pending'.",
        ...bearerSecurity,
        params: IdParamSchema,
        body: EventInputSchema,
        response: { 200: EventEnvelope, ...errorResponses(401, 403, 404, 409, 422) },
      },
    },
    async (request) =>
      ok(await service().update(signedIn(request), request.params.id, request.body), 'Event updated'),
  );

  app.delete(
    '/events/:id',
    {
      schema: {
        tags,
        summary: 'Deletes an event with its RSVPs, tickets and images (owners and admins)',
        ...bearerSecurity,
        params: IdParamSchema,
        response: { 200: successEnvelope(z.null()), ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => ok(await service().remove(signedIn(request), request.params.id), 'Event deleted'),
  );

  app.put(
    '/admin/events/:id/status',
    {
      schema: {
        tags,
        summary: "Sets an event's status: publish, unpublish, approve (owners and admins)",
        description: "An owner without create_event who asks for 'published' gets 'pending'.",
        ...bearerSecurity,
        params: IdParamSchema,
        body: EventStatusInputSchema,
        response: { 200: EventEnvelope, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) =>
      ok(
        await service().setStatus(signedIn(request), request.params.id, request.body),
        'Event status updated',
      ),
  );

  app.get(
    '/events/:id/owners',
    {
      schema: {
        tags,
        summary: "An event's owners (owners and admins)",
        ...bearerSecurity,
        params: IdParamSchema,
        response: { 200: OwnersEnvelope, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => ok(await service().owners(signedIn(request), request.params.id)),
  );

  app.put(
    '/events/:id/owners',
    {
      schema: {
        tags,
        summary: "Replaces an event's owners (owners and admins); answers the new list",
        description:
          'Owners choose among themselves, the current owners and the members and coordinators of groups they coordinate (422 on owner_ids otherwise); admins choose any user.',
        ...bearerSecurity,
        params: IdParamSchema,
        body: EventOwnersInputSchema,
        response: { 200: OwnersEnvelope, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) =>
      ok(
        await service().setOwners(signedIn(request), request.params.id, request.body),
        'Saved. You can close the modal.',
      ),
  );
};
