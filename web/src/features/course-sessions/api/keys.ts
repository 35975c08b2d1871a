import type { SessionStatus } from '@campus/sdk';

/** Query keys of the course-sessions feature; every session change invalidates `courseSessionKeys.all`. */
export const courseSessionKeys = {
  all: ['course-sessions'] as const,
  /** The course a session page shows (GET /courses/{id}, or /user/courses/{id} for its own draft). */
  course: (courseId: number) => [...courseSessionKeys.all, 'course', courseId] as const,
  list: (courseId: number, filter: { status?: SessionStatus; date?: string }) =>
    [...courseSessionKeys.all, 'list', courseId, filter] as const,
  detail: (courseId: number, sessionId: number) =>
    [...courseSessionKeys.all, 'detail', courseId, sessionId] as const,
};
