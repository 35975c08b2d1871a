import {
  CourseEnrollmentInputSchema,
  CourseEnrollmentSchema,
  EnrollmentBatchInputSchema,
  EnrollmentBatchResultSchema,
  EnrollmentSchema,
  IdParamSchema,
  successEnvelope,
  UserEnrollmentInputSchema,
} from '@campus/sdk';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bearerSecurity, signedIn } from '../../auth/guards.js';
import { seatsChangedAfterReply } from '../../live/seats-after-reply.js';
import { requireAdmin } from '../organizations/admin-guard.js';
import { errorResponses, ok } from '../shared/envelope.js';

const EnrollmentEnvelope = successEnvelope(EnrollmentSchema);
const RemoveStudentSchema = CourseEnrollmentInputSchema.pick({ user_id: true });
const RemoveCourseSchema = UserEnrollmentInputSchema.pick({ course_id: true });

/**
 * The admin enrollment calls (spec section 7 "Admin"): a course's students (its owners and admins) and a
 * student's courses (admins only). Registered by enrollmentsRoutes, in its context.
 */
export async function adminEnrollmentsRoutes(parent: FastifyInstance): Promise<void> {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const tags = ['enrollments', 'admin'];
  const service = () => app.services.enrollments;

  app.post(
    '/admin/courses/:id/enrollments',
    {
      config: { liveSeats: 'course' },
      schema: {
        tags,
        summary: 'Adds one student to a course (status enrolled by default)',
        description:
          "Owners of the course and admins (others 403 or 404). Owners may add members and coordinators of the groups they coordinate, admins any user; admins cannot be enrolled (422 on user_id); an unknown user is a 404. The same status again is a 409 ('This user is already enrolled in this course.'); a requested or rejected enrollment moves to the status sent. A place taken on a full course is a 409. Once the course's last day has passed nobody is enrolled or requested (422 'This course has ended: enrollment is closed.'); rejected or completed is still recorded.",
        ...bearerSecurity,
        params: IdParamSchema,
        body: CourseEnrollmentInputSchema,
        response: { 201: EnrollmentEnvelope, ...errorResponses(401, 403, 404, 409, 422) },
      },
    },
    async (request, reply) => {
      const enrollment = await service().addStudent(signedIn(request), request.params.id, request.body);
      return reply.code(201).send(ok(enrollment, 'Student added'));
    },
  );

  app.post(
    '/admin/courses/:id/enrollments/batch',
    {
      schema: {
        tags,
        summary: 'Enrolls up to 1,000 students in a course in one call (the CLI enrolling a CSV)',
        description:
          "Who may call it and who may be added as for the single add (owners of the course and admins; others 403 or 404). Body { user_ids }: 1 to 1,000 whole ids, repeats folded (else 422 on user_ids). One transaction with the course locked: one row per distinct id in the order sent, enrolled, unchanged ('This user is already enrolled in this course.') or failed with the single add's refusal ('User not found', 'Admins cannot be enrolled', 'You can only add students from the groups you coordinate.', 'This course has ended: enrollment is closed.' for the rest once the course's last day has passed, 'This course is full.' for the rows past the last place), and the counts. A requested or rejected enrollment moves to enrolled.",
        ...bearerSecurity,
        params: IdParamSchema,
        body: EnrollmentBatchInputSchema,
        response: {
          200: successEnvelope(EnrollmentBatchResultSchema),
          ...errorResponses(401, 403, 404, 422),
        },
      },
    },
    async (request) => {
      const result = await service().addStudents(signedIn(request), request.params.id, request.body.user_ids);
      // Watchers of the course's places hear once per batch, and only when a place was taken.
      if (result.counts.enrolled > 0) seatsChangedAfterReply(request, 'course', request.params.id);
      const { enrolled, unchanged, failed } = result.counts;
      return ok(result, `${enrolled} enrolled, ${unchanged} unchanged, ${failed} failed.`);
    },
  );

  app.delete(
    '/admin/courses/:id/enrollments',
    {
      config: { liveSeats: 'course' },
      schema: {
        tags,
        summary: "Removes a student's enrollment (any status) from a course",
        description:
          "Owners of the course and admins; no enrollment is a 404 ('This user is not enrolled in this course.').",
        ...bearerSecurity,
        params: IdParamSchema,
        body: RemoveStudentSchema,
        response: { 200: successEnvelope(z.null()), ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => {
      await service().removeStudent(signedIn(request), request.params.id, request.body.user_id);
      return ok(null, 'Student removed');
    },
  );

  app.get(
    '/admin/users/:id/enrollments',
    {
      onRequest: requireAdmin,
      schema: {
        tags,
        summary: "A student's enrollments, each with its course (admins)",
        ...bearerSecurity,
        params: IdParamSchema,
        response: { 200: successEnvelope(z.array(CourseEnrollmentSchema)), ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => ok(await service().userEnrollments(signedIn(request), request.params.id)),
  );

  app.post(
    '/admin/users/:id/enrollments',
    {
      onRequest: requireAdmin,
      schema: {
        tags,
        summary: 'Add Course: enrolls the student in a published course (admins)',
        description:
          "Only published courses that have not ended (422 on course_id: 'This course has ended: enrollment is closed.' once its last day has passed, for enrolled or requested); the same status again is a 409; a full course is a 409; admins cannot be enrolled (422).",
        ...bearerSecurity,
        params: IdParamSchema,
        body: UserEnrollmentInputSchema,
        response: { 201: EnrollmentEnvelope, ...errorResponses(401, 403, 404, 409, 422) },
      },
    },
    async (request, reply) => {
      const enrollment = await service().addUserEnrollment(
        signedIn(request),
        request.params.id,
        request.body,
      );
      seatsChangedAfterReply(request, 'course', enrollment.course_id);
      return reply.code(201).send(ok(enrollment, 'Course added'));
    },
  );

  app.delete(
    '/admin/users/:id/enrollments',
    {
      onRequest: requireAdmin,
      schema: {
        tags,
        summary: 'Removes a course from the student (admins)',
        ...bearerSecurity,
        params: IdParamSchema,
        body: RemoveCourseSchema,
        response: { 200: successEnvelope(z.null()), ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => {
      await service().removeUserEnrollment(signedIn(request), request.params.id, request.body.course_id);
      seatsChangedAfterReply(request, 'course', request.body.course_id);
      return ok(null, 'Course removed');
    },
  );
}
