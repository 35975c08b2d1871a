import {
  GroupMemberSchema,
  IdParamSchema,
  OrganizationInputSchema,
  OrganizationSchema,
  OrganizationSummarySchema,
  successEnvelope,
} from '@campus/sdk';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bearerSecurity, signedIn } from '../../auth/guards.js';
import { errorResponses, ok } from '../shared/envelope.js';
import { requireAdmin } from './admin-guard.js';
import { organizationUsersRoutes } from './users-routes.js';

const OrganizationEnvelope = successEnvelope(OrganizationSchema);
const OrganizationListEnvelope = successEnvelope(z.array(OrganizationSchema));
const tags = ['organizations'];

export const organizationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = () => app.services.organizations;

  app.get(
    '/organizations/registration',
    {
      config: { public: true },
      schema: {
        tags,
        summary: 'Active organizations for the register form (public)',
        response: { 200: successEnvelope(z.array(OrganizationSummarySchema)) },
      },
    },
    async () => ok(await service().registrationOptions()),
  );

  app.get(
    '/organizations',
    {
      onRequest: requireAdmin,
      schema: {
        tags,
        summary: 'Every organization, deactivated ones included, with owner and user count (admins)',
        ...bearerSecurity,
        response: { 200: OrganizationListEnvelope, ...errorResponses(401, 403) },
      },
    },
    async () => ok(await service().list()),
  );

  app.get(
    '/organizations/owned',
    {
      schema: {
        tags,
        summary: 'The active organizations the signed-in user owns',
        ...bearerSecurity,
        response: { 200: OrganizationListEnvelope, ...errorResponses(401) },
      },
    },
    async (request) => ok(await service().owned(signedIn(request))),
  );

  app.get(
    '/organizations/available-owners',
    {
      onRequest: requireAdmin,
      schema: {
        tags,
        summary: 'Users who may own an organization (the form owner select; admins)',
        ...bearerSecurity,
        response: { 200: successEnvelope(z.array(GroupMemberSchema)), ...errorResponses(401, 403) },
      },
    },
    async () => ok(await service().availableOwners()),
  );

  app.get(
    '/organizations/:id',
    {
      schema: {
        tags,
        summary: 'One organization (admins; its owner while it is active)',
        ...bearerSecurity,
        params: IdParamSchema,
        response: { 200: OrganizationEnvelope, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => ok(await service().get(signedIn(request), request.params.id)),
  );

  app.post(
    '/organizations',
    {
      onRequest: requireAdmin,
      schema: {
        tags,
        summary: 'Create an organization (admins)',
        ...bearerSecurity,
        body: OrganizationInputSchema,
        response: { 201: OrganizationEnvelope, ...errorResponses(401, 403, 422) },
      },
    },
    async (request, reply) =>
      reply.code(201).send(ok(await service().create(request.body), 'Organization created')),
  );

  app.put(
    '/organizations/:id',
    {
      onRequest: requireAdmin,
      schema: {
        tags,
        summary: 'Edit an organization (admins)',
        ...bearerSecurity,
        params: IdParamSchema,
        body: OrganizationInputSchema,
        response: { 200: OrganizationEnvelope, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => ok(await service().update(request.params.id, request.body), 'Organization updated'),
  );

  app.delete(
    '/organizations/:id',
    {
      onRequest: requireAdmin,
      schema: {
        tags,
        summary: 'Deactivate an organization (admins); nothing is deleted',
        ...bearerSecurity,
        params: IdParamSchema,
        response: { 200: OrganizationEnvelope, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => ok(await service().deactivate(request.params.id), 'Organization deactivated'),
  );

  await app.register(organizationUsersRoutes);
};
