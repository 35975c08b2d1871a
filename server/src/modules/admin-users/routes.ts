import {
  AdminUserQuerySchema,
  CreateAdminUserSchema,
  IdParamSchema,
  PermissionWithCountSchema,
  paged,
  successEnvelope,
  UpdateAdminUserSchema,
  USER_BATCH_MAX,
  UserBatchInputSchema,
  UserBatchResultSchema,
  UserPermissionsSchema,
  UserSchema,
} from '@campus/sdk';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bearerSecurity, requirePermission, signedIn } from '../../auth/guards.js';
import { requireAdmin } from '../organizations/admin-guard.js';
import { errorResponses, ok } from '../shared/envelope.js';
import { ADMIN_USER_MESSAGES } from './service.js';

const UserEnvelope = successEnvelope(UserSchema);
const BATCH_BODY_LIMIT = 8 * 1024 * 1024;

/** Spec section 7 "Admin": people and permissions. The guards run before the query or body is validated. */
export const adminUsersRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['admin users'];
  const service = () => app.services.adminUsers;

  app.get(
    '/admin/users',
    {
      onRequest: requireAdmin,
      schema: {
        tags,
        summary: 'Every user, paged, sorted and filtered on the server (admins)',
        description:
          'search: first, last and username and email, case-insensitive, anywhere. Ties are broken by id.',
        ...bearerSecurity,
        querystring: AdminUserQuerySchema,
        response: { 200: successEnvelope(paged(UserSchema)), ...errorResponses(401, 403, 422) },
      },
    },
    async (request) => ok(await service().list(signedIn(request), request.query)),
  );

  app.post(
    '/admin/users',
    {
      onRequest: requireAdmin,
      schema: {
        tags,
        summary: 'Create a user with the admin user form (admins)',
        ...bearerSecurity,
        body: CreateAdminUserSchema,
        response: { 201: UserEnvelope, ...errorResponses(401, 403, 422) },
      },
    },
    async (request, reply) => {
      const user = await service().create(signedIn(request), request.body);
      return reply.code(201).send(ok(user, ADMIN_USER_MESSAGES.created));
    },
  );

  app.post(
    '/admin/users/batch',
    {
      onRequest: requireAdmin,
      // 500 rows with every field at its longest, escaped: a few MiB (the default limit is 1 MiB).
      bodyLimit: BATCH_BODY_LIMIT,
      schema: {
        tags,
        summary: `Creates and updates up to ${USER_BATCH_MAX} users in one call (the CLI importing a CSV; admins)`,
        description:
          "Body { rows }: 1 to 500 objects, else 422 on rows. A row without an id is POST /admin/users's body (a create), a row with one is PUT /admin/users/{id}'s (an update): the same rules and messages. One transaction: one answer row per row, in the order sent, created or updated (with the user's id and username) or failed with the single route's field errors (errors, message) or its 404 message ('User not found'); a failed row writes nothing and the others go on. A username (any case) may appear once in a batch: a later row fails as taken. The counts of each status.",
        ...bearerSecurity,
        body: UserBatchInputSchema,
        response: { 200: successEnvelope(UserBatchResultSchema), ...errorResponses(401, 403, 413, 422) },
      },
    },
    async (request) => {
      const result = await service().saveMany(signedIn(request), request.body.rows);
      const { created, updated, failed } = result.counts;
      return ok(result, `${created} created, ${updated} updated, ${failed} failed.`);
    },
  );

  app.put(
    '/admin/users/:id',
    {
      onRequest: requireAdmin,
      schema: {
        tags,
        summary: 'Update a user with the admin user form (admins)',
        description: 'A blank password keeps the current one; a new one signs the user out everywhere.',
        ...bearerSecurity,
        params: IdParamSchema,
        body: UpdateAdminUserSchema,
        response: { 200: UserEnvelope, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) =>
      ok(
        await service().update(signedIn(request), request.params.id, request.body),
        ADMIN_USER_MESSAGES.updated,
      ),
  );

  app.delete(
    '/admin/users/:id',
    {
      onRequest: requireAdmin,
      schema: {
        tags,
        summary: "Delete a user (admins, not their own account); the user's sessions end at once",
        ...bearerSecurity,
        params: IdParamSchema,
        response: { 200: successEnvelope(z.null()), ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => {
      await service().remove(signedIn(request), request.params.id);
      return ok(null, ADMIN_USER_MESSAGES.deleted);
    },
  );

  app.put(
    '/admin/users/:id/permissions',
    {
      onRequest: requirePermission('grant_permission'),
      schema: {
        tags,
        summary: "Replace a user's permissions (admins and grant_permission holders)",
        description: 'Takes effect on the next request of the user.',
        ...bearerSecurity,
        params: IdParamSchema,
        body: UserPermissionsSchema,
        response: { 200: UserEnvelope, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) =>
      ok(
        await service().setPermissions(request.params.id, request.body.permission_ids),
        ADMIN_USER_MESSAGES.permissionsUpdated,
      ),
  );

  app.get(
    '/admin/permissions',
    {
      onRequest: requirePermission('view_permission'),
      schema: {
        tags,
        summary: 'Every permission with how many people hold it (admins and view_permission holders)',
        ...bearerSecurity,
        response: { 200: successEnvelope(z.array(PermissionWithCountSchema)), ...errorResponses(401, 403) },
      },
    },
    async () => ok(await service().permissions()),
  );
};
