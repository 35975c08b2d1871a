import { paths } from '@campus/sdk';
import { Anchor, Group, Stack, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { useCoursePage } from '../../courses/api/get-courses';
import { CourseGrid } from '../../courses/components/course-grid';

/** How many open courses the home page shows. */
export const HOME_COURSES_COUNT = 3;

/**
 * The next published courses (GET /courses answers only those, soonest first) under the upcoming events;
 * nothing while loading, on failure or when there are none, so the welcome never waits on them.
 */
export function OpenCourses() {
  const query = useCoursePage(1, HOME_COURSES_COUNT);
  const courses = query.data?.data ?? [];
  if (courses.length === 0) return null;
  return (
    <Stack gap="md" component="section" aria-labelledby="home-courses-heading" w="100%">
      <Group justify="space-between" align="center" wrap="wrap" gap="sm">
        <Title order={2} id="home-courses-heading">
          Open Courses
        </Title>
        <Anchor component={Link} to={paths.courses()} fw={500}>
          View All Courses
        </Anchor>
      </Group>
      <CourseGrid courses={courses.slice(0, HOME_COURSES_COUNT)} headingOrder={3} />
    </Stack>
  );
}
