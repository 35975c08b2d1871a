import { AdminEventQuerySchema, EventSchema, paged, successEnvelope } from '@campus/sdk';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bearerSecurity, signedIn } from '../../auth/guards.js';
import { requireAdmin } from '../organizations/admin-guard.js';
import { errorResponses, ok } from '../shared/envelope.js';

/** Spec section 7 "Admin": GET /admin/events (PUT /admin/events/{id}/status is event-editing's). */
export const adminEventsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/events',
    {
      onRequest: requireAdmin,
      schema: {
        tags: ['admin events'],
        summary: 'Every event of every status with its author, newest date first, paged (admins)',
        description: 'search: the title, case-insensitive, anywhere; status: one status only.',
        ...bearerSecurity,
        querystring: AdminEventQuerySchema,
        response: { 200: successEnvelope(paged(EventSchema)), ...errorResponses(401, 403, 422) },
      },
    },
    async (request) => ok(await app.services.adminEvents.list(signedIn(request), request.query)),
  );
};
