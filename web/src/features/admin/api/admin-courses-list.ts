import type { CourseStatus } from '@campus/sdk';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useApiClient } from '../../../lib/api-client';

/** How many courses a page of the Courses tab holds. */
export const ADMIN_COURSES_PER_PAGE = 25;

/** What the Courses tab's status filter holds: one status, or every course. */
export type AdminCourseStatusFilter = CourseStatus | 'all';

/**
 * Query keys of the admin panel's course lists. They sit under ['courses'], the root every course feature
 * uses, so Approve, Publish, Delete and the enrollment calls of My Courses (which invalidate ['courses'])
 * refresh them too.
 */
export const adminCourseKeys = {
  all: ['courses', 'admin'] as const,
  lists: () => [...adminCourseKeys.all, 'list'] as const,
  list: (status: AdminCourseStatusFilter, page: number) =>
    [...adminCourseKeys.lists(), status, page] as const,
  count: (status: CourseStatus) => [...adminCourseKeys.all, 'count', status] as const,
  options: (status: CourseStatus | 'all') => [...adminCourseKeys.all, 'options', status] as const,
};

/** GET /admin/courses: one page of every course (newest first), optionally of one status. */
export function useAdminCourses(status: AdminCourseStatusFilter, page: number) {
  const client = useApiClient();
  return useQuery({
    queryKey: adminCourseKeys.list(status, page),
    queryFn: () =>
      client.adminCourses.list({
        page,
        per_page: ADMIN_COURSES_PER_PAGE,
        status: status === 'all' ? undefined : status,
      }),
    // The table keeps the page it shows while the next one loads, rather than flashing skeletons.
    placeholderData: keepPreviousData,
  });
}

/** How many courses have a status (GET /admin/courses with one row): the filter's 'Pending Approval (3)'. */
export function useAdminCourseCount(status: CourseStatus) {
  const client = useApiClient();
  return useQuery({
    queryKey: adminCourseKeys.count(status),
    queryFn: async () => (await client.adminCourses.list({ status, page: 1, per_page: 1 })).total,
  });
}
