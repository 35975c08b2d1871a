import {
  ApiError,
  COURSE_APPROVAL_TEXT,
  COURSE_MESSAGES,
  type Course,
  errorMessage,
  nextCourseDate,
  paths,
} from '@campus/sdk';
import { Alert, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link, Navigate, useLocation, useParams } from 'react-router-dom';
import { ErrorAlert } from '../../../components/error-alert';
import { RichHtml } from '../../../components/rich-html';
import { loginPathReturningTo } from '../../../lib/return-path';
import { useSession } from '../../../lib/session/session-context';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { CourseSessionsSection } from '../../course-sessions/components/course-sessions-section';
import { useLiveSeats } from '../../live';
import { CourseMessagesModal } from '../../messages/components/course-messages-modal';
import { MessageTeacherPanel } from '../../messages/components/message-teacher-panel';
import { mayMessageCourse } from '../../messages/lib/may-message-course';
import { useCourse } from '../api/get-course';
import { CourseDetailSkeleton } from '../components/course-detail-skeleton';
import { CourseFacts } from '../components/course-facts';
import { CoursePhoto } from '../components/course-photo';
import { CourseReview, mayReviewCourse } from '../components/course-review';
import { CourseStatusBadge } from '../components/course-status-badge';
import { EnrollmentActions } from '../components/enrollment-actions';
import { localToday } from '../lib/today';

/** An unpublished course's badge; a pending one also says what happens next (the reviewer sees the review). */
function StatusBadge({ course }: { course: Course }) {
  const { user } = useSession();
  const status = course.status;
  if (status === 'published') return null;
  return (
    <Stack gap="xs" align="flex-start">
      <CourseStatusBadge status={status} size="lg" />
      {status === 'pending' && !mayReviewCourse(user, course) && (
        <Alert color="yellow" variant="light" w="100%">
          {COURSE_APPROVAL_TEXT.pendingCourse}
        </Alert>
      )}
    </Stack>
  );
}

function CourseLinks({ course }: { course: Course }) {
  const abilities = course.abilities;
  const next = abilities?.view_sessions ? nextCourseDate(course, localToday()) : null;
  // The course's staff read its messages here too (spec section 6: owners, editors and the teacher).
  const [messagesOpen, setMessagesOpen] = useState(false);
  return (
    <Group gap="sm" wrap="wrap">
      <Button component={Link} to={paths.courses()} variant="default">
        Back to Courses
      </Button>
      {abilities?.edit && (
        <Button component={Link} to={paths.editCourse(course.id)} variant="light">
          Edit Course
        </Button>
      )}
      {next && (
        <Button component={Link} to={paths.courseSessionOnDate(course.id, next)} variant="light">
          View Next Session
        </Button>
      )}
      {abilities?.edit && (
        <Button variant="light" onClick={() => setMessagesOpen(true)}>
          Course Messages
        </Button>
      )}
      <CourseMessagesModal course={messagesOpen ? course : null} onClose={() => setMessagesOpen(false)} />
    </Group>
  );
}

function CourseDetail({ course }: { course: Course }) {
  const { user } = useSession();
  return (
    <Stack gap="xl">
      <Stack gap="md">
        <Card withBorder radius="md" padding={0}>
          <CoursePhoto course={course} size="large" height={{ base: 200, sm: 320 }} />
        </Card>
        <Title order={1} style={{ overflowWrap: 'anywhere' }}>
          {course.name}
        </Title>
        <StatusBadge course={course} />
        <CourseReview course={course} />
        {!course.teacher && (
          <Alert color="yellow" variant="light" title="No Teacher Assigned">
            This course does not have a teacher yet.
          </Alert>
        )}
      </Stack>

      <CourseFacts course={course} />

      <Stack gap="sm" component="section" aria-labelledby="course-about-heading">
        <Title order={2} size="h3" id="course-about-heading">
          About This Course
        </Title>
        {course.description?.trim() ? (
          <RichHtml html={course.description} headingOffset={2} />
        ) : (
          <Text c="dimmed">No description provided.</Text>
        )}
      </Stack>

      <EnrollmentActions course={course} />

      {course.abilities?.view_sessions && <CourseSessionsSection course={course} />}

      {mayMessageCourse(user, course) && <MessageTeacherPanel course={course} />}

      <CourseLinks course={course} />
    </Stack>
  );
}

function AccessDenied({ error }: { error: unknown }) {
  return (
    <Stack gap="md">
      <Title order={1}>Access Denied</Title>
      <ErrorAlert>{errorMessage(error, COURSE_MESSAGES.accessDenied)}</ErrorAlert>
      <Group>
        <Button component={Link} to={paths.dashboard()}>
          Go to Dashboard
        </Button>
      </Group>
    </Stack>
  );
}

function statusOf(error: unknown): number | null {
  return error instanceof ApiError ? error.status : null;
}

/**
 * /course/{id}: the course's detail (spec section 2). Failures follow spec section 8: 401 to /login,
 * 403 (after the public fallback) the reason with Go to Dashboard, 404 home, anything else
 * 'Course not found'.
 */
export function CoursePage() {
  const courseId = Number(useParams().id);
  const location = useLocation();
  const query = useCourse(courseId);
  // Places left stay current while the page is open (watched once the course has loaded).
  useLiveSeats('course', query.isSuccess ? courseId : undefined);
  const status = query.isError ? statusOf(query.error) : null;
  useDocumentTitle(query.data?.name ?? (status === 403 ? 'Access Denied' : 'Course Details'));

  if (query.isPending) return <CourseDetailSkeleton />;
  if (query.isSuccess) return <CourseDetail course={query.data} />;
  if (status === 401) return <Navigate to={loginPathReturningTo(location.pathname)} replace />;
  if (status === 403) return <AccessDenied error={query.error} />;
  if (status === 404) return <Navigate to={paths.home()} replace />;
  return (
    <Stack gap="md">
      <Title order={1}>Course Details</Title>
      <ErrorAlert>{COURSE_MESSAGES.notFound}</ErrorAlert>
      <Group>
        <Button component={Link} to={paths.courses()} variant="default">
          Back to Courses
        </Button>
      </Group>
    </Stack>
  );
}

export default CoursePage;
