import {
  CourseInputSchema,
  CourseSchema,
  CourseTeacherOptionSchema,
  IdParamSchema,
  successEnvelope,
} from '@campus/sdk';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bearerSecurity, signedIn } from '../../auth/guards.js';
import { errorResponses, ok } from '../shared/envelope.js';

const CourseEnvelope = successEnvelope(CourseSchema);

/** The course form (spec sections 5 and 7): create, update, delete, and the teacher choices. */
export const courseEditingRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['courses'];
  const service = () => app.services.courses;

  app.get(
    '/courses/teachers',
    {
      schema: {
        tags,
        summary: "The course form's teacher choices",
        description:
          'Admins and create_course holders: the non-admin users holding create_course. Others: an empty list (they leave the teacher empty).',
        ...bearerSecurity,
        response: { 200: successEnvelope(z.array(CourseTeacherOptionSchema)), ...errorResponses(401) },
      },
    },
    async (request) => ok(await service().teachers(signedIn(request))),
  );

  app.post(
    '/courses',
    {
      schema: {
        tags,
        summary: 'Creates a course (any signed-in user); the creator is its first owner',
        description:
          "Every rule of spec section 5 (422 with field errors). action 'draft' saves a draft; 'publish' publishes for admins and create_course holders and asks for approval (pending) for others. teacher_id: one of GET /courses/teachers, or empty. A private course's groups must be groups the creator coordinates (admins: any). The description is sanitized when stored.",
        ...bearerSecurity,
        body: CourseInputSchema,
        response: { 201: CourseEnvelope, ...errorResponses(401, 422) },
      },
    },
    async (request, reply) => {
      const course = await service().create(signedIn(request), request.body);
      return reply.code(201).send(ok(course, 'Course created'));
    },
  );

  app.put(
    '/courses/:id',
    {
      config: { liveSeats: 'course' },
      schema: {
        tags,
        summary: "Replaces a course's fields and groups (admins, owners, editors, teacher)",
        description:
          "As POST /courses; 'update' keeps the status (a published course edited by someone without create_course goes back to pending). A user without create_course may keep the current teacher. Groups already on the course may stay.",
        ...bearerSecurity,
        params: IdParamSchema,
        body: CourseInputSchema,
        response: { 200: CourseEnvelope, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) =>
      ok(await service().update(signedIn(request), request.params.id, request.body), 'Course updated'),
  );

  app.delete(
    '/courses/:id',
    {
      schema: {
        tags,
        summary: 'Deletes a course with its sessions and enrollments (owners and admins)',
        ...bearerSecurity,
        params: IdParamSchema,
        response: { 200: successEnvelope(z.null()), ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => ok(await service().remove(signedIn(request), request.params.id), 'Course deleted'),
  );
};
