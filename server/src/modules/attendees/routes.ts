import {
  AttendeeListQuerySchema,
  AttendeeOwnerFieldsInputSchema,
  AttendeeReportRecordSchema,
  AttendeeResponseInputSchema,
  AttendeeStatusInputSchema,
  IdParamSchema,
  idParam,
  RsvpRecordSchema,
  successEnvelope,
} from '@campus/sdk';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bearerSecurity, signedIn } from '../../auth/guards.js';
import { errorResponses, ok } from '../shared/envelope.js';

const AttendeeParamsSchema = z.object({ id: idParam(), rsvpId: idParam() });
const RsvpEnvelope = successEnvelope(RsvpRecordSchema);
const managers =
  "Owners of the event and admins. Anyone else who sees the event gets 403, who does not 404; an RSVP of another event under this event's path is a 404.";

/** An event's attendees, managed by its owners and admins (spec sections 4 and 7). */
export const attendeesRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['attendees'];
  const service = () => app.services.attendees;

  app.get(
    '/events/:id/attendees',
    {
      schema: {
        tags,
        summary: "The event's RSVPs with their users and owner fields, statistics and a financial summary",
        description: `Without include_all: approved and pending RSVPs answering yes or maybe; include_all=true: every RSVP. Statistics and money count every RSVP. ${managers}`,
        ...bearerSecurity,
        params: IdParamSchema,
        querystring: AttendeeListQuerySchema,
        response: {
          200: successEnvelope(AttendeeReportRecordSchema),
          ...errorResponses(401, 403, 404, 422),
        },
      },
    },
    async (request) =>
      ok(await service().report(signedIn(request), request.params.id, request.query.include_all)),
  );

  app.put(
    '/events/:id/attendees/:rsvpId/status',
    {
      config: { liveSeats: 'event' },
      schema: {
        tags,
        summary: "Sets an RSVP's status (approved, pending, denied)",
        description: `Approving a yes that needs more seats than are left is a 409. ${managers}`,
        ...bearerSecurity,
        params: AttendeeParamsSchema,
        body: AttendeeStatusInputSchema,
        response: { 200: RsvpEnvelope, ...errorResponses(401, 403, 404, 409, 422) },
      },
    },
    async (request) =>
      ok(
        await service().setStatus(signedIn(request), request.params.id, request.params.rsvpId, request.body),
        'RSVP status updated',
      ),
  );

  app.put(
    '/events/:id/attendees/:rsvpId/response',
    {
      config: { liveSeats: 'event' },
      schema: {
        tags,
        summary: "Sets an RSVP's response and quantity",
        description: `A yes that needs more seats than are left is a 409. ${managers}`,
        ...bearerSecurity,
        params: AttendeeParamsSchema,
        body: AttendeeResponseInputSchema,
        response: { 200: RsvpEnvelope, ...errorResponses(401, 403, 404, 409, 422) },
      },
    },
    async (request) =>
      ok(
        await service().setResponse(
          signedIn(request),
          request.params.id,
          request.params.rsvpId,
          request.body,
        ),
        'RSVP response updated',
      ),
  );

  app.put(
    '/events/:id/attendees/:rsvpId/owner-fields',
    {
      schema: {
        tags,
        summary: 'Sets the owner-only fields of an RSVP (payment_type, owner_notes, paid_amount)',
        description: `Only the fields sent change. ${managers}`,
        ...bearerSecurity,
        params: AttendeeParamsSchema,
        body: AttendeeOwnerFieldsInputSchema,
        response: { 200: RsvpEnvelope, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) =>
      ok(
        await service().setOwnerFields(
          signedIn(request),
          request.params.id,
          request.params.rsvpId,
          request.body,
        ),
        'RSVP updated',
      ),
  );

  app.delete(
    '/events/:id/attendees/:rsvpId',
    {
      config: { liveSeats: 'event' },
      schema: {
        tags,
        summary: 'Deletes an RSVP of the event',
        description: managers,
        ...bearerSecurity,
        params: AttendeeParamsSchema,
        response: { 200: successEnvelope(z.null()), ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => {
      await service().remove(signedIn(request), request.params.id, request.params.rsvpId);
      return ok(null, 'RSVP deleted');
    },
  );
};
