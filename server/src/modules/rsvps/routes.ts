import {
  AttendeeAddInputSchema,
  IdParamSchema,
  RsvpCreateSchema,
  RsvpRecordSchema,
  RsvpUpdateSchema,
  successEnvelope,
} from '@campus/sdk';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bearerSecurity, signedIn } from '../../auth/guards.js';
import { seatsChangedAfterReply } from '../../live/seats-after-reply.js';
import { validatorCompiler } from '../../plugins/zod-compilers.js';
import { errorResponses, ok } from '../shared/envelope.js';

const RsvpEnvelope = successEnvelope(RsvpRecordSchema);

/** POST /events/{id}/rsvp: an owner's add (with user_id) or one's own RSVP (without). */
const RsvpPostBodySchema = z.union([AttendeeAddInputSchema, RsvpCreateSchema]);

/** Sends a body with `user_id` to the owner-add schema and any other to the self RSVP schema, so a 422 lists
 * the fields of the call that was meant (a plain union would answer only "Invalid input"). */
type CompilerInput = Parameters<typeof validatorCompiler>[0];

const hasUserId = (body: unknown): boolean =>
  typeof body === 'object' && body !== null && !Array.isArray(body) && 'user_id' in body;

/** A user's own RSVPs (spec section 7): register for an event, change one's answer, list one's RSVPs. */
export const rsvpsRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['rsvps'];
  const service = () => app.services.rsvps;

  app.post(
    '/events/:id/rsvp',
    {
      config: { liveSeats: 'event' },
      schema: {
        tags,
        summary:
          'Registers the signed-in user for a published event they may see, or (with user_id) adds a user',
        description:
          "Without user_id: one's own RSVP. One RSVP per user and event (409). Pending when the event needs approval or is paid, else approved. A yes that needs more seats than are left is a 409 ('Only N seats left for this event.'). With user_id: the event's owners and admins add that user (response yes, status approved, quantity 1 by default); owners only users of groups they coordinate, admins anyone (else 422 on user_id); a user who has an RSVP is a 409; others who see the event get 403.",
        ...bearerSecurity,
        params: IdParamSchema,
        body: RsvpPostBodySchema,
        response: { 201: RsvpEnvelope, ...errorResponses(401, 403, 404, 409, 422) },
      },
      validatorCompiler: (route) => {
        // Fastify passes the part's own schema at run time; the route-level type names the whole schema object.
        const part = route as unknown as CompilerInput;
        if (part.httpPart !== 'body') return validatorCompiler(part);
        const owner = validatorCompiler({ ...part, schema: AttendeeAddInputSchema });
        const self = validatorCompiler({ ...part, schema: RsvpCreateSchema });
        return (data) => (hasUserId(data) ? owner(data) : self(data));
      },
    },
    async (request, reply) => {
      const actor = signedIn(request);
      const body = request.body;
      const rsvp =
        'user_id' in body
          ? await app.services.attendees.add(actor, request.params.id, body)
          : await service().create(actor, request.params.id, body);
      return reply.code(201).send(ok(rsvp, 'user_id' in body ? 'Attendee added' : 'RSVP created'));
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
    async (request) => {
      const rsvp = await service().update(signedIn(request), request.params.id, request.body);
      seatsChangedAfterReply(request, 'event', rsvp.event_id);
      return ok(rsvp, 'RSVP updated');
    },
  );
};
