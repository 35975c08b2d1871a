import {
  CONFIRMATION_MESSAGES,
  COURSE_MESSAGES,
  type Course,
  type CourseSession,
  formatDateLong,
  paths,
} from '@campus/sdk';
import { Anchor, Button, Card, Container, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { CalendarIcon, ClockIcon, PencilIcon, TrashIcon } from '../../../components/icons';
import { RichHtml } from '../../../components/rich-html';
import { SuccessAlert } from '../../../components/success-alert';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { SessionCheckinPanel } from '../../checkin/components/session-checkin-panel';
import { useDeleteSession } from '../api/mutations';
import { useCourseSession, useSessionCourse } from '../api/queries';
import { AttendanceRoster } from '../components/attendance-roster';
import { MyAttendance } from '../components/my-attendance';
import { SessionEditModal } from '../components/session-edit-modal';
import { SessionGallery } from '../components/session-gallery';
import { SessionLoadError, sessionLoadFailure } from '../components/session-load-error';
import { SessionNotes } from '../components/session-notes';
import { SessionStatusBadge } from '../components/session-status-badge';
import { sessionTimeText } from '../lib/session-text';

function RichSection({ title, html, empty }: { title: string; html: string | null; empty: string }) {
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-label={title}>
      <Title order={2} size="h4" mb="xs">
        {title}
      </Title>
      {html ? <RichHtml html={html} headingOffset={2} /> : <Text c="dimmed">{empty}</Text>}
    </Card>
  );
}

function SessionDetail({ course, session }: { course: Course; session: CourseSession }) {
  const navigate = useNavigate();
  const staff = course.abilities?.edit === true;
  const [editOpen, setEditOpen] = useState(false);
  const [deleteOpen, setDeleteOpen] = useState(false);
  const [saved, setSaved] = useState<string | null>(null);
  const remove = useDeleteSession(course.id, session.id);
  const date = formatDateLong(session.session_date);

  return (
    <Stack gap="lg">
      <Anchor component={Link} to={paths.course(course.id)} w="fit-content">
        <span aria-hidden>← </span>
        Back to Course
      </Anchor>
      <Stack gap={4}>
        <Text c="dimmed" fw={500}>
          {course.name}
        </Text>
        <Title order={1}>Session: {date}</Title>
      </Stack>
      <Group gap="lg" wrap="wrap">
        <Group gap={6}>
          <CalendarIcon />
          <Text>{date}</Text>
        </Group>
        <Group gap={6}>
          <ClockIcon />
          <Text>{sessionTimeText(session)}</Text>
        </Group>
        <SessionStatusBadge status={session.status} />
      </Group>
      {staff && (
        <Group gap="xs">
          <Button
            leftSection={<PencilIcon />}
            onClick={() => {
              setSaved(null);
              setEditOpen(true);
            }}
          >
            Edit Session
          </Button>
          <Button
            variant="light"
            color="red"
            leftSection={<TrashIcon />}
            onClick={() => {
              remove.reset();
              setDeleteOpen(true);
            }}
          >
            Delete Session
          </Button>
        </Group>
      )}
      <SuccessAlert onClose={() => setSaved(null)}>{saved}</SuccessAlert>

      <RichSection title="Agenda" html={session.agenda} empty="No agenda yet." />
      <RichSection title="Summary" html={session.summary} empty="No summary yet." />

      <SessionGallery
        courseId={course.id}
        sessionId={session.id}
        images={session.images ?? []}
        manager={staff}
      />

      {staff ? (
        <>
          <SessionCheckinPanel courseId={course.id} sessionId={session.id} />
          <AttendanceRoster
            courseId={course.id}
            sessionId={session.id}
            roster={session.roster ?? []}
            attendance={session.attendance ?? []}
          />
          <SessionNotes
            courseId={course.id}
            sessionId={session.id}
            notes={session.notes ?? []}
            roster={session.roster ?? []}
          />
        </>
      ) : (
        <MyAttendance attendance={session.attendance ?? []} />
      )}

      {staff && (
        <>
          <SessionEditModal
            courseId={course.id}
            session={session}
            opened={editOpen}
            onClose={() => setEditOpen(false)}
            onSaved={(count) => {
              setEditOpen(false);
              setSaved(count > 1 ? `Session updated (${count} sessions changed).` : 'Session updated.');
            }}
          />
          <ConfirmDialog
            opened={deleteOpen}
            title="Delete Session"
            confirmLabel="Delete"
            pending={remove.isPending}
            error={remove.isError ? COURSE_MESSAGES.deleteSessionFailed : null}
            onConfirm={() =>
              remove.mutate(undefined, {
                onSuccess: () => navigate(paths.course(course.id), { replace: true }),
              })
            }
            onClose={() => setDeleteOpen(false)}
          >
            Are you sure you want to delete the session of {date}? {CONFIRMATION_MESSAGES.cannotBeUndone}.
          </ConfirmDialog>
        </>
      )}
    </Stack>
  );
}

function SessionSkeleton() {
  return (
    <Stack gap="lg" aria-label="Loading session">
      <Skeleton height={16} width={120} />
      <Skeleton height={36} width="60%" />
      <Skeleton height={24} width="40%" />
      <Skeleton height={140} radius="md" />
    </Stack>
  );
}

/** Session Details (spec section 2): /course/{courseId}/session/{sessionId}. */
export function SessionPage() {
  const params = useParams();
  const courseId = Number(params.courseId);
  const sessionId = Number(params.sessionId);
  const course = useSessionCourse(courseId);
  const session = useCourseSession(courseId, sessionId);
  useDocumentTitle(session.data ? `Session ${formatDateLong(session.data.session_date)}` : 'Session Details');

  let body: ReactNode;
  if (course.isError) {
    body = (
      <SessionLoadError
        courseId={courseId}
        message={sessionLoadFailure(course.error, COURSE_MESSAGES.notFound)}
      />
    );
  } else if (session.isError) {
    body = (
      <SessionLoadError
        courseId={courseId}
        message={sessionLoadFailure(session.error, 'Session not found')}
      />
    );
  } else if (course.isPending || session.isPending) {
    body = <SessionSkeleton />;
  } else {
    body = <SessionDetail course={course.data} session={session.data} />;
  }
  return (
    <Container size="lg" py="xl">
      {body}
    </Container>
  );
}

export default SessionPage;
