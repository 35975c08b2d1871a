import type { Course, CourseStatus } from '@campus/sdk';
import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '../../../lib/api-client';
import { adminCourseKeys } from './admin-courses-list';

/** The largest page GET /admin/courses gives, and how many of them a picker reads at most. */
const OPTIONS_PER_PAGE = 200;
const OPTIONS_MAX_PAGES = 25;

/**
 * Every course of a status (or of all), for the Enrollments tab's course pickers: GET /admin/courses, 200
 * at a time. A school has hundreds of courses, not tens of thousands; the cap keeps a
 * runaway list from loading forever.
 */
export function useAdminCourseOptions(status: CourseStatus | 'all') {
  const client = useApiClient();
  return useQuery({
    queryKey: adminCourseKeys.options(status),
    queryFn: async (): Promise<Course[]> => {
      const ask = (page: number) =>
        client.adminCourses.list({
          page,
          per_page: OPTIONS_PER_PAGE,
          status: status === 'all' ? undefined : status,
        });
      // The first page says how many there are; the others are asked for together.
      const first = await ask(1);
      const pages = Math.min(first.last_page, OPTIONS_MAX_PAGES);
      const rest = await Promise.all(Array.from({ length: pages - 1 }, (_, index) => ask(index + 2)));
      const courses = [first, ...rest].flatMap((answer) => answer.data);
      return courses.sort((a, b) => a.name.localeCompare(b.name) || a.id - b.id);
    },
  });
}
