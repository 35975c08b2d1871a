import {
  ApiError,
  ATTENDANCE_STATUS_LABELS,
  CHECKIN_MESSAGES,
  type CheckinResult,
  errorMessage,
  formatDateLong,
  formatTime12h,
  paths,
} from '@campus/sdk';
import { Alert, Anchor, Badge, Card, Container, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useCheckIn } from '../api/mutations';
import { checkinTime } from '../components/checkin-text';

const FAILED = 'Check-in failed. Please try again.';

/** Where the result links back to: the session's page, or the event's. */
function placeOf(result: CheckinResult): { to: string; label: string } {
  return result.target === 'session' && result.course_id !== null
    ? { to: paths.courseSession(result.course_id, result.id), label: 'Go to the session' }
    : { to: paths.event(result.id), label: 'Go to the event' };
}

function Checked({ result, message }: { result: CheckinResult; message: string }) {
  const place = placeOf(result);
  const late = result.status === 'late';
  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="sm">
        <Group gap="sm">
          <Title order={1} size="h2">
            {late ? 'Checked in (late)' : 'Checked in'}
          </Title>
          <Badge color={late ? 'orange' : 'green'} size="lg" variant="light">
            {ATTENDANCE_STATUS_LABELS[late ? 'late' : 'present']}
          </Badge>
        </Group>
        <Alert color={late ? 'orange' : 'green'} variant="light" role="status">
          {message}
        </Alert>
        <Text fw={600}>{result.title}</Text>
        <Text>
          {formatDateLong(result.date)}
          {result.start_time ? ` at ${formatTime12h(result.start_time)}` : ''}
        </Text>
        <Text c="dimmed" size="sm">
          Checked in {checkinTime(result.checked_in_at)}
        </Text>
        <Anchor component={Link} to={place.to} w="fit-content">
          {place.label}
        </Anchor>
      </Stack>
    </Card>
  );
}

function Refused({ error }: { error: unknown }) {
  const already =
    error instanceof ApiError && error.status === 409 && error.message === CHECKIN_MESSAGES.already;
  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="sm">
        <Title order={1} size="h2">
          {already ? 'Already checked in' : 'Could not check you in'}
        </Title>
        <Alert color={already ? 'blue' : 'red'} variant="light" role="alert">
          {errorMessage(error, FAILED)}
        </Alert>
        <Anchor component={Link} to={paths.dashboard()} w="fit-content">
          Go to your dashboard
        </Anchor>
      </Stack>
    </Card>
  );
}

/**
 * /checkin/:code: opening the link checks the signed-in user in (guests are sent to sign in first by the
 * route guard, and come back here). The call is made once per visit, even when React runs effects twice.
 */
export default function CheckinPage() {
  const { code = '' } = useParams();
  useDocumentTitle('Check-in');
  const checkIn = useCheckIn();
  const sent = useRef<string | null>(null);
  useEffect(() => {
    if (sent.current === code) return;
    sent.current = code;
    checkIn.mutate(code);
  }, [code, checkIn.mutate]);

  return (
    <Container size="sm" py="xl">
      {checkIn.isSuccess ? (
        <Checked
          result={checkIn.data}
          message={
            checkIn.data.status === 'late' ? CHECKIN_MESSAGES.checkedInLate : CHECKIN_MESSAGES.checkedIn
          }
        />
      ) : checkIn.isError ? (
        <Refused error={checkIn.error} />
      ) : (
        <Group gap="sm" role="status" aria-label="Checking you in">
          <Loader size="sm" />
          <Text>Checking you in…</Text>
        </Group>
      )}
    </Container>
  );
}
