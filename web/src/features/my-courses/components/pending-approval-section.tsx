import {
  ADMIN_MESSAGES,
  COURSE_APPROVAL_TEXT,
  type Course,
  canApproveCourses,
  courseDecisionToast,
  errorMessage,
} from '@campus/sdk';
import { Badge, Button, Group, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type ReactNode, useState } from 'react';
import { ErrorAlert } from '../../../components/error-alert';
import { useSession } from '../../../lib/session/session-context';
import { Pager } from '../../groups/components/pager';
import { useDecideCourse } from '../api/mutations';
import { usePendingCourses } from '../api/queries';
import { CourseCardList, CourseGridSkeleton } from './course-card-group';

const HEADING_ID = 'pending-approval-heading';

function DecisionButtons({
  course,
  deciding,
  onDecide,
}: {
  course: Course;
  /** The course a decision is being sent for, if any. */
  deciding: number | undefined;
  onDecide: (course: Course, status: 'published' | 'draft') => void;
}) {
  const busy = deciding !== undefined;
  return (
    <>
      <Button
        size="xs"
        loading={deciding === course.id}
        disabled={busy && deciding !== course.id}
        aria-label={`Approve ${course.name}`}
        onClick={() => onDecide(course, 'published')}
      >
        Approve
      </Button>
      <Button
        size="xs"
        variant="default"
        disabled={busy}
        aria-label={`Reject ${course.name}`}
        onClick={() => onDecide(course, 'draft')}
      >
        Reject
      </Button>
    </>
  );
}

/**
 * 'Courses awaiting approval' (admins, sdk canApproveCourses): every pending course, as dashboard cards
 * with Approve (published) and Reject (draft), until the admin panel's Courses tab lists them. Nothing for
 * anyone else.
 */
export function PendingApprovalSection() {
  const { user } = useSession();
  const approver = canApproveCourses(user);
  const [page, setPage] = useState(1);
  const pending = usePendingCourses(page, approver);
  const decide = useDecideCourse();
  if (!approver) return null;

  const onDecide = (course: Course, status: 'published' | 'draft') =>
    decide.mutate(
      { course, status },
      {
        onSuccess: (saved) => {
          notifications.show({ color: 'green', message: courseDecisionToast(saved.name, saved.status) });
          // The list shrinks: a page left empty moves back one.
          if (pending.data && pending.data.data.length === 1 && page > 1) setPage(page - 1);
        },
      },
    );

  const data = pending.data;
  let body: ReactNode;
  if (pending.isPending)
    body = <CourseGridSkeleton label={`Loading ${COURSE_APPROVAL_TEXT.awaitingTitle}`} />;
  else if (pending.isError)
    body = <ErrorAlert>{errorMessage(pending.error, ADMIN_MESSAGES.loadFailed)}</ErrorAlert>;
  else
    body = (
      <CourseCardList
        empty={COURSE_APPROVAL_TEXT.noneAwaiting}
        items={(data?.data ?? []).map((course) => ({
          key: course.id,
          course,
          actions: (
            <DecisionButtons
              course={course}
              deciding={decide.isPending ? decide.variables?.course.id : undefined}
              onDecide={onDecide}
            />
          ),
        }))}
      />
    );

  return (
    <Stack gap="sm" component="section" aria-labelledby={HEADING_ID}>
      <Group gap="xs">
        <Title order={3} id={HEADING_ID}>
          {COURSE_APPROVAL_TEXT.awaitingTitle}
        </Title>
        {data && (
          <Badge variant="light" color="gray" aria-hidden>
            {data.total}
          </Badge>
        )}
      </Group>
      <Text size="sm" c="dimmed">
        Approve publishes a course; Reject returns it to its owners as a draft.
      </Text>
      {decide.isError && (
        <ErrorAlert>{errorMessage(decide.error, ADMIN_MESSAGES.updateCourseStatusFailed)}</ErrorAlert>
      )}
      {body}
      {data && (
        <Pager
          current={data.current_page}
          last={data.last_page}
          onChange={setPage}
          label="Courses awaiting approval pages"
        />
      )}
    </Stack>
  );
}
