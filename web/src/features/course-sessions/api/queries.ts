import { ApiError, type SessionStatus } from '@campus/sdk';
import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '../../../lib/api-client';
import { courseSessionKeys } from './keys';

/** GET /courses/{id}; a 404 there retries GET /user/courses/{id}, which reaches the viewer's own drafts. */
export function useSessionCourse(courseId: number) {
  const client = useApiClient();
  return useQuery({
    queryKey: courseSessionKeys.course(courseId),
    queryFn: async () => {
      try {
        return await client.courses.get(courseId);
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return client.courses.getOwn(courseId);
        throw error;
      }
    },
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
