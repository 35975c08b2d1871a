import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '../../../lib/api-client';
import { myCourseKeys } from './keys';

/**
 * Each section has its own call, and a failing call reads as an empty list (spec section 2): one section's
 * outage must not blank the whole tab. (Catching here also means the query never retries.)
 */
function emptyOnError<T>(load: () => Promise<T>, empty: T): () => Promise<T> {
  return () => load().catch(() => empty);
}

/** GET /dashboard/courses: Courses I'm an owner, editing and teaching. */
export function useDashboardCourses() {
  const client = useApiClient();
  return useQuery({
    queryKey: myCourseKeys.dashboard(),
    queryFn: emptyOnError(() => client.courses.dashboard(), { owned: [], editing: [], teaching: [] }),
  });
}

/** GET /user/enrolled-courses: the user's enrollments (every status) with their courses. */
export function useEnrolledCourses() {
  const client = useApiClient();
  return useQuery({
    queryKey: myCourseKeys.enrolled(),
    queryFn: emptyOnError(() => client.courses.enrolled(), []),
  });
}

/** GET /user/recommended-courses. */
export function useRecommendedCourses() {
  const client = useApiClient();
  return useQuery({
    queryKey: myCourseKeys.recommended(),
    queryFn: emptyOnError(() => client.courses.recommended(), []),
  });
}

/** GET /user/children-courses: each row is a child's enrollment with the course and the child as `user`. */
export function useChildrenCourses() {
  const client = useApiClient();
  return useQuery({
    queryKey: myCourseKeys.children(),
    queryFn: emptyOnError(() => client.courses.children(), []),
  });
}

/** The approvers' section shows this many pending courses a page. */
export const PENDING_COURSES_PER_PAGE = 12;

/**
 * GET /admin/courses?status=pending (admins): every course awaiting approval, newest first. Unlike
 * the other sections a failure is shown, not read as an empty list: an empty list would say nothing waits.
 */
export function usePendingCourses(page: number, enabled: boolean) {
  const client = useApiClient();
  return useQuery({
    queryKey: myCourseKeys.pending(page),
    queryFn: () => client.adminCourses.list({ status: 'pending', page, per_page: PENDING_COURSES_PER_PAGE }),
    enabled,
  });
}

/** GET /admin/courses/{id}/users: owners, editors and the people who may be picked. */
export function useCourseUsers(courseId: number) {
  const client = useApiClient();
  return useQuery({
    queryKey: myCourseKeys.users(courseId),
    queryFn: () => client.adminCourses.users(courseId),
  });
}

/** GET /courses/{id}/enrollments: every enrollment of the course, with its user. */
export function useCourseEnrollments(courseId: number) {
  const client = useApiClient();
  return useQuery({
    queryKey: myCourseKeys.enrollments(courseId),
    queryFn: () => client.courses.enrollments(courseId),
  });
}
