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
import { Anchor, Badge, Button, Group, Select, Stack, Table, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
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
import { ENROLLMENTS_TEXT } from './enrollment-text';

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

/** A student's courses (every enrollment) with Remove, and Add Course. */
export function StudentCourses({ student }: { student: User }) {
  const enrollments = useStudentEnrollments(student.id);
  const remove = useRemoveCourseFromStudent(student.id);
  const [removing, setRemoving] = useState<CourseEnrollment | null>(null);
  const name = personName(student);
  const closeRemove = () => {
    remove.reset();
    setRemoving(null);
  };

  let list: React.ReactNode;
  if (enrollments.isPending)
    list = <ListSkeleton label={ENROLLMENTS_TEXT.loadingEnrollments} rows={3} height={40} />;
  else if (enrollments.isError)
    list = (
      <ErrorAlert>{errorMessage(enrollments.error, ADMIN_MESSAGES.loadStudentEnrollmentsFailed)}</ErrorAlert>
    );
  else if (enrollments.data.length === 0)
    list = <Text c="dimmed">{EMPTY_STATE_MESSAGES.noCoursesForStudent}</Text>;
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
              <Anchor component={Link} to={paths.course(row.course.id)}>
                {row.course.name}
              </Anchor>
            </Table.Td>
            <Table.Td>
              <CourseStatusBadge status={row.course.status} />
            </Table.Td>
            <Table.Td>
              <Badge variant="light" color={BADGE_COLORS[row.status] ?? 'gray'}>
                {enrollmentBadge(row.status)}
              </Badge>
            </Table.Td>
            <Table.Td style={{ whiteSpace: 'nowrap' }}>
              {row.enrolled_at ? formatDateShort(row.enrolled_at.slice(0, 10)) : '—'}
            </Table.Td>
            <Table.Td>
              <Button
                size="xs"
                variant="light"
                color="red"
                aria-label={`Remove ${row.course.name}`}
                onClick={() => setRemoving(row)}
              >
                Remove
              </Button>
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
