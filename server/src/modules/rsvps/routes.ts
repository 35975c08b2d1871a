import {
  IdParamSchema,
  RsvpCreateSchema,
  RsvpRecordSchema,
  RsvpUpdateSchema,
  successEnvelope,
} from '@campus/sdk';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bearerSecurity, signedIn } from '../../auth/guards.js';
import { errorResponses, ok } from '../shared/envelope.js';

const RsvpEnvelope = successEnvelope(RsvpRecordSchema);

/** A user's own RSVPs (spec section 7): register for an event, change one's answer, list one's RSVPs. */
export const rsvpsRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['rsvps'];
  const service = () => app.services.rsvps;

  app.post(
    '/events/:id/rsvp',
    {
      schema: {
        tags,
        summary: 'Registers the signed-in user for a published event they may see',
        description:
          "One RSVP per user and event (409). Pending when the event needs approval or is paid, else approved. A yes that needs more seats than are left is a 409 ('Only N seats left for this event.').",
        ...bearerSecurity,
        params: IdParamSchema,
        body: RsvpCreateSchema,
        response: { 201: RsvpEnvelope, ...errorResponses(401, 404, 409, 422) },
      },
    },
    async (request, reply) => {
      const rsvp = await service().create(signedIn(request), request.params.id, request.body);
      return reply.code(201).send(ok(rsvp, 'RSVP created'));
    },
  );

  app.get(
    '/user/rsvps',
    {
      schema: {
        tags,
        summary: "The signed-in user's RSVPs, each with its event, soonest event first",
        ...bearerSecurity,
        response: { 200: successEnvelope(z.array(RsvpRecordSchema)), ...errorResponses(401) },
      },
    },
    async (request) => ok(await service().mine(signedIn(request))),
  );

  app.put(
    '/user/rsvps/:id',
    {
      schema: {
        tags,
        summary: "Changes one's own RSVP (response, quantity, notes)",
        description: "Another user's RSVP: 404. A yes that grows past the seats left: 409.",
        ...bearerSecurity,
        params: IdParamSchema,
        body: RsvpUpdateSchema,
        response: { 200: RsvpEnvelope, ...errorResponses(401, 404, 409, 422) },
      },
    },
    async (request) =>
      ok(await service().update(signedIn(request), request.params.id, request.body), 'RSVP updated'),
  );
};
