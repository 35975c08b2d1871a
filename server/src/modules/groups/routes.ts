import {
  GROUP_MESSAGES,
  GroupDetailSchema,
  GroupInputSchema,
  GroupSchema,
  IdParamSchema,
  successEnvelope,
} from '@campus/sdk';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bearerSecurity, requirePermission, signedIn } from '../../auth/guards.js';
import { errorResponses, ok } from '../shared/envelope.js';
import { groupMembershipRoutes } from './membership-routes.js';

const GroupEnvelope = successEnvelope(GroupSchema);
const GroupListEnvelope = successEnvelope(z.array(GroupSchema));

/** The groups endpoints of spec section 7 (also called lists). Announcements live in their own module. */
export const groupsRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['groups'];

  app.get(
    '/groups',
    {
      schema: {
        tags,
        summary: 'Every group for admins; for others the groups they belong to or coordinate',
        ...bearerSecurity,
        response: { 200: GroupListEnvelope, ...errorResponses(401) },
      },
    },
    async (request) => ok(await app.services.groups.list(signedIn(request))),
  );

  app.get(
    '/groups/user-groups',
    {
      schema: {
        tags,
        summary: 'The groups the signed-in user is a member of',
        ...bearerSecurity,
        response: { 200: GroupListEnvelope, ...errorResponses(401) },
      },
    },
    async (request) => ok(await app.services.groups.memberOf(signedIn(request))),
  );

  app.get(
    '/groups/coordinated-groups',
    {
      schema: {
        tags,
        summary: 'The groups the signed-in user coordinates, with members and coordinators',
        ...bearerSecurity,
        response: { 200: GroupListEnvelope, ...errorResponses(401) },
      },
    },
    async (request) => ok(await app.services.groups.coordinated(signedIn(request))),
  );

  app.post(
    '/groups',
    {
      onRequest: requirePermission('create_group'),
      schema: {
        tags,
        summary: 'Create a group; the creator becomes its coordinator',
        ...bearerSecurity,
        body: GroupInputSchema,
        response: { 201: GroupEnvelope, ...errorResponses(401, 403, 422) },
      },
    },
    async (request, reply) => {
      const group = await app.services.groups.create(signedIn(request), request.body);
      return reply.code(201).send(ok(group, 'Group created'));
    },
  );

  app.get(
    '/groups/:id',
    {
      schema: {
        tags,
        summary: "The group page: members, coordinators, the group's private courses and upcoming events",
        description: `Members, coordinators and admins. Others: 403 '${GROUP_MESSAGES.notMember}'.`,
        ...bearerSecurity,
        params: IdParamSchema,
        response: { 200: successEnvelope(GroupDetailSchema), ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => ok(await app.services.groups.get(signedIn(request), request.params.id)),
  );

  app.put(
    '/groups/:id',
    {
      schema: {
        tags,
        summary: 'Edit a group (its coordinators and admins)',
        ...bearerSecurity,
        params: IdParamSchema,
        body: GroupInputSchema,
        response: { 200: GroupEnvelope, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) =>
      ok(
        await app.services.groups.update(signedIn(request), request.params.id, request.body),
        'Group updated',
      ),
  );

  app.delete(
    '/groups/:id',
    {
      schema: {
        tags,
        summary: 'Delete a group with its memberships and announcements (its coordinators and admins)',
        ...bearerSecurity,
        params: IdParamSchema,
        response: { 200: successEnvelope(z.null()), ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => {
      await app.services.groups.remove(signedIn(request), request.params.id);
      return ok(null, 'Group deleted');
    },
  );

  await app.register(groupMembershipRoutes);
};
