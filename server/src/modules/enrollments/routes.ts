import {
  CourseEnrollmentSchema,
  EnrollmentDecisionInputSchema,
  EnrollmentListQuerySchema,
  EnrollmentSchema,
  IdParamSchema,
  idParam,
  successEnvelope,
} from '@campus/sdk';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bearerSecurity, signedIn } from '../../auth/guards.js';
import { errorResponses, ok } from '../shared/envelope.js';
import { adminEnrollmentsRoutes } from './admin-routes.js';

const EnrollmentEnvelope = successEnvelope(EnrollmentSchema);
const CourseEnrollmentsEnvelope = successEnvelope(z.array(CourseEnrollmentSchema));
const DecisionParamsSchema = z.object({ id: idParam(), userId: idParam() });
const managers =
  'Owners of the course and admins; editors, teachers and other viewers of the course get 403, anyone who cannot see it 404.';

/** Spec section 7 "Courses": joining and leaving a course, the owners' enrollment list and decisions. */
export const enrollmentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['enrollments'];
  const service = () => app.services.enrollments;

  app.post(
    '/courses/:id/enroll',
    {
      config: { liveSeats: 'course' },
      schema: {
        tags,
        summary: 'Enrolls the signed-in user, or requests to join when the course needs approval',
        description:
          "The course must be published and public, or private and sharing a group with the user (else 403 'This course is not open for enrollment.'). An existing enrollment is a 409 (enrolled, requested, or rejected: a rejected user cannot request again); a course whose last day has passed is a 422 ('This course has ended: enrollment is closed.'); a full course is a 409 ('This course is full.').",
        ...bearerSecurity,
        params: IdParamSchema,
        response: { 201: EnrollmentEnvelope, ...errorResponses(401, 403, 404, 409, 422) },
      },
    },
    async (request, reply) => {
      const { data, message } = await service().enroll(signedIn(request), request.params.id);
      return reply.code(201).send(ok(data, message));
    },
  );

  app.post(
    '/courses/:id/unenroll',
    {
      config: { liveSeats: 'course' },
      schema: {
        tags,
        summary: "Unenroll, or Cancel Request: removes the user's enrolled or requested enrollment",
        description:
          'A rejected enrollment stays (409); without an enrollment, 404. Message: unenrolled or request cancelled.',
        ...bearerSecurity,
        params: IdParamSchema,
        response: { 200: successEnvelope(z.null()), ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request) => ok(null, await service().unenroll(signedIn(request), request.params.id)),
  );

  app.get(
    '/courses/:id/enrollments',
    {
      schema: {
        tags,
        summary: "A course's enrollments with their users, by status then name; `status` filters",
        description: managers,
        ...bearerSecurity,
        params: IdParamSchema,
        querystring: EnrollmentListQuerySchema,
        response: { 200: successEnvelope(z.array(EnrollmentSchema)), ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => ok(await service().list(signedIn(request), request.params.id, request.query.status)),
  );

  app.put(
    '/courses/:id/enrollments/:userId/status',
    {
      config: { liveSeats: 'course' },
      schema: {
        tags,
        summary: "Approves (enrolled) or rejects a user's enrollment",
        description: `Approving checks the places left (409 when full) and is refused once the course's last day has passed (422 'This course has ended: enrollment is closed.'; rejecting is not). A user without an enrollment in this course is a 404. ${managers}`,
        ...bearerSecurity,
        params: DecisionParamsSchema,
        body: EnrollmentDecisionInputSchema,
        response: { 200: EnrollmentEnvelope, ...errorResponses(401, 403, 404, 409, 422) },
      },
    },
    async (request) => {
      const { data, message } = await service().decide(
        signedIn(request),
        request.params.id,
        request.params.userId,
        request.body.status,
      );
      return ok(data, message);
    },
  );

  app.get(
    '/user/enrolled-courses',
    {
      schema: {
        tags,
        summary: "The signed-in user's enrollments (every status), each with its course",
        ...bearerSecurity,
        response: { 200: CourseEnrollmentsEnvelope, ...errorResponses(401) },
      },
    },
    async (request) => ok(await service().enrolledCourses(signedIn(request))),
  );

  app.get(
    '/user/children-courses',
    {
      schema: {
        tags,
        summary:
          "The enrollments of the signed-in user's children, each with its course and the child as user",
        ...bearerSecurity,
        response: { 200: CourseEnrollmentsEnvelope, ...errorResponses(401) },
      },
    },
    async (request) => ok(await service().childrenCourses(signedIn(request))),
  );

  await adminEnrollmentsRoutes(app);
};
