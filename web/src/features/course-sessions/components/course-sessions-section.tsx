import {
  ApiError,
  type Course,
  type CourseSession,
  formatDateLong,
  type GenerateSessionsResult,
  paths,
  SESSION_MESSAGES,
} from '@campus/sdk';
import { Button, Card, Group, Select, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { ErrorAlert } from '../../../components/error-alert';
import { SuccessAlert } from '../../../components/success-alert';
import { useCourseSessions } from '../api/queries';
import { isSessionStatus, SESSION_STATUS_FILTERS, sessionTimeText } from '../lib/session-text';
import { GenerateSessionsModal } from './generate-sessions-modal';
import { SessionStatusBadge } from './session-status-badge';

export interface CourseSessionsSectionProps {
  /** The course as GET /courses/{id} answers it (abilities decide what shows). */
  course: Course;
}

/** A 403 (a requested or rejected enrollment) says the server's reason; anything else the fallback. */
function listFailure(error: unknown): string {
  if (error instanceof ApiError && error.status === 403 && error.message) return error.message;
  return SESSION_MESSAGES.loadSessionsFailed;
}

function generatedText(result: GenerateSessionsResult): string {
  const made = `${result.created} session${result.created === 1 ? '' : 's'} created`;
  return result.skipped > 0 ? `${made}; ${result.skipped} date(s) already had a session.` : `${made}.`;
}

function SessionRow({ courseId, session }: { courseId: number; session: CourseSession }) {
  return (
    <Card component={Link} to={paths.courseSession(courseId, session.id)} withBorder radius="md" padding="sm">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <div>
          <Text fw={600}>{formatDateLong(session.session_date)}</Text>
          <Text size="sm" c="dimmed">
            {sessionTimeText(session)}
          </Text>
        </div>
        <SessionStatusBadge status={session.status} />
      </Group>
    </Card>
  );
}

/**
 * The course page's sessions (spec section 2): the list with its status filter and links to each session,
 * and for staff Generate Sessions. Mounted only when `course.abilities.view_sessions`.
 */
export function CourseSessionsSection({ course }: CourseSessionsSectionProps) {
  const [filter, setFilter] = useState('all');
  const [generateOpen, setGenerateOpen] = useState(false);
  const [generated, setGenerated] = useState<string | null>(null);
  const status = isSessionStatus(filter) ? filter : undefined;
  const sessions = useCourseSessions(course.id, { status });
  const staff = course.abilities?.edit === true;

  return (
    <Stack gap="sm" component="section" aria-labelledby="course-sessions-heading">
      <Group justify="space-between" align="flex-end" gap="sm">
        <Title order={2} size="h3" id="course-sessions-heading">
          Sessions
        </Title>
        <Group gap="sm" align="flex-end">
          <Select
            label="Status"
            data={SESSION_STATUS_FILTERS.map(({ value, label }) => ({ value, label }))}
            value={filter}
            onChange={(value) => setFilter(value ?? 'all')}
            allowDeselect={false}
            w={170}
          />
          {staff && (
            <Button
              onClick={() => {
                setGenerated(null);
                setGenerateOpen(true);
              }}
            >
              Generate Sessions
            </Button>
          )}
        </Group>
      </Group>

      <SuccessAlert onClose={() => setGenerated(null)}>{generated}</SuccessAlert>

      {sessions.isPending ? (
        <Stack gap="xs" aria-label="Loading sessions">
          <Skeleton height={64} radius="md" />
          <Skeleton height={64} radius="md" />
        </Stack>
      ) : sessions.isError ? (
        <ErrorAlert>{listFailure(sessions.error)}</ErrorAlert>
      ) : sessions.data.length === 0 ? (
        <Text c="dimmed">{status ? 'No sessions with this status.' : 'No sessions scheduled yet.'}</Text>
      ) : (
        <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {sessions.data.map((session) => (
            <li key={session.id}>
              <SessionRow courseId={course.id} session={session} />
            </li>
          ))}
        </Stack>
      )}

      {staff && (
        <GenerateSessionsModal
          courseId={course.id}
          opened={generateOpen}
          onClose={() => setGenerateOpen(false)}
          onGenerated={(result) => {
            setGenerateOpen(false);
            setGenerated(generatedText(result));
          }}
        />
      )}
    </Stack>
  );
}
