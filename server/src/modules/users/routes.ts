import { CreateUserSchema, successEnvelope, UserSchema } from '@campus/sdk';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bearerSecurity, signedIn } from '../../auth/guards.js';
import { ForbiddenError } from '../../errors.js';
import { errorResponses, ok } from '../shared/envelope.js';
import { CREATE_USER_MESSAGES } from './service.js';

/** The users endpoints of spec section 7 that the dashboard calls: Create User. */
export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/users',
    {
      // Checked before the body is validated: someone who may not create users gets 403, not field errors.
      onRequest: async (request) => {
        if (!(await app.services.users.mayCreateUsers(signedIn(request)))) throw new ForbiddenError();
      },
      schema: {
        tags: ['users'],
        summary: 'Create a user in an organization, and add them to a group (Create User)',
        ...bearerSecurity,
        body: CreateUserSchema,
        response: { 201: successEnvelope(UserSchema), ...errorResponses(401, 403, 422) },
      },
    },
    async (request, reply) => {
      const user = await app.services.users.create(signedIn(request), request.body);
      return reply.code(201).send(ok(user, CREATE_USER_MESSAGES.created));
    },
  );
};
