import {
  ADMIN_MESSAGES,
  CONFIRMATION_MESSAGES,
  type CourseEnrollment,
  EMPTY_STATE_MESSAGES,
  enrollmentBadge,
  errorMessage,
  formatDateShort,
  paths,
  type User,
} from '@campus/sdk';
import { Anchor, Badge, Button, Card, Group, Select, Stack, Table, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router-dom';
import { ConfirmDialog } from '../../../../components/confirm-dialog';
import { ActionsHeader, DataTable } from '../../../../components/data-table';
import { ErrorAlert } from '../../../../components/error-alert';
import { CourseStatusBadge } from '../../../courses/components/course-status-badge';
import { personName } from '../../../my-courses/components/messages';
import { useAdminCourseOptions } from '../../api/admin-courses-options';
import {
  useAddCourseToStudent,
  useRemoveCourseFromStudent,
  useStudentEnrollments,
} from '../../api/enrollments-student-courses';
import { ListSkeleton } from '../courses/list-skeleton';
import { ENROLLMENTS_TEXT, OPTION_LIMIT } from './enrollment-text';

const BADGE_COLORS: Record<string, string> = {
  enrolled: 'green',
  requested: 'yellow',
  rejected: 'red',
  completed: 'blue',
};

const HEADING_ID = 'student-courses-heading';

/** Add Course: the published courses the student has no enrollment in (spec section 5). */
function AddCourseForm({ student, taken }: { student: User; taken: Set<number> }) {
  const published = useAdminCourseOptions('published');
  const add = useAddCourseToStudent(student.id);
  const [courseId, setCourseId] = useState<string | null>(null);
  const [missing, setMissing] = useState(false);
  const offered = (published.data ?? []).filter((course) => !taken.has(course.id));
  const submit = () => {
    const course = offered.find((option) => String(option.id) === courseId);
    if (!course) {
      setMissing(true);
      return;
    }
    add.mutate(course.id, {
      onSuccess: () => {
        notifications.show({ color: 'green', message: `Added ${personName(student)} to "${course.name}"` });
        setCourseId(null);
      },
    });
  };
  return (
    <Stack gap="xs">
      <Group align="flex-end" gap="sm" wrap="wrap">
        <Select
          label="Add Course"
          placeholder={published.isPending ? 'Loading courses…' : 'Search published courses'}
          searchable
          clearable
          w={{ base: '100%', sm: 400 }}
          data={offered.map((course) => ({ value: String(course.id), label: course.name }))}
          value={courseId}
          onChange={(value) => {
            setMissing(false);
            add.reset();
            setCourseId(value);
          }}
          nothingFoundMessage={ENROLLMENTS_TEXT.noCourseToAdd}
          // A school may have thousands of courses: the list draws the first matches; typing narrows it.
          limit={OPTION_LIMIT}
          error={missing ? 'Please select a course' : undefined}
          comboboxProps={{ withinPortal: true }}
        />
        <Button onClick={submit} loading={add.isPending} mb={missing ? 22 : 0}>
          Add Course
        </Button>
      </Group>
      {published.isError && (
        <ErrorAlert>{errorMessage(published.error, ADMIN_MESSAGES.loadFailed)}</ErrorAlert>
      )}
      {add.isError && (
        <ErrorAlert>{errorMessage(add.error, ADMIN_MESSAGES.addCourseToStudentFailed)}</ErrorAlert>
      )}
    </Stack>
  );
}

function CourseLink({ row }: { row: CourseEnrollment }) {
  return (
    <Anchor component={Link} to={paths.course(row.course.id)} fw={500}>
      {row.course.name}
    </Anchor>
  );
}

function EnrollmentBadge({ row }: { row: CourseEnrollment }) {
  return (
    <Badge
      variant="light"
      color={BADGE_COLORS[row.status] ?? 'gray'}
      style={{ overflow: 'visible', minWidth: 'max-content' }}
    >
      {enrollmentBadge(row.status)}
    </Badge>
  );
}

function sinceText(row: CourseEnrollment): string {
  return row.enrolled_at ? formatDateShort(row.enrolled_at.slice(0, 10)) : '—';
}

function RemoveButton({
  row,
  onRemove,
}: {
  row: CourseEnrollment;
  onRemove: (row: CourseEnrollment) => void;
}) {
  return (
    <Button
      size="xs"
      variant="light"
      color="red"
      aria-label={`Remove ${row.course.name}`}
      onClick={() => onRemove(row)}
    >
      Remove
    </Button>
  );
}

/** A student's courses (every enrollment) with Remove, and Add Course; cards on a phone. */
export function StudentCourses({ student }: { student: User }) {
  const phone = useMediaQuery('(max-width: 48em)');
  const enrollments = useStudentEnrollments(student.id);
  const remove = useRemoveCourseFromStudent(student.id);
  const [removing, setRemoving] = useState<CourseEnrollment | null>(null);
  const name = personName(student);
  const closeRemove = () => {
    remove.reset();
    setRemoving(null);
  };

  let list: ReactNode;
  if (enrollments.isPending)
    list = <ListSkeleton label={ENROLLMENTS_TEXT.loadingEnrollments} rows={3} height={40} />;
  else if (enrollments.isError)
    list = (
      <ErrorAlert>{errorMessage(enrollments.error, ADMIN_MESSAGES.loadStudentEnrollmentsFailed)}</ErrorAlert>
    );
  else if (enrollments.data.length === 0)
    list = <Text c="dimmed">{EMPTY_STATE_MESSAGES.noCoursesForStudent}</Text>;
  else if (phone)
    list = (
      <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-labelledby={HEADING_ID}>
        {enrollments.data.map((row) => (
          <Card key={row.id} component="li" withBorder radius="md" padding="sm">
            <Stack gap="xs">
              <CourseLink row={row} />
              <Group gap="xs">
                <CourseStatusBadge status={row.course.status} />
                <EnrollmentBadge row={row} />
                <Text size="sm" c="dimmed">
                  Since {sinceText(row)}
                </Text>
              </Group>
              <Group justify="flex-end">
                <RemoveButton row={row} onRemove={setRemoving} />
              </Group>
            </Stack>
          </Card>
        ))}
      </Stack>
    );
  else
    list = (
      <DataTable
        minWidth={620}
        striped
        verticalSpacing="xs"
        aria-labelledby={HEADING_ID}
        head={
          <>
            <Table.Th>Course</Table.Th>
            <Table.Th>Course Status</Table.Th>
            <Table.Th>Enrollment</Table.Th>
            <Table.Th>Since</Table.Th>
            <ActionsHeader />
          </>
        }
      >
        {enrollments.data.map((row) => (
          <Table.Tr key={row.id}>
            <Table.Td>
              <CourseLink row={row} />
            </Table.Td>
            <Table.Td>
              <CourseStatusBadge status={row.course.status} />
            </Table.Td>
            <Table.Td>
              <EnrollmentBadge row={row} />
            </Table.Td>
            <Table.Td style={{ whiteSpace: 'nowrap' }}>{sinceText(row)}</Table.Td>
            <Table.Td>
              <RemoveButton row={row} onRemove={setRemoving} />
            </Table.Td>
          </Table.Tr>
        ))}
      </DataTable>
    );

  return (
    <Stack gap="md" component="section" aria-labelledby={HEADING_ID}>
      <Title order={3} size="h4" id={HEADING_ID}>
        Courses of {name}
      </Title>
      {list}
      {enrollments.data && (
        <AddCourseForm student={student} taken={new Set(enrollments.data.map((row) => row.course.id))} />
      )}
      <ConfirmDialog
        opened={removing !== null}
        title="Remove Student"
        confirmLabel="Remove Student"
        pending={remove.isPending}
        error={
          remove.isError ? errorMessage(remove.error, ADMIN_MESSAGES.removeCourseFromStudentFailed) : null
        }
        onClose={closeRemove}
        onConfirm={() => {
          if (!removing) return;
          remove.mutate(removing.course.id, {
            onSuccess: () => {
              notifications.show({
                color: 'green',
                message: `Removed ${name} from "${removing.course.name}"`,
              });
              closeRemove();
            },
          });
        }}
      >
        {CONFIRMATION_MESSAGES.removeStudent}
      </ConfirmDialog>
    </Stack>
  );
}
