import { ChildrenEventsRecordSchema, EventSchema, MyEventsRecordSchema, successEnvelope } from '@campus/sdk';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bearerSecurity, signedIn } from '../../auth/guards.js';
import { errorResponses, ok } from '../shared/envelope.js';

/** The dashboard's My Events (spec sections 2, 4 and 7): owned events, one's RSVPs, the children's. */
export const myEventsRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['my-events'];
  const service = () => app.services.myEvents;

  app.get(
    '/user/owner-events',
    {
      schema: {
        tags,
        summary: 'The events the signed-in user owns, any status, by date ascending',
        ...bearerSecurity,
        response: { 200: successEnvelope(z.array(EventSchema)), ...errorResponses(401) },
      },
    },
    async (request) => ok(await service().owned(signedIn(request))),
  );

  app.get(
    '/user/events',
    {
      schema: {
        tags,
        summary: "The signed-in user's RSVPs by status, each with its event, and the recommended events",
        description:
          'confirmed (approved), pending and denied RSVPs, soonest event first; recommended: published private events of the groups the user is a member or coordinator of, dated today or later, without an RSVP of the user.',
        ...bearerSecurity,
        response: { 200: successEnvelope(MyEventsRecordSchema), ...errorResponses(401) },
      },
    },
    async (request) => ok(await service().mine(signedIn(request))),
  );

  app.get(
    '/user/children-events',
    {
      schema: {
        tags,
        summary: "The signed-in user's children, their RSVPs by status and the events recommended to them",
        ...bearerSecurity,
        response: { 200: successEnvelope(ChildrenEventsRecordSchema), ...errorResponses(401) },
      },
    },
    async (request) => ok(await service().children(signedIn(request))),
  );
};
