import {
  ChangePasswordSchema,
  PROFILE_MESSAGES,
  ProfileUpdateSchema,
  successEnvelope,
  UserDetailSchema,
  UserSchema,
} from '@campus/sdk';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bearerSecurity, signedIn } from '../../auth/guards.js';
import { limitRequests } from '../../plugins/rate-limit.js';
import { errorResponses, ok } from '../shared/envelope.js';

const UserEnvelope = successEnvelope(UserSchema);

export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/profile',
    {
      schema: {
        tags: ['profile'],
        summary: 'The signed-in user profile, with every card of theirs (as GET /users/{id})',
        ...bearerSecurity,
        response: { 200: successEnvelope(UserDetailSchema), ...errorResponses(401) },
      },
    },
    async (request) => ok(await app.services.profile.get(signedIn(request))),
  );

  app.put(
    '/profile',
    {
      schema: {
        tags: ['profile'],
        summary: 'Update the signed-in user profile',
        ...bearerSecurity,
        body: ProfileUpdateSchema,
        response: { 200: UserEnvelope, ...errorResponses(401, 422) },
      },
    },
    async (request) =>
      ok(await app.services.profile.update(signedIn(request), request.body), PROFILE_MESSAGES.updated),
  );

  app.put(
    '/profile/password',
    {
      // Counted per user, so a stolen token cannot try current passwords at speed from many addresses.
      preHandler: limitRequests(
        app,
        app.rateLimits.passwordChange,
        (request) => `user:${signedIn(request).id}`,
      ),
      schema: {
        tags: ['profile'],
        summary: 'Change the password; other sessions are signed out',
        ...bearerSecurity,
        body: ChangePasswordSchema,
        response: { 200: successEnvelope(z.null()), ...errorResponses(401, 422, 429) },
      },
    },
    async (request) => {
      await app.services.profile.changePassword(signedIn(request), request.body);
      return ok(null, PROFILE_MESSAGES.passwordUpdated);
    },
  );
};
