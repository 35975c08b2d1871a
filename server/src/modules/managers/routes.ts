import {
  AssignManagerSchema,
  AssistantNodeSchema,
  IdParamSchema,
  ManagerAssignmentSchema,
  ManagerHierarchySchema,
  ManagerRelationSchema,
  PeoplePickerQuerySchema,
  paged,
  pageQuery,
  successEnvelope,
  UserSummarySchema,
} from '@campus/sdk';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bearerSecurity, requirePermission, signedIn } from '../../auth/guards.js';
import { errorResponses, ok } from '../shared/envelope.js';
import { MANAGER_MESSAGES } from './service.js';

const PeopleEnvelope = successEnvelope(z.array(UserSummarySchema));
/** GET /user-managers: 25 a page by default. */
const ManagerListQuerySchema = pageQuery(25);

/**
 * Spec section 7 "Managers and users": reading the hierarchy needs view_management (or one's own place in
 * it), changing it assign_manager. The hierarchy never loops (422).
 */
export const managersRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['managers'];

  app.get(
    '/user-managers',
    {
      onRequest: requirePermission('view_management'),
      schema: {
        tags,
        summary: 'Who reports to whom, paged (view_management)',
        ...bearerSecurity,
        querystring: ManagerListQuerySchema,
        response: { 200: successEnvelope(paged(ManagerAssignmentSchema)), ...errorResponses(401, 403, 422) },
      },
    },
    async (request) => ok(await app.services.managers.list(request.query)),
  );

  app.post(
    '/user-managers/assign',
    {
      onRequest: requirePermission('assign_manager'),
      schema: {
        tags,
        summary: "Set or replace a user's manager (assign_manager); 422 on a loop",
        ...bearerSecurity,
        body: AssignManagerSchema,
        response: { 200: successEnvelope(ManagerRelationSchema), ...errorResponses(401, 403, 422) },
      },
    },
    async (request) => ok(await app.services.managers.assign(request.body), MANAGER_MESSAGES.assigned),
  );

  app.delete(
    '/user-managers/:id/manager',
    {
      onRequest: requirePermission('assign_manager'),
      schema: {
        tags,
        summary: "Remove the user's manager (assign_manager); 404 when they have none",
        ...bearerSecurity,
        params: IdParamSchema,
        response: { 200: successEnvelope(z.null()), ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => {
      await app.services.managers.remove(signedIn(request), request.params.id);
      return ok(null, MANAGER_MESSAGES.removed);
    },
  );

  app.get(
    '/user-managers/:id/subordinates',
    {
      schema: {
        tags,
        summary: 'The people reporting directly to the user (view_management, or oneself)',
        ...bearerSecurity,
        params: IdParamSchema,
        response: { 200: PeopleEnvelope, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => ok(await app.services.managers.subordinates(signedIn(request), request.params.id)),
  );

  app.get(
    '/user-managers/:id/descendants',
    {
      schema: {
        tags,
        summary: 'The assistants tree below the user (view_management, or oneself)',
        ...bearerSecurity,
        params: IdParamSchema,
        response: {
          200: successEnvelope(z.array(AssistantNodeSchema)),
          ...errorResponses(401, 403, 404, 422),
        },
      },
    },
    async (request) => ok(await app.services.managers.descendants(signedIn(request), request.params.id)),
  );

  app.get(
    '/user-managers/:id/hierarchy',
    {
      schema: {
        tags,
        summary:
          'The managers above the user (nearest first) and the assistants tree below (view_management, or oneself)',
        ...bearerSecurity,
        params: IdParamSchema,
        response: { 200: successEnvelope(ManagerHierarchySchema), ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => ok(await app.services.managers.hierarchy(signedIn(request), request.params.id)),
  );

  app.get(
    '/user-managers/available-managers/:id',
    {
      onRequest: requirePermission('assign_manager'),
      schema: {
        tags,
        summary:
          'Who may manage the user: not them, nobody below them; by last name, at most 50 (assign_manager)',
        ...bearerSecurity,
        params: IdParamSchema,
        querystring: PeoplePickerQuerySchema,
        response: { 200: PeopleEnvelope, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) =>
      ok(
        await app.services.managers.availableManagers(
          signedIn(request),
          request.params.id,
          request.query.search,
        ),
      ),
  );
};
