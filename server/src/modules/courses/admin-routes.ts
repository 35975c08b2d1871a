import {
  AdminCourseListQuerySchema,
  CourseEditorsInputSchema,
  CourseOwnersInputSchema,
  CourseSchema,
  CourseStatusInputSchema,
  CourseUsersSchema,
  IdParamSchema,
  paged,
  successEnvelope,
} from '@campus/sdk';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bearerSecurity, signedIn } from '../../auth/guards.js';
import { ForbiddenError } from '../../errors.js';
import { errorResponses, ok } from '../shared/envelope.js';

const CourseEnvelope = successEnvelope(CourseSchema);
const UsersEnvelope = successEnvelope(CourseUsersSchema);

/** Route hook: admins only (403 for others), before the query is validated. */
async function requireAdmin(request: FastifyRequest): Promise<void> {
  if (!signedIn(request).is_admin) throw new ForbiddenError();
}

/** The admin course calls of spec section 7; the per-course ones also serve the course's owners. */
export const courseAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['admin courses'];
  const service = () => app.services.courses;

  app.get(
    '/admin/courses',
    {
      onRequest: requireAdmin,
      schema: {
        tags,
        summary: 'Every course, newest first, optionally of one status (admins)',
        ...bearerSecurity,
        querystring: AdminCourseListQuerySchema,
        response: { 200: successEnvelope(paged(CourseSchema)), ...errorResponses(401, 403, 422) },
      },
    },
    async (request) => ok(await service().adminList(signedIn(request), request.query)),
  );

  app.get(
    '/admin/courses/:id',
    {
      schema: {
        tags,
        summary: 'A course with its owners, editors and enrollments (owners and admins)',
        ...bearerSecurity,
        params: IdParamSchema,
        response: { 200: CourseEnvelope, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => ok(await service().adminGet(signedIn(request), request.params.id)),
  );

  app.put(
    '/admin/courses/:id/status',
    {
      schema: {
        tags,
        summary: "Sets a course's status: publish, unpublish, approve, reject (owners and admins)",
        description: "An owner without create_course who asks for 'published' gets 'pending'.",
        ...bearerSecurity,
        params: IdParamSchema,
        body: CourseStatusInputSchema,
        response: { 200: CourseEnvelope, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) =>
      ok(
        await service().setStatus(signedIn(request), request.params.id, request.body),
        'Course status updated',
      ),
  );

  app.get(
    '/admin/courses/:id/users',
    {
      schema: {
        tags,
        summary: "A course's owners and editors, and whom the viewer may pick (owners and admins)",
        description:
          'Candidates: the members and coordinators of the groups the viewer coordinates, and the viewer if they hold create_course; admins: every non-admin user.',
        ...bearerSecurity,
        params: IdParamSchema,
        response: { 200: UsersEnvelope, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => ok(await service().users(signedIn(request), request.params.id)),
  );

  app.put(
    '/admin/courses/:id/owners',
    {
      schema: {
        tags,
        summary: "Replaces a course's owners (owners and admins); at least one",
        description:
          "Candidates and the current owners and editors only (422 'Choose only people from the groups you coordinate').",
        ...bearerSecurity,
        params: IdParamSchema,
        body: CourseOwnersInputSchema,
        response: { 200: UsersEnvelope, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) =>
      ok(
        await service().setOwners(signedIn(request), request.params.id, request.body),
        'Saved. You can close the modal.',
      ),
  );

  app.put(
    '/admin/courses/:id/editors',
    {
      schema: {
        tags,
        summary: "Replaces a course's editors (owners and admins); may be empty",
        description:
          "Candidates and the current owners and editors only (422 'Choose only people from the groups you coordinate').",
        ...bearerSecurity,
        params: IdParamSchema,
        body: CourseEditorsInputSchema,
        response: { 200: UsersEnvelope, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) =>
      ok(
        await service().setEditors(signedIn(request), request.params.id, request.body),
        'Saved. You can close the modal.',
      ),
  );
};
