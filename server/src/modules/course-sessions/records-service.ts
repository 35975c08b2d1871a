import type {
  Attendance,
  AttendanceInputSchema,
  SessionNote,
  SessionNoteInputSchema,
  Viewer,
} from '@campus/sdk';
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { UserActor } from '../../auth/actor.js';
import { loadCourseSessionFor } from '../../authorization/course-session-access.js';
import type { Database } from '../../db/connect.js';
import { attendance, sessionNotes } from '../../db/schema.js';
import { ForbiddenError, NotFoundError, ValidationError } from '../../errors.js';
import { sanitizeRichText } from '../shared/sanitize-html.js';
import { findAttendance, isParentOf, isSessionStudent, toSessionNote } from './repository.js';

export type AttendanceInput = z.output<typeof AttendanceInputSchema>;
export type SessionNoteInput = z.output<typeof SessionNoteInputSchema>;

export const SESSION_RECORD_MESSAGES = {
  notEnrolled: 'This student is not enrolled in this course',
  noteNotFound: 'Note not found',
  noteEmpty: 'Note text is required',
  attendanceForbidden: "You may only view your own or your children's attendance.",
} as const;

/**
 * Attendance and notes of a session (spec section 7 "Sessions"): the course's staff mark and write them;
 * a student reads their own, a parent their children's. Only students of the course (enrolled or completed)
 * are marked or noted: anyone else is a 422, so staff cannot attach records to arbitrary users.
 */
export function createSessionRecordsService(db: Database, now: () => Date = () => new Date()) {
  async function requireStudent(courseId: number, userId: number, field: string): Promise<void> {
    if (!(await isSessionStudent(db, courseId, userId))) {
      throw ValidationError.field(field, SESSION_RECORD_MESSAGES.notEnrolled);
    }
  }

  /** Notes are rich text shown as HTML to students and parents: stored sanitized. */
  function noteContent(content: string): string {
    const clean = sanitizeRichText(content);
    if (clean === '') throw ValidationError.field('content', SESSION_RECORD_MESSAGES.noteEmpty);
    return clean;
  }

  return {
    /** GET .../attendance/{studentId}: the student, their parents and staff; null when not marked. */
    async attendanceOf(
      viewer: Viewer,
      courseId: number,
      sessionId: number,
      studentId: number,
    ): Promise<Attendance | null> {
      const scoped = await loadCourseSessionFor(db, viewer, courseId, sessionId);
      const allowed =
        scoped.access.can.edit ||
        viewer?.id === studentId ||
        (viewer !== null &&
          scoped.relation.isParentOfEnrolled &&
          (await isParentOf(db, viewer.id, studentId)));
      if (!allowed) throw new ForbiddenError(SESSION_RECORD_MESSAGES.attendanceForbidden);
      const [record] = await findAttendance(db, sessionId, [studentId]);
      return record ?? null;
    },

    /** PUT .../attendance/{studentId} (staff): one record per student and session, created or replaced. */
    async markAttendance(
      actor: UserActor,
      courseId: number,
      sessionId: number,
      studentId: number,
      input: AttendanceInput,
    ): Promise<Attendance> {
      await loadCourseSessionFor(db, actor, courseId, sessionId, 'edit');
      await requireStudent(courseId, studentId, 'student_id');
      const fields = {
        status: input.status,
        notes: input.notes,
        arrivalTime: input.arrival_time,
        departureTime: input.departure_time,
      };
      // Present or late by hand counts as a check-in by hand, unless the student already checked in (their
      // own time and method stay); absent or excused clears the check-in.
      const attends = input.status === 'present' || input.status === 'late';
      const at = now().toISOString();
      await db
        .insert(attendance)
        .values({
          courseSessionId: sessionId,
          userId: studentId,
          ...fields,
          checkedInAt: attends ? at : null,
          checkinMethod: attends ? 'hand' : null,
        })
        .onConflictDoUpdate({
          target: [attendance.courseSessionId, attendance.userId],
          set: {
            ...fields,
            checkedInAt: attends ? sql`coalesce(${attendance.checkedInAt}, ${at}::timestamptz)` : null,
            checkinMethod: attends ? sql`coalesce(${attendance.checkinMethod}, 'hand')` : null,
            updatedAt: sql`now()`,
          },
        });
      const [record] = await findAttendance(db, sessionId, [studentId]);
      if (!record) throw new Error('The attendance just stored was not found');
      return record;
    },

    /** POST .../notes (staff): about one enrolled student, or the whole session (user_id null). */
    async addNote(
      actor: UserActor,
      courseId: number,
      sessionId: number,
      input: SessionNoteInput,
    ): Promise<SessionNote> {
      await loadCourseSessionFor(db, actor, courseId, sessionId, 'edit');
      if (input.user_id !== null) await requireStudent(courseId, input.user_id, 'user_id');
      const [row] = await db
        .insert(sessionNotes)
        .values({
          courseSessionId: sessionId,
          authorId: actor.id,
          studentId: input.user_id,
          content: noteContent(input.content),
        })
        .returning();
      if (!row) throw new Error('Inserting the note returned no row');
      return toSessionNote(row);
    },

    /** PUT .../notes/{noteId} (staff): a note of this session only (another session's is a 404). */
    async updateNote(
      actor: UserActor,
      courseId: number,
      sessionId: number,
      noteId: number,
      input: SessionNoteInput,
    ): Promise<SessionNote> {
      await loadCourseSessionFor(db, actor, courseId, sessionId, 'edit');
      if (input.user_id !== null) await requireStudent(courseId, input.user_id, 'user_id');
      const [row] = await db
        .update(sessionNotes)
        .set({ studentId: input.user_id, content: noteContent(input.content), updatedAt: sql`now()` })
        .where(and(eq(sessionNotes.id, noteId), eq(sessionNotes.courseSessionId, sessionId)))
        .returning();
      if (!row) throw new NotFoundError(SESSION_RECORD_MESSAGES.noteNotFound);
      return toSessionNote(row);
    },

    /** DELETE .../notes/{noteId} (staff). */
    async removeNote(actor: UserActor, courseId: number, sessionId: number, noteId: number): Promise<null> {
      await loadCourseSessionFor(db, actor, courseId, sessionId, 'edit');
      const deleted = await db
        .delete(sessionNotes)
        .where(and(eq(sessionNotes.id, noteId), eq(sessionNotes.courseSessionId, sessionId)))
        .returning({ id: sessionNotes.id });
      if (deleted.length === 0) throw new NotFoundError(SESSION_RECORD_MESSAGES.noteNotFound);
      return null;
    },
  };
}
