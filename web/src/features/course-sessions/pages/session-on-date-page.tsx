import { formatDateLong, paths } from '@campus/sdk';
import { Anchor, Container, Stack, Text, Title } from '@mantine/core';
import { type ReactNode, useEffect } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { PageLoader } from '../../../components/page-loader';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useCourseSessions } from '../api/queries';
import { SessionLoadError, sessionLoadFailure } from '../components/session-load-error';

/**
 * /course/{id}/session/date/{date} (View Next Session): finds that day's session and replaces itself with
 * its page; says so when the day has none.
 */
export function SessionOnDatePage() {
  const params = useParams();
  const courseId = Number(params.id);
  const date = params.date ?? '';
  const navigate = useNavigate();
  const sessions = useCourseSessions(courseId, { date });
  const found = sessions.data?.find((session) => session.session_date === date) ?? sessions.data?.[0];
  useDocumentTitle('Next Session');

  useEffect(() => {
    if (found) navigate(paths.courseSession(courseId, found.id), { replace: true });
  }, [found, courseId, navigate]);

  let body: ReactNode;
  if (sessions.isError) {
    body = (
      <SessionLoadError
        courseId={courseId}
        message={sessionLoadFailure(sessions.error, 'Course not found')}
      />
    );
  } else if (sessions.isPending || found) {
    body = <PageLoader />;
  } else {
    body = (
      <Stack gap="md" align="flex-start">
        <Title order={1}>Next Session</Title>
        <Text>No session is scheduled on {formatDateLong(date)}.</Text>
        <Anchor component={Link} to={paths.course(courseId)}>
          Back to Course
        </Anchor>
      </Stack>
    );
  }
  return (
    <Container size="lg" py="xl">
      {body}
    </Container>
  );
}

export default SessionOnDatePage;
