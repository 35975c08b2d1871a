import { ENROLLMENT_MESSAGES, type Viewer } from '@campus/sdk';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/connect.js';
import { courseSessions, sessionImages } from '../db/schema.js';
import { ForbiddenError, NotFoundError } from '../errors.js';
import { loadCourseFor, type ScopedCourse } from './course-access.js';

export type CourseSessionRow = typeof courseSessions.$inferSelect;
export type SessionImageRow = typeof sessionImages.$inferSelect;

/** 'view': read the sessions (staff, enrolled students, their parents); 'edit': the course's staff. */
export type SessionNeed = 'view' | 'edit';

export const SESSION_ACCESS_MESSAGES = {
  sessionNotFound: 'Session not found',
  imageNotFound: 'Image not found',
} as const;

export interface ScopedCourseSession extends ScopedCourse {
  session: CourseSessionRow;
}

export interface ScopedSessionImage extends ScopedCourseSession {
  image: SessionImageRow;
}

/**
 * Who reads a course's sessions (spec section 2 "Course detail", section 6): its staff, students whose
 * enrollment is enrolled or completed, and parents of such students. A requested or rejected enrollment
 * sees the course but not its sessions.
 */
export function seesSessions({ relation, access }: ScopedCourse): boolean {
  const enrolled = relation.enrollmentStatus === 'enrolled' || relation.enrollmentStatus === 'completed';
  return access.can.edit || enrolled || relation.isParentOfEnrolled;
}

/**
 * The course, for a call on its sessions: 404/403 as loadCourseFor answers; then 'view' needs sight of the
 * sessions (403 'You must be enrolled in this course to view its sessions.') and 'edit' the course's staff.
 */
export async function loadCourseSessionsFor(
  db: Database,
  viewer: Viewer,
  courseId: number,
  need: SessionNeed = 'view',
): Promise<ScopedCourse> {
  const scoped = await loadCourseFor(db, viewer, courseId, need);
  if (need === 'view' && !seesSessions(scoped)) throw new ForbiddenError(ENROLLMENT_MESSAGES.sessionsHidden);
  return scoped;
}

/**
 * A session, looked up under its course: first the course scoped to the viewer (404 or 403 as above, before
 * the session id is looked at, so a session id tells nothing to someone who may not read the sessions), then
 * the session among that course's sessions only; a session of another course is a 404.
 */
export async function loadCourseSessionFor(
  db: Database,
  viewer: Viewer,
  courseId: number,
  sessionId: number,
  need: SessionNeed = 'view',
): Promise<ScopedCourseSession> {
  const scoped = await loadCourseSessionsFor(db, viewer, courseId, need);
  const [session] = await db
    .select()
    .from(courseSessions)
    .where(and(eq(courseSessions.id, sessionId), eq(courseSessions.courseId, courseId)))
    .limit(1);
  if (!session) throw new NotFoundError(SESSION_ACCESS_MESSAGES.sessionNotFound);
  return { ...scoped, session };
}

/** An image, looked up under its session under its course; an image of another session is a 404. */
export async function loadSessionImageFor(
  db: Database,
  viewer: Viewer,
  courseId: number,
  sessionId: number,
  imageId: number,
  need: SessionNeed = 'view',
): Promise<ScopedSessionImage> {
  const scoped = await loadCourseSessionFor(db, viewer, courseId, sessionId, need);
  const [image] = await db
    .select()
    .from(sessionImages)
    .where(and(eq(sessionImages.id, imageId), eq(sessionImages.courseSessionId, sessionId)))
    .limit(1);
  if (!image) throw new NotFoundError(SESSION_ACCESS_MESSAGES.imageNotFound);
  return { ...scoped, image };
}
