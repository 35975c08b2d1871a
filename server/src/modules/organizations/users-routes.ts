import {
  GroupMemberSchema,
  IdParamSchema,
  idParam,
  OrganizationUserInputSchema,
  OrganizationUserSchema,
  OrganizationUsersSchema,
  successEnvelope,
} from '@campus/sdk';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bearerSecurity, signedIn } from '../../auth/guards.js';
import { errorResponses, ok } from '../shared/envelope.js';

const MemberParamsSchema = z.object({ id: idParam(), userId: idParam() });
const tags = ['organizations'];

/** The users of one organization: admins and the organization's owner (while it is active). */
export const organizationUsersRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = () => app.services.organizations;

  app.get(
    '/organizations/:id/users',
    {
      schema: {
        tags,
        summary: 'The organization with its users by last name (role, joined_at)',
        ...bearerSecurity,
        params: IdParamSchema,
        response: { 200: successEnvelope(OrganizationUsersSchema), ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => ok(await service().users(signedIn(request), request.params.id)),
  );

  app.get(
    '/organizations/:id/available-users',
    {
      schema: {
        tags,
        summary: 'Users not yet in the organization (the add-users dialog)',
        ...bearerSecurity,
        params: IdParamSchema,
        response: {
          200: successEnvelope(z.array(GroupMemberSchema)),
          ...errorResponses(401, 403, 404, 422),
        },
      },
    },
    async (request) => ok(await service().availableUsers(signedIn(request), request.params.id)),
  );

  app.post(
    '/organizations/:id/users',
    {
      schema: {
        tags,
        summary: 'Add one user to the organization (role member unless said otherwise)',
        ...bearerSecurity,
        params: IdParamSchema,
        body: OrganizationUserInputSchema,
        response: {
          201: successEnvelope(OrganizationUserSchema),
          ...errorResponses(401, 403, 404, 409, 422),
        },
      },
    },
    async (request, reply) => {
      const row = await service().addUser(signedIn(request), request.params.id, request.body);
      return reply.code(201).send(ok(row, 'User added to organization'));
    },
  );

  app.delete(
    '/organizations/:id/users/:userId',
    {
      schema: {
        tags,
        summary: 'Remove one user from the organization',
        ...bearerSecurity,
        params: MemberParamsSchema,
        response: { 200: successEnvelope(z.null()), ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => {
      await service().removeUser(signedIn(request), request.params.id, request.params.userId);
      return ok(null, 'User removed from organization');
    },
  );
};
