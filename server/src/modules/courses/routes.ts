import {
  CourseListQuerySchema,
  CourseSchema,
  DashboardCoursesSchema,
  IdParamSchema,
  paged,
  successEnvelope,
} from '@campus/sdk';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bearerSecurity, signedIn } from '../../auth/guards.js';
import {
  cachedGuestPage,
  guestCoursesPageKey,
  JSON_TYPE,
  serializedAnswer,
} from '../../plugins/guest-page-cache.js';
import { errorResponses, ok } from '../shared/envelope.js';
import { courseAdminRoutes } from './admin-routes.js';
import { courseEditingRoutes } from './editing-routes.js';
import { coursePhotoRoutes } from './photo-routes.js';

const CourseEnvelope = successEnvelope(CourseSchema);
const CoursesEnvelope = successEnvelope(z.array(CourseSchema));
const CoursePageEnvelope = successEnvelope(paged(CourseSchema));

/**
 * The courses endpoints of spec section 7: browsing here; the form (editing-routes.ts), its photo upload
 * (photo-routes.ts, multipart in its own scope) and the admin course calls (admin-routes.ts).
 */
export const coursesRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['courses'];
  const service = () => app.services.courses;

  await app.register(courseEditingRoutes);
  await app.register(coursePhotoRoutes);
  await app.register(courseAdminRoutes);

  app.get(
    '/courses',
    {
      config: { public: true },
      schema: {
        tags,
        summary: 'A page of the published courses the viewer may see, soonest first (12 a page)',
        description:
          "Guests: public courses. Signed in: also the private courses of the viewer's groups and those they staff or are enrolled in. Admins: every published course. Each carries the viewer's enrollment_status.",
        querystring: CourseListQuerySchema,
        response: { 200: CoursePageEnvelope, ...errorResponses(422) },
      },
    },
    async (request, reply) => {
      const cache = app.guestPageCache;
      if (!cache || request.actor) return ok(await service().list(request.actor ?? null, request.query));
      // A guest: one page fits every guest (published public courses), kept as the text sent (see
      // plugins/guest-page-cache.ts) and emptied by every write request.
      const json = await cachedGuestPage(cache, guestCoursesPageKey(request.query), async () =>
        serializedAnswer(reply, ok(await service().list(null, request.query))),
      );
      // The type provider types send() by the response schema; this text is that schema's encoding.
      return reply.type(JSON_TYPE).send(json as never);
    },
  );

  app.get(
    '/courses/:id',
    {
      config: { public: true },
      schema: {
        tags,
        summary: 'A published course the viewer may see, with owners, editors, groups and abilities',
        description:
          "Unpublished courses: 404 'Course not found' (their staff use /user/courses/{id}). A private course outside the viewer's groups: 403 'Access denied: You do not have permission to view this course'.",
        params: IdParamSchema,
        response: { 200: CourseEnvelope, ...errorResponses(403, 404, 422) },
      },
    },
    async (request) => ok(await service().get(request.actor ?? null, request.params.id)),
  );

  app.get(
    '/public/courses/:id',
    {
      config: { public: true },
      schema: {
        tags,
        summary: 'A published public course as a guest sees it (the fallback on 403)',
        description: "Anything else: 404 'Course not found'. No viewer-specific fields.",
        params: IdParamSchema,
        response: { 200: CourseEnvelope, ...errorResponses(404, 422) },
      },
    },
    async (request) => ok(await service().getPublic(request.params.id)),
  );

  app.get(
    '/user/courses/:id',
    {
      schema: {
        tags,
        summary:
          "The signed-in user's view of a course, which also reaches the courses they staff in any status",
        ...bearerSecurity,
        params: IdParamSchema,
        response: { 200: CourseEnvelope, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => ok(await service().getOwn(signedIn(request), request.params.id)),
  );

  app.get(
    '/user/courses',
    {
      schema: {
        tags,
        summary: 'The courses the user owns, any status',
        ...bearerSecurity,
        response: { 200: CoursesEnvelope, ...errorResponses(401) },
      },
    },
    async (request) => ok(await service().owned(signedIn(request))),
  );

  app.get(
    '/user/recommended-courses',
    {
      schema: {
        tags,
        summary: "Published private courses of the user's groups that they have no enrollment in",
        ...bearerSecurity,
        response: { 200: CoursesEnvelope, ...errorResponses(401) },
      },
    },
    async (request) => ok(await service().recommended(signedIn(request))),
  );

  app.get(
    '/dashboard/courses',
    {
      schema: {
        tags,
        summary: "My Courses: the courses I'm an owner of, editing and teaching (any status)",
        ...bearerSecurity,
        response: { 200: successEnvelope(DashboardCoursesSchema), ...errorResponses(401) },
      },
    },
    async (request) => ok(await service().dashboard(signedIn(request))),
  );
};
