import {
  AttendanceInputSchema,
  AttendanceSchema,
  CourseSessionSchema,
  GenerateSessionsInputSchema,
  GenerateSessionsResultSchema,
  IdParamSchema,
  idParam,
  SessionCreateInputSchema,
  SessionListQuerySchema,
  SessionNoteInputSchema,
  SessionNoteSchema,
  SessionUpdateInputSchema,
  SessionUpdateResultSchema,
  successEnvelope,
} from '@campus/sdk';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bearerSecurity, signedIn } from '../../auth/guards.js';
import { errorResponses, ok } from '../shared/envelope.js';
import { generatedMessage } from './generate.js';
import { removeSessionImageFiles, sessionImagesRoutes } from './image-routes.js';

const SessionParamsSchema = z.object({ id: idParam(), sessionId: idParam() });
const StudentParamsSchema = SessionParamsSchema.extend({ studentId: idParam() });
const NoteParamsSchema = SessionParamsSchema.extend({ noteId: idParam() });

/**
 * The sessions of a course (spec section 7 "Sessions"), every call nested under its course: staff (owners,
 * editors, the teacher, admins) manage them; enrolled students and their parents read them, with their own
 * or their children's attendance and notes. Images are in image-routes.ts (multipart in its own scope).
 */
export const courseSessionsRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['course sessions'];
  const service = () => app.services.courseSessions;

  app.get(
    '/courses/:id/sessions',
    {
      schema: {
        tags,
        summary: "A course's sessions by date and start time; `status` and `date` filter",
        description:
          'Staff, students whose enrollment is enrolled or completed, and their parents; others 403.',
        ...bearerSecurity,
        params: IdParamSchema,
        querystring: SessionListQuerySchema,
        response: {
          200: successEnvelope(z.array(CourseSessionSchema)),
          ...errorResponses(401, 403, 404, 422),
        },
      },
    },
    async (request) => ok(await service().list(signedIn(request), request.params.id, request.query)),
  );

  app.post(
    '/courses/:id/sessions',
    {
      schema: {
        tags,
        summary: 'Adds one session by hand; the course staff',
        ...bearerSecurity,
        params: IdParamSchema,
        body: SessionCreateInputSchema,
        response: { 201: successEnvelope(CourseSessionSchema), ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request, reply) => {
      const session = await service().create(signedIn(request), request.params.id, request.body);
      return reply.code(201).send(ok(session, 'Session created'));
    },
  );

  app.post(
    '/courses/:id/sessions/generate',
    {
      schema: {
        tags,
        summary: "Makes a session on each date of the course's schedule in the range; the course staff",
        description:
          "Dates that already have a session are skipped (201 with what was made; 200 with created 0 when nothing was new). 403 'You are not authorized to generate sessions for this course.' for anyone else who sees the course.",
        ...bearerSecurity,
        params: IdParamSchema,
        body: GenerateSessionsInputSchema,
        response: {
          200: successEnvelope(GenerateSessionsResultSchema),
          201: successEnvelope(GenerateSessionsResultSchema),
          ...errorResponses(401, 403, 404, 422),
        },
      },
    },
    async (request, reply) => {
      const result = await service().generate(signedIn(request), request.params.id, request.body);
      return reply.code(result.created > 0 ? 201 : 200).send(ok(result, generatedMessage(result)));
    },
  );

  app.get(
    '/courses/:id/sessions/:sessionId',
    {
      schema: {
        tags,
        summary: 'A session with its images, and the attendance and notes the caller may read',
        description:
          "Staff: every record and the roster of enrolled students. A student: their own attendance, and the session-wide notes and those about them. A parent: their enrolled children's.",
        ...bearerSecurity,
        params: SessionParamsSchema,
        response: { 200: successEnvelope(CourseSessionSchema), ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) =>
      ok(await service().get(signedIn(request), request.params.id, request.params.sessionId)),
  );

  app.put(
    '/courses/:id/sessions/:sessionId',
    {
      schema: {
        tags,
        summary: 'Edits agenda, summary, status (this session) and times (per update_type); the course staff',
        ...bearerSecurity,
        params: SessionParamsSchema,
        body: SessionUpdateInputSchema,
        response: {
          200: successEnvelope(SessionUpdateResultSchema),
          ...errorResponses(401, 403, 404, 422),
        },
      },
    },
    async (request) =>
      ok(
        await service().update(signedIn(request), request.params.id, request.params.sessionId, request.body),
        'Session updated',
      ),
  );

  app.delete(
    '/courses/:id/sessions/:sessionId',
    {
      schema: {
        tags,
        summary: 'Deletes a session with its attendance, notes and images; the course staff',
        ...bearerSecurity,
        params: SessionParamsSchema,
        response: { 200: successEnvelope(z.null()), ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => {
      const { id, sessionId } = request.params;
      await service().remove(signedIn(request), id, sessionId);
      // The rows are gone; files left behind by a failed removal are only disk, so it is logged, not an error.
      try {
        await removeSessionImageFiles(app.imageStore, id, sessionId);
      } catch (error) {
        request.log.warn(
          { err: error, sessionId },
          'the image files of a deleted session were not all removed',
        );
      }
      return ok(null, 'Session deleted');
    },
  );

  app.get(
    '/courses/:id/sessions/:sessionId/attendance/:studentId',
    {
      schema: {
        tags,
        summary: "A student's attendance in the session, or null; the student, their parents and staff",
        ...bearerSecurity,
        params: StudentParamsSchema,
        response: {
          200: successEnvelope(AttendanceSchema.nullable()),
          ...errorResponses(401, 403, 404, 422),
        },
      },
    },
    async (request) => {
      const { id, sessionId, studentId } = request.params;
      return ok(await service().attendanceOf(signedIn(request), id, sessionId, studentId));
    },
  );

  app.put(
    '/courses/:id/sessions/:sessionId/attendance/:studentId',
    {
      schema: {
        tags,
        summary: "Marks an enrolled student's attendance (created or replaced); the course staff",
        ...bearerSecurity,
        params: StudentParamsSchema,
        body: AttendanceInputSchema,
        response: { 200: successEnvelope(AttendanceSchema), ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => {
      const { id, sessionId, studentId } = request.params;
      return ok(
        await service().markAttendance(signedIn(request), id, sessionId, studentId, request.body),
        'Attendance saved',
      );
    },
  );

  app.post(
    '/courses/:id/sessions/:sessionId/notes',
    {
      schema: {
        tags,
        summary:
          'Adds a note about an enrolled student (user_id) or the whole session (null); the course staff',
        ...bearerSecurity,
        params: SessionParamsSchema,
        body: SessionNoteInputSchema,
        response: { 201: successEnvelope(SessionNoteSchema), ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request, reply) => {
      const { id, sessionId } = request.params;
      const note = await service().addNote(signedIn(request), id, sessionId, request.body);
      return reply.code(201).send(ok(note, 'Note added'));
    },
  );

  app.put(
    '/courses/:id/sessions/:sessionId/notes/:noteId',
    {
      schema: {
        tags,
        summary: 'Edits a note of the session; the course staff',
        ...bearerSecurity,
        params: NoteParamsSchema,
        body: SessionNoteInputSchema,
        response: { 200: successEnvelope(SessionNoteSchema), ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => {
      const { id, sessionId, noteId } = request.params;
      return ok(
        await service().updateNote(signedIn(request), id, sessionId, noteId, request.body),
        'Note updated',
      );
    },
  );

  app.delete(
    '/courses/:id/sessions/:sessionId/notes/:noteId',
    {
      schema: {
        tags,
        summary: 'Deletes a note of the session; the course staff',
        ...bearerSecurity,
        params: NoteParamsSchema,
        response: { 200: successEnvelope(z.null()), ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => {
      const { id, sessionId, noteId } = request.params;
      return ok(await service().removeNote(signedIn(request), id, sessionId, noteId), 'Note deleted');
    },
  );

  await app.register(sessionImagesRoutes);
};
