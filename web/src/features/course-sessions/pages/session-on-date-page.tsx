import {
  COURSE_MESSAGES,
  type Course,
  type CourseSession,
  formatDateLong,
  isCalendarDate,
  paths,
} from '@campus/sdk';
import { Anchor, Button, Card, Container, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router-dom';
import { ErrorAlert } from '../../../components/error-alert';
import { ClockIcon } from '../../../components/icons';
import { RichHtml } from '../../../components/rich-html';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useCourseSessions, useSessionCourse } from '../api/queries';
import { ScheduleOnDate } from '../components/schedule-on-date';
import { sessionLoadFailure } from '../components/session-load-error';
import { SessionStatusBadge } from '../components/session-status-badge';
import { sessionTimeText } from '../lib/session-text';

/** That day's session: its times, status and agenda, and the way to its full page. */
function SessionOfTheDay({ course, session }: { course: Course; session: CourseSession }) {
  return (
    <Stack gap="md">
      <Group gap="lg" wrap="wrap">
        <Group gap={6}>
          <ClockIcon />
          <Text>{sessionTimeText(session)}</Text>
        </Group>
        <SessionStatusBadge status={session.status} />
      </Group>
      <Card withBorder radius="md" padding="md" component="section" aria-labelledby="session-agenda-heading">
        <Title order={2} size="h4" mb="xs" id="session-agenda-heading">
          Agenda
        </Title>
        {session.agenda ? (
          <RichHtml html={session.agenda} headingOffset={2} />
        ) : (
          <Text c="dimmed">No agenda yet.</Text>
        )}
      </Card>
      <Group>
        <Button component={Link} to={paths.courseSession(course.id, session.id)}>
          Open Session
        </Button>
      </Group>
    </Stack>
  );
}

function OnDateSkeleton() {
  return (
    <Stack gap="md" role="status" aria-label="Loading session">
      <Skeleton height={16} width={160} />
      <Skeleton height={36} width="60%" />
      <Skeleton height={120} radius="md" />
    </Stack>
  );
}

/**
 * /course/{id}/session/date/{date} (View Next Session, and the calendars' course dates): the session of
 * that day, or a clear word that there is none, with what the course's schedule says of the day.
 */
export function SessionOnDatePage() {
  const params = useParams();
  const courseId = Number(params.id);
  const date = params.date ?? '';
  const validDate = isCalendarDate(date);
  const course = useSessionCourse(courseId);
  const sessions = useCourseSessions(courseId, { date }, { enabled: validDate });
  const session = sessions.data?.find((candidate) => candidate.session_date === date);
  useDocumentTitle(validDate ? `Session ${formatDateLong(date)}` : 'Session');

  let body: ReactNode;
  if (!validDate) {
    body = <ErrorAlert>'{date}' is not a date.</ErrorAlert>;
  } else if (course.isError || sessions.isError) {
    body = (
      <ErrorAlert>{sessionLoadFailure(course.error ?? sessions.error, COURSE_MESSAGES.notFound)}</ErrorAlert>
    );
  } else if (course.isPending || sessions.isPending) {
    body = <OnDateSkeleton />;
  } else {
    body = (
      <Stack gap="lg">
        <Stack gap={4}>
          <Text c="dimmed" fw={500}>
            {course.data.name}
          </Text>
          <Title order={1}>Session on {formatDateLong(date)}</Title>
        </Stack>
        {session ? (
          <SessionOfTheDay course={course.data} session={session} />
        ) : (
          <Stack gap="sm">
            <Text fw={500}>No session is scheduled on {formatDateLong(date)}.</Text>
            <ScheduleOnDate course={course.data} date={date} />
          </Stack>
        )}
      </Stack>
    );
  }
  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <Anchor component={Link} to={paths.course(courseId)} w="fit-content">
          <span aria-hidden>← </span>
          Back to Course
        </Anchor>
        {body}
      </Stack>
    </Container>
  );
}

export default SessionOnDatePage;
