import {
  type CourseSession,
  type SessionCreateInputSchema,
  type SessionListQuerySchema,
  type SessionUpdateInputSchema,
  type SessionUpdateResult,
  VALIDATION_MESSAGES,
  type Viewer,
} from '@campus/sdk';
import { and, count, eq, gte, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { UserActor } from '../../auth/actor.js';
import {
  loadCourseSessionFor,
  loadCourseSessionsFor,
  type ScopedCourseSession,
  SESSION_ACCESS_MESSAGES,
} from '../../authorization/course-session-access.js';
import type { Database } from '../../db/connect.js';
import { courseSessions } from '../../db/schema.js';
import { NotFoundError, ValidationError } from '../../errors.js';
import { sanitizeRichText } from '../shared/sanitize-html.js';
import { createGenerateSessions } from './generate.js';
import { createSessionRecordsService } from './records-service.js';
import {
  enrolledChildrenOf,
  findAttendance,
  findNotes,
  findRoster,
  findSessionImages,
  findSessions,
  toCourseSession,
  toSessionImage,
} from './repository.js';

export type SessionListQuery = z.output<typeof SessionListQuerySchema>;
export type SessionCreateInput = z.output<typeof SessionCreateInputSchema>;
export type SessionUpdateInput = z.output<typeof SessionUpdateInputSchema>;

/** Rich text as stored: sanitized, and null when nothing is left of it. */
export function storedRichText(html: string | null): string | null {
  if (html === null) return null;
  const clean = sanitizeRichText(html);
  return clean === '' ? null : clean;
}

/**
 * The students whose attendance and notes the viewer reads in a session: null for staff (everyone's), else
 * the viewer themself when enrolled and their enrolled children (spec section 6: parents see their children's
 * attendance and notes).
 */
async function readableStudents(db: Database, viewer: Viewer, scoped: ScopedCourseSession) {
  if (scoped.access.can.edit) return null;
  if (viewer === null) return [];
  const status = scoped.relation.enrollmentStatus;
  const own = status === 'enrolled' || status === 'completed' ? [viewer.id] : [];
  const children = scoped.relation.isParentOfEnrolled
    ? await enrolledChildrenOf(db, scoped.course.id, viewer.id)
    : [];
  return [...new Set([...own, ...children])];
}

/**
 * The sessions of a course (spec section 7 "Sessions"): read by the course's staff, its enrolled students
 * and their parents (loadCourseSessionsFor); added, edited, generated and deleted by its staff ('edit').
 */
export function createCourseSessionsService(db: Database, now: () => Date = () => new Date()) {
  /** GET /courses/{id}/sessions/{sessionId}: the session with what this viewer may read of it. */
  async function detail(viewer: Viewer, scoped: ScopedCourseSession): Promise<CourseSession> {
    const sessionId = scoped.session.id;
    const students = await readableStudents(db, viewer, scoped);
    const session = toCourseSession(scoped.session);
    session.images = (await findSessionImages(db, sessionId)).map(toSessionImage);
    session.attendance = await findAttendance(db, sessionId, students);
    session.notes = await findNotes(db, sessionId, students);
    if (students === null) session.roster = await findRoster(db, scoped.course.id);
    return session;
  }

  return {
    /** GET /courses/{id}/sessions: by date and start time; `status` and `date` filter. */
    async list(viewer: Viewer, courseId: number, query: SessionListQuery): Promise<CourseSession[]> {
      await loadCourseSessionsFor(db, viewer, courseId);
      const rows = await findSessions(db, courseId, query);
      return rows.map(toCourseSession);
    },

    /** POST /courses/{id}/sessions: one session added by hand. */
    async create(actor: UserActor, courseId: number, input: SessionCreateInput): Promise<CourseSession> {
      await loadCourseSessionsFor(db, actor, courseId, 'edit');
      const [row] = await db
        .insert(courseSessions)
        .values({
          courseId,
          sessionDate: input.session_date,
          startTime: input.start_time,
          endTime: input.end_time,
          agenda: storedRichText(input.agenda),
          summary: storedRichText(input.summary),
          status: input.status,
        })
        .returning();
      if (!row) throw new Error('Inserting the session returned no row');
      return toCourseSession(row);
    },

    async get(viewer: Viewer, courseId: number, sessionId: number): Promise<CourseSession> {
      return detail(viewer, await loadCourseSessionFor(db, viewer, courseId, sessionId));
    },

    /**
     * PUT /courses/{id}/sessions/{sessionId}. Agenda, summary and status change this session only; a time
     * change reaches this session ('single'), this and the course's later sessions by date ('future') or all
     * of the course's sessions ('all'). A change that would leave any reached session ending at or before
     * its start is refused whole (422).
     */
    async update(
      actor: UserActor,
      courseId: number,
      sessionId: number,
      input: SessionUpdateInput,
    ): Promise<SessionUpdateResult> {
      const scoped = await loadCourseSessionFor(db, actor, courseId, sessionId, 'edit');
      const own: Partial<typeof courseSessions.$inferInsert> = {};
      if (input.agenda !== undefined) own.agenda = storedRichText(input.agenda);
      if (input.summary !== undefined) own.summary = storedRichText(input.summary);
      if (input.status !== undefined) own.status = input.status;
      const times: { startTime?: string | null; endTime?: string | null } = {};
      if (input.start_time !== undefined) times.startTime = input.start_time;
      if (input.end_time !== undefined) times.endTime = input.end_time;

      const updatedCount = await db.transaction(async (tx) => {
        let reached = 1;
        if (times.startTime !== undefined || times.endTime !== undefined) {
          const scope = timeScope(input.update_type, scoped);
          const start =
            times.startTime !== undefined ? sql`${times.startTime}::text` : courseSessions.startTime;
          const end = times.endTime !== undefined ? sql`${times.endTime}::text` : courseSessions.endTime;
          const [inverted] = await tx
            .select({ n: count() })
            .from(courseSessions)
            .where(and(scope, sql`${end} <= ${start}`));
          if ((inverted?.n ?? 0) > 0) {
            throw ValidationError.field('end_time', VALIDATION_MESSAGES.sessionEndAfterStartTime);
          }
          const rows = await tx
            .update(courseSessions)
            .set({ ...times, updatedAt: sql`now()` })
            .where(scope)
            .returning({ id: courseSessions.id });
          reached = rows.length;
        }
        if (Object.keys(own).length > 0) {
          await tx
            .update(courseSessions)
            .set({ ...own, updatedAt: sql`now()` })
            .where(eq(courseSessions.id, sessionId));
        }
        return reached;
      });
      return {
        session: await detail(actor, await loadCourseSessionFor(db, actor, courseId, sessionId, 'edit')),
        updated_count: updatedCount,
      };
    },

    /** DELETE /courses/{id}/sessions/{sessionId}: its attendance, notes and image rows go with it (cascade). */
    async remove(actor: UserActor, courseId: number, sessionId: number): Promise<null> {
      await loadCourseSessionFor(db, actor, courseId, sessionId, 'edit');
      const deleted = await db
        .delete(courseSessions)
        .where(and(eq(courseSessions.id, sessionId), eq(courseSessions.courseId, courseId)))
        .returning({ id: courseSessions.id });
      if (deleted.length === 0) throw new NotFoundError(SESSION_ACCESS_MESSAGES.sessionNotFound);
      return null;
    },

    generate: createGenerateSessions(db),
    ...createSessionRecordsService(db, now),
  };
}

/** The sessions a time change reaches. */
function timeScope(
  updateType: SessionUpdateInput['update_type'],
  scoped: ScopedCourseSession,
): SQL | undefined {
  const ofCourse = eq(courseSessions.courseId, scoped.course.id);
  switch (updateType) {
    case 'single':
      return eq(courseSessions.id, scoped.session.id);
    case 'future':
      return and(ofCourse, gte(courseSessions.sessionDate, scoped.session.sessionDate));
    case 'all':
      return ofCourse;
  }
}

export type CourseSessionsService = ReturnType<typeof createCourseSessionsService>;
