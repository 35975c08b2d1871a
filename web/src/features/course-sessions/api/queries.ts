import type { SessionStatus } from '@campus/sdk';
import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '../../../lib/api-client';
import { courseSessionKeys } from './keys';

/**
 * GET /user/courses/{id}: the session pages are signed-in only, and this call answers as GET /courses/{id}
 * does and also reaches the drafts the viewer staffs, so no 404 precedes a retry (issue 18).
 */
export function useSessionCourse(courseId: number) {
  const client = useApiClient();
  return useQuery({
    queryKey: courseSessionKeys.course(courseId),
    queryFn: () => client.courses.getOwn(courseId),
  });
}

/** GET /courses/{id}/sessions, by status (the section's filter) or one date (the on-date page). */
export function useCourseSessions(
  courseId: number,
  filter: { status?: SessionStatus; date?: string },
  options: { enabled?: boolean } = {},
) {
  const client = useApiClient();
  return useQuery({
    queryKey: courseSessionKeys.list(courseId, filter),
    queryFn: () => client.courseSessions.list(courseId, filter),
    enabled: options.enabled ?? true,
  });
}

/** GET /courses/{id}/sessions/{sessionId}: with attendance, notes, images, and the roster for staff. */
export function useCourseSession(courseId: number, sessionId: number) {
  const client = useApiClient();
  return useQuery({
    queryKey: courseSessionKeys.detail(courseId, sessionId),
    queryFn: () => client.courseSessions.get(courseId, sessionId),
  });
}
