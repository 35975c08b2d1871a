import type { Course, CourseStatus } from '@campus/sdk';
import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '../../../lib/api-client';
import { adminCourseKeys } from './admin-courses-list';

/** The largest page GET /admin/courses gives, and how many of them a picker reads at most. */
const OPTIONS_PER_PAGE = 200;
const OPTIONS_MAX_PAGES = 25;

/**
 * Every course of a status (or of all), for the Enrollments tab's course pickers: GET /admin/courses page
 * after page, 200 at a time. A school has hundreds of courses, not tens of thousands; the cap keeps a
 * runaway list from loading forever.
 */
export function useAdminCourseOptions(status: CourseStatus | 'all') {
  const client = useApiClient();
  return useQuery({
    queryKey: adminCourseKeys.options(status),
    queryFn: async (): Promise<Course[]> => {
      const courses: Course[] = [];
      for (let page = 1; page <= OPTIONS_MAX_PAGES; page++) {
        const answer = await client.adminCourses.list({
          page,
          per_page: OPTIONS_PER_PAGE,
          status: status === 'all' ? undefined : status,
        });
        courses.push(...answer.data);
        if (answer.current_page >= answer.last_page) break;
      }
      return courses.sort((a, b) => a.name.localeCompare(b.name) || a.id - b.id);
    },
  });
}
