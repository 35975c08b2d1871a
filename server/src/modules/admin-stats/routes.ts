import { ActivitySchema, StatsSchema, successEnvelope } from '@campus/sdk';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bearerSecurity, signedIn } from '../../auth/guards.js';
import { requireAdmin } from '../organizations/admin-guard.js';
import { errorResponses, ok } from '../shared/envelope.js';

/** Spec section 7 "Admin": the dashboard's stats and activity (admins). */
export const adminStatsRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['admin stats'];

  app.get(
    '/admin/stats',
    {
      onRequest: requireAdmin,
      schema: {
        tags,
        summary: "The admin dashboard's stat cards, counted in one statement (admins)",
        ...bearerSecurity,
        response: { 200: successEnvelope(StatsSchema), ...errorResponses(401, 403) },
      },
    },
    async (request) => ok(await app.services.adminStats.stats(signedIn(request))),
  );

  app.get(
    '/admin/stats/activity',
    {
      onRequest: requireAdmin,
      schema: {
        tags,
        summary: 'New users, enrollments and RSVPs per week over the last 12 weeks (admins)',
        description: 'Weeks start on Monday in the platform time zone; oldest first, the current week last.',
        ...bearerSecurity,
        response: { 200: successEnvelope(ActivitySchema), ...errorResponses(401, 403) },
      },
    },
    async (request) => ok(await app.services.adminStats.activity(signedIn(request))),
  );
};
