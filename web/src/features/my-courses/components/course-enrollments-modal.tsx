import {
  CONFIRMATION_MESSAGES,
  COURSE_MESSAGES,
  type Course,
  EMPTY_STATE_MESSAGES,
  type Enrollment,
  enrollmentBadge,
  errorMessage,
  formatDateShort,
} from '@campus/sdk';
import { Badge, Button, Group, Modal, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { useEffect, useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { ActionsHeader, DataTable } from '../../../components/data-table';
import { ErrorAlert } from '../../../components/error-alert';
import { StaffWaitlist } from '../../waitlist';
import { useDecideEnrollment, useRemoveStudent } from '../api/mutations';
import { useCourseEnrollments } from '../api/queries';
import { AddStudentsModal } from './add-students-modal';
import { MY_COURSES_TEXT, personName } from './messages';

/** The message after Approve or Reject of an enrollment request. */
export function enrollmentDecisionToast(name: string, status: 'enrolled' | 'rejected'): string {
  return status === 'enrolled' ? `Enrolled ${name}` : `Rejected the request of ${name}`;
}

interface CourseEnrollmentsModalProps {
  course: Course | null;
  onClose: () => void;
}

/** The course enrollments modal: enrolled students (Remove, Add Student) and pending requests (Approve, Reject). */
export function CourseEnrollmentsModal({ course, onClose }: CourseEnrollmentsModalProps) {
  const phone = useMediaQuery('(max-width: 48em)');
  // While a dialog opened from this one is up, Escape belongs to that dialog alone (Mantine's modals
  // each listen for it, so both would close).
  const [nestedOpen, setNestedOpen] = useState(false);
  return (
    <Modal
      opened={course !== null}
      onClose={onClose}
      closeOnEscape={!nestedOpen}
      title={course ? `Enrollments: ${course.name}` : 'Enrollments'}
      size="xl"
      fullScreen={phone}
      centered
    >
      {course && <CourseEnrollmentsPanel key={course.id} course={course} onNestedChange={setNestedOpen} />}
    </Modal>
  );
}

function studentName(enrollment: Enrollment): string {
  return enrollment.user ? personName(enrollment.user) : `User ${enrollment.user_id}`;
}

function sinceText(enrollment: Enrollment): string {
  return enrollment.enrolled_at ? formatDateShort(enrollment.enrolled_at.slice(0, 10)) : '—';
}

const ignoreNested = () => {};

/**
 * The modal's content, also shown on its own (the admin panel's Enrollments tab, by course): enrolled
 * students with Remove and Add Student, and pending requests with Approve and Reject.
 */
export function CourseEnrollmentsPanel({
  course,
  onNestedChange = ignoreNested,
}: {
  course: Course;
  /** Told while a dialog opened from the panel is up (the modal then leaves Escape to that dialog). */
  onNestedChange?: (open: boolean) => void;
}) {
  const enrollments = useCourseEnrollments(course.id);
  const decide = useDecideEnrollment(course.id);
  const remove = useRemoveStudent(course.id);
  const [failure, setFailure] = useState<string | null>(null);
  const [removing, setRemoving] = useState<Enrollment | null>(null);
  const [adding, setAdding] = useState(false);
  const nestedOpen = adding || removing !== null;
  useEffect(() => {
    onNestedChange(nestedOpen);
    return () => onNestedChange(false);
  }, [nestedOpen, onNestedChange]);

  if (enrollments.isPending) {
    return (
      <Stack gap="sm" role="status" aria-label="Loading course enrollments">
        <Skeleton height={36} />
        <Skeleton height={36} />
        <Skeleton height={36} />
      </Stack>
    );
  }
  if (enrollments.isError) return <ErrorAlert>{COURSE_MESSAGES.loadEnrollmentsFailed}</ErrorAlert>;

  const enrolled = enrollments.data.filter((row) => row.status === 'enrolled' || row.status === 'completed');
  const pending = enrollments.data.filter((row) => row.status === 'requested');
  const deciding = decide.isPending ? decide.variables?.userId : undefined;

  const answer = (row: Enrollment, status: 'enrolled' | 'rejected') => {
    setFailure(null);
    decide.mutate(
      { userId: row.user_id, status },
      {
        onSuccess: () =>
          notifications.show({ color: 'green', message: enrollmentDecisionToast(studentName(row), status) }),
        onError: (error) =>
          setFailure(
            errorMessage(
              error,
              status === 'enrolled'
                ? COURSE_MESSAGES.approveEnrollmentFailed
                : COURSE_MESSAGES.rejectEnrollmentFailed,
            ),
          ),
      },
    );
  };
  const closeRemove = () => {
    remove.reset();
    setRemoving(null);
  };

  return (
    <Stack gap="lg">
      <ErrorAlert>{failure}</ErrorAlert>
      <Stack gap="xs" component="section" aria-labelledby="enrolled-students-heading">
        <Group justify="space-between" align="center">
          <Title order={3} size="h4" id="enrolled-students-heading">
            Enrolled Students
          </Title>
          <Button size="xs" onClick={() => setAdding(true)}>
            Add Student
          </Button>
        </Group>
        {enrolled.length === 0 ? (
          <Text c="dimmed">{EMPTY_STATE_MESSAGES.noStudentsEnrolled}</Text>
        ) : (
          <DataTable
            minWidth={520}
            striped
            verticalSpacing="xs"
            aria-labelledby="enrolled-students-heading"
            head={
              <>
                <Table.Th>Student</Table.Th>
                <Table.Th>Status</Table.Th>
                <Table.Th>Since</Table.Th>
                <ActionsHeader />
              </>
            }
          >
            {enrolled.map((row) => (
              <Table.Tr key={row.id}>
                <Table.Td>
                  {studentName(row)}
                  {row.user && (
                    <Text span c="dimmed" size="sm">
                      {` (${row.user.username})`}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>
                  <Badge
                    variant="light"
                    color={row.status === 'completed' ? 'blue' : 'green'}
                    style={{ overflow: 'visible', minWidth: 'max-content' }}
                  >
                    {enrollmentBadge(row.status)}
                  </Badge>
                </Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{sinceText(row)}</Table.Td>
                <Table.Td>
                  <Button
                    size="xs"
                    variant="light"
                    color="red"
                    onClick={() => setRemoving(row)}
                    aria-label={`Remove ${studentName(row)}`}
                  >
                    Remove
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </DataTable>
        )}
      </Stack>
      <Stack gap="xs" component="section" aria-labelledby="pending-requests-heading">
        <Title order={3} size="h4" id="pending-requests-heading">
          Pending Requests
        </Title>
        {pending.length === 0 ? (
          <Text c="dimmed">{MY_COURSES_TEXT.noPendingRequests}</Text>
        ) : (
          <DataTable
            minWidth={520}
            striped
            verticalSpacing="xs"
            aria-labelledby="pending-requests-heading"
            head={
              <>
                <Table.Th>Student</Table.Th>
                <Table.Th>Requested</Table.Th>
                <ActionsHeader />
              </>
            }
          >
            {pending.map((row) => (
              <Table.Tr key={row.id}>
                <Table.Td>{studentName(row)}</Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{sinceText(row)}</Table.Td>
                <Table.Td>
                  <Group gap={6} wrap="nowrap">
                    <Button
                      size="xs"
                      color="green"
                      loading={deciding === row.user_id && decide.variables?.status === 'enrolled'}
                      disabled={deciding !== undefined}
                      onClick={() => answer(row, 'enrolled')}
                      aria-label={`Approve ${studentName(row)}`}
                    >
                      Approve
                    </Button>
                    <Button
                      size="xs"
                      variant="light"
                      color="red"
                      loading={deciding === row.user_id && decide.variables?.status === 'rejected'}
                      disabled={deciding !== undefined}
                      onClick={() => answer(row, 'rejected')}
                      aria-label={`Reject ${studentName(row)}`}
                    >
                      Reject
                    </Button>
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </DataTable>
        )}
      </Stack>
      <StaffWaitlist parent={{ kind: 'course', id: course.id }} />
      <ConfirmDialog
        opened={removing !== null}
        title="Remove Student"
        confirmLabel="Remove Student"
        pending={remove.isPending}
        error={remove.isError ? errorMessage(remove.error, COURSE_MESSAGES.removeStudentFailed) : null}
        onClose={closeRemove}
        onConfirm={() => {
          if (!removing) return;
          remove.mutate(removing.user_id, {
            onSuccess: () => {
              notifications.show({
                color: 'green',
                message: `Removed ${studentName(removing)} from "${course.name}"`,
              });
              closeRemove();
            },
          });
        }}
      >
        {CONFIRMATION_MESSAGES.removeStudent}
      </ConfirmDialog>
      <AddStudentsModal
        courseId={course.id}
        courseName={course.name}
        opened={adding}
        onClose={() => setAdding(false)}
      />
    </Stack>
  );
}
