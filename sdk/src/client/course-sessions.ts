import { z } from 'zod';
import type {
  AttendanceInput,
  GenerateSessionsInput,
  SessionCreateInput,
  SessionNoteInput,
  SessionUpdateInput,
} from '../rules/validation/course.js';
import type { ImageCaptionInput, ImageOrderInput } from '../rules/validation/image.js';
import {
  AttendanceSchema,
  CourseSessionSchema,
  GenerateSessionsResultSchema,
  SessionImageSchema,
  SessionNoteSchema,
  type SessionStatus,
  SessionUpdateResultSchema,
} from '../schemas/course-session.js';
import type { Transport } from './transport.js';

/**
 * Spec section 7 "Sessions": every call is nested under its course. Staff (owners, editors, teacher, admin)
 * manage; enrolled students and their parents read (their own or their children's attendance and notes).
 */
export function courseSessionsResource(transport: Transport) {
  const base = (courseId: number) => `/courses/${courseId}/sessions`;
  const one = (courseId: number, sessionId: number) => `${base(courseId)}/${sessionId}`;
  return {
    /** GET /courses/{id}/sessions: by date; `status` filters, `date` finds one day's session. */
    list: (courseId: number, options: { status?: SessionStatus; date?: string } = {}) =>
      transport.request('GET', base(courseId), {
        query: { status: options.status, date: options.date },
        schema: z.array(CourseSessionSchema),
      }),
    /** POST /courses/{id}/sessions (staff): one session added by hand. */
    create: (courseId: number, input: SessionCreateInput) =>
      transport.request('POST', base(courseId), { body: input, schema: CourseSessionSchema }),
    /** GET /courses/{id}/sessions/{sessionId}: with attendance, notes, images (and the roster for staff). */
    get: (courseId: number, sessionId: number) =>
      transport.request('GET', one(courseId, sessionId), { schema: CourseSessionSchema }),
    /** PUT (staff): agenda, summary, times, status; a time change applies per update_type. */
    update: (courseId: number, sessionId: number, input: SessionUpdateInput) =>
      transport.request('PUT', one(courseId, sessionId), { body: input, schema: SessionUpdateResultSchema }),
    remove: (courseId: number, sessionId: number) =>
      transport.request('DELETE', one(courseId, sessionId), { schema: z.null() }),
    /** POST /courses/{id}/sessions/generate (staff): the schedule's dates in the range (422 errors map). */
    generate: (courseId: number, input: GenerateSessionsInput) =>
      transport.request('POST', `${base(courseId)}/generate`, {
        body: input,
        schema: GenerateSessionsResultSchema,
      }),
    /** GET .../attendance/{studentId}: the student, their parents and staff. */
    attendance: (courseId: number, sessionId: number, studentId: number) =>
      transport.request('GET', `${one(courseId, sessionId)}/attendance/${studentId}`, {
        schema: AttendanceSchema.nullable(),
      }),
    /** PUT .../attendance/{studentId} (staff): mark an enrolled student. */
    markAttendance: (courseId: number, sessionId: number, studentId: number, input: AttendanceInput) =>
      transport.request('PUT', `${one(courseId, sessionId)}/attendance/${studentId}`, {
        body: input,
        schema: AttendanceSchema,
      }),
    addNote: (courseId: number, sessionId: number, input: SessionNoteInput) =>
      transport.request('POST', `${one(courseId, sessionId)}/notes`, {
        body: input,
        schema: SessionNoteSchema,
      }),
    updateNote: (courseId: number, sessionId: number, noteId: number, input: SessionNoteInput) =>
      transport.request('PUT', `${one(courseId, sessionId)}/notes/${noteId}`, {
        body: input,
        schema: SessionNoteSchema,
      }),
    removeNote: (courseId: number, sessionId: number, noteId: number) =>
      transport.request('DELETE', `${one(courseId, sessionId)}/notes/${noteId}`, { schema: z.null() }),
    /** GET .../images: in display order. */
    images: (courseId: number, sessionId: number) =>
      transport.request('GET', `${one(courseId, sessionId)}/images`, { schema: z.array(SessionImageSchema) }),
    /** POST multipart `images[i][file]`, `images[i][caption]` (staff): up to 10 of 5 MB. */
    uploadImages: (courseId: number, sessionId: number, form: FormData) =>
      transport.request('POST', `${one(courseId, sessionId)}/images`, {
        body: form,
        schema: z.array(SessionImageSchema),
      }),
    updateImageCaption: (courseId: number, sessionId: number, imageId: number, input: ImageCaptionInput) =>
      transport.request('PUT', `${one(courseId, sessionId)}/images/${imageId}`, {
        body: input,
        schema: SessionImageSchema,
      }),
    removeImage: (courseId: number, sessionId: number, imageId: number) =>
      transport.request('DELETE', `${one(courseId, sessionId)}/images/${imageId}`, { schema: z.null() }),
    reorderImages: (courseId: number, sessionId: number, input: ImageOrderInput) =>
      transport.request('PUT', `${one(courseId, sessionId)}/images/reorder`, {
        body: input,
        schema: z.array(SessionImageSchema),
      }),
  };
}
