import { IdParamSchema, LoginSessionSchema, RevokedSessionsSchema, successEnvelope } from '@campus/sdk';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bearerSecurity, signedIn } from '../../auth/guards.js';
import { errorResponses, ok } from '../shared/envelope.js';

export const sessionsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/sessions',
    {
      schema: {
        tags: ['sessions'],
        summary: "The signed-in user's live sessions (the current one marked)",
        ...bearerSecurity,
        response: { 200: successEnvelope(z.array(LoginSessionSchema)), ...errorResponses(401) },
      },
    },
    async (request) => ok(await app.services.sessions.list(signedIn(request))),
  );

  app.delete(
    '/sessions/:id',
    {
      schema: {
        tags: ['sessions'],
        summary: 'Revoke one of your own sessions',
        ...bearerSecurity,
        params: IdParamSchema,
        response: { 200: successEnvelope(z.null()), ...errorResponses(401, 404, 422) },
      },
    },
    async (request) => {
      await app.services.sessions.revoke(signedIn(request), request.params.id);
      return ok(null, 'Session revoked');
    },
  );

  app.delete(
    '/sessions',
    {
      schema: {
        tags: ['sessions'],
        summary: 'Revoke every session except the current one',
        ...bearerSecurity,
        response: { 200: successEnvelope(RevokedSessionsSchema), ...errorResponses(401) },
      },
    },
    async (request) =>
      ok(await app.services.sessions.revokeOthers(signedIn(request)), 'Other sessions revoked'),
  );
};
