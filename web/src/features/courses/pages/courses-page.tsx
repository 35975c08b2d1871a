import { COURSE_MESSAGES, COURSES_PAGE_SIZE, errorMessage, paths } from '@campus/sdk';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { ErrorAlert } from '../../../components/error-alert';
import { useSession } from '../../../lib/session/session-context';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { Pager } from '../../groups/components/pager';
import { useCoursePage } from '../api/get-courses';
import { CourseGrid, CourseGridSkeleton } from '../components/course-grid';

const TITLE = 'Available Courses';

/** The page number in ?page=, 1 when absent or not a positive whole number. */
function pageFrom(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page > 0 ? page : 1;
}

/** /courses: the published courses the viewer may see, 12 a page (spec section 2). */
export function CoursesPage() {
  useDocumentTitle(TITLE);
  const { isSignedIn } = useSession();
  const [params, setParams] = useSearchParams();
  const page = pageFrom(params);
  const query = useCoursePage(page, COURSES_PAGE_SIZE);

  const goTo = (next: number) => {
    setParams(next === 1 ? {} : { page: String(next) });
    window.scrollTo({ top: 0 });
  };

  let body: ReactNode;
  if (query.isPending) {
    body = <CourseGridSkeleton count={COURSES_PAGE_SIZE} label="Loading courses" />;
  } else if (query.isError) {
    body = <ErrorAlert>{errorMessage(query.error, COURSE_MESSAGES.loadFailed)}</ErrorAlert>;
  } else if (query.data.data.length === 0) {
    body = (
      <Stack align="center" gap={4} py="xl" ta="center">
        <Title order={2} size="h3">
          No Courses Available
        </Title>
        <Text c="dimmed">Check back later for new courses!</Text>
      </Stack>
    );
  } else {
    const { data, current_page, last_page, per_page, total } = query.data;
    const first = (current_page - 1) * per_page + 1;
    const last = first + data.length - 1;
    body = (
      <Stack gap="lg">
        <Text c="dimmed" size="sm" aria-live="polite">
          Showing {first}-{last} of {total} courses
        </Text>
        <CourseGrid courses={data} />
        <Pager current={current_page} last={last_page} onChange={goTo} label={`${TITLE} pages`} />
      </Stack>
    );
  }

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="center" wrap="wrap" gap="sm">
        <Title order={1}>{TITLE}</Title>
        {isSignedIn && (
          <Button component={Link} to={paths.createCourse()}>
            Create Course
          </Button>
        )}
      </Group>
      {body}
    </Stack>
  );
}

export default CoursesPage;
