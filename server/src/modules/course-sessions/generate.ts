import {
  COURSE_MESSAGES,
  courseTimes,
  expandRecurrence,
  type GenerateSessionsInputSchema,
  type GenerateSessionsResult,
} from '@campus/sdk';
import { and, between, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { UserActor } from '../../auth/actor.js';
import { loadCourseFor } from '../../authorization/course-access.js';
import type { Database } from '../../db/connect.js';
import { courseSessions, courses } from '../../db/schema.js';
import { ForbiddenError, NotFoundError } from '../../errors.js';
import { toCourse } from '../courses/course-view.js';
import { toCourseSession } from './repository.js';

export type GenerateSessionsInput = z.output<typeof GenerateSessionsInputSchema>;

/** The answer's message: how many were made, or that every date of the range already had a session. */
export function generatedMessage(result: GenerateSessionsResult): string {
  if (result.created === 0) return 'No new sessions: every date in this range already has a session';
  return `Generated ${result.created} session${result.created === 1 ? '' : 's'}`;
}

/**
 * POST /courses/{id}/sessions/generate (spec sections 5 and 7): a session on every date of the course's
 * schedule in the range (the sdk's expandRecurrence, the one implementation), at the course's times (09:00
 * to 10:00 where it has none). A date that already has a session is skipped, so generating twice makes
 * nothing new. The course row is locked for the transaction: two generate calls at once wait for each other
 * instead of both inserting the same dates.
 */
export function createGenerateSessions(db: Database) {
  return async function generate(
    actor: UserActor,
    courseId: number,
    input: GenerateSessionsInput,
  ): Promise<GenerateSessionsResult> {
    const scoped = await loadCourseFor(db, actor, courseId, 'view');
    if (!scoped.access.can.edit) throw new ForbiddenError(COURSE_MESSAGES.generateSessionsForbidden);
    return db.transaction(async (tx) => {
      const [row] = await tx.select().from(courses).where(eq(courses.id, courseId)).for('update');
      if (!row) throw new NotFoundError(COURSE_MESSAGES.notFound);
      const course = toCourse(row, null);
      const dates = expandRecurrence(course, { from: input.start_date, to: input.end_date });
      const existing = await tx
        .select({ date: courseSessions.sessionDate })
        .from(courseSessions)
        .where(
          and(
            eq(courseSessions.courseId, courseId),
            between(courseSessions.sessionDate, input.start_date, input.end_date),
          ),
        );
      const taken = new Set(existing.map((session) => session.date));
      const fresh = dates.filter((date) => !taken.has(date));
      if (fresh.length === 0) return { created: 0, skipped: dates.length, sessions: [] };
      const times = courseTimes(course);
      const inserted = await tx
        .insert(courseSessions)
        .values(
          fresh.map((date) => ({
            courseId,
            sessionDate: date,
            startTime: times.start_time,
            endTime: times.end_time,
          })),
        )
        .returning();
      return {
        created: inserted.length,
        skipped: dates.length - fresh.length,
        sessions: inserted
          .sort((a, b) => a.sessionDate.localeCompare(b.sessionDate) || a.id - b.id)
          .map(toCourseSession),
      };
    });
  };
}
