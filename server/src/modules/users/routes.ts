import {
  CreateUserSchema,
  FamilyRelationshipsSchema,
  IdParamSchema,
  PeoplePickerQuerySchema,
  successEnvelope,
  UserDetailSchema,
  UserInlineUpdateSchema,
  UserSchema,
  UserSummarySchema,
} from '@campus/sdk';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bearerSecurity, signedIn } from '../../auth/guards.js';
import { ForbiddenError } from '../../errors.js';
import { errorResponses, ok } from '../shared/envelope.js';
import { CREATE_USER_MESSAGES } from './service.js';
import { USER_PAGE_MESSAGES } from './user-page.js';

const UserDetailEnvelope = successEnvelope(UserDetailSchema);

/** The users endpoints of spec section 7: Create User, and the user page (view, inline edit, family). */
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

  app.get(
    '/users/:id',
    {
      schema: {
        tags: ['users'],
        summary: 'The user page: the user and each card the viewer may see, and what they may do there',
        ...bearerSecurity,
        params: IdParamSchema,
        response: { 200: UserDetailEnvelope, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => ok(await app.services.users.detail(signedIn(request), request.params.id)),
  );

  app.put(
    '/users/:id/update',
    {
      schema: {
        tags: ['users'],
        summary:
          'Inline edit: the profile fields sent, or parent_ids, or child_ids (create_user or edit_user)',
        ...bearerSecurity,
        params: IdParamSchema,
        body: UserInlineUpdateSchema,
        response: { 200: UserDetailEnvelope, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) =>
      ok(
        await app.services.users.updateInline(signedIn(request), request.params.id, request.body),
        USER_PAGE_MESSAGES.updated,
      ),
  );

  app.put(
    '/users/:id/family-relationships',
    {
      schema: {
        tags: ['users'],
        summary: "Replace the user's parents and children (create_user or edit_user); never a loop",
        ...bearerSecurity,
        params: IdParamSchema,
        body: FamilyRelationshipsSchema,
        response: { 200: UserDetailEnvelope, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) =>
      ok(
        await app.services.users.setFamily(signedIn(request), request.params.id, request.body),
        USER_PAGE_MESSAGES.familyUpdated,
      ),
  );

  app.get(
    '/users/:id/family-candidates',
    {
      schema: {
        tags: ['users'],
        summary:
          "Whom the viewer may pick as the user's parent or child: admins anyone, others their groups' members",
        ...bearerSecurity,
        params: IdParamSchema,
        querystring: PeoplePickerQuerySchema,
        response: { 200: successEnvelope(z.array(UserSummarySchema)), ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) =>
      ok(
        await app.services.users.familyCandidates(signedIn(request), request.params.id, request.query.search),
      ),
  );
};
