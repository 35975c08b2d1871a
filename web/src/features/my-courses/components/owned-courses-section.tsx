import {
  COURSE_APPROVAL_TEXT,
  COURSE_MESSAGES,
  type Course,
  canPublishCourse,
  errorMessage,
  paths,
} from '@campus/sdk';
import { Alert, Anchor, Button, Card, Group, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router-dom';
import { ActionsHeader, DataTable } from '../../../components/data-table';
import { ErrorAlert } from '../../../components/error-alert';
import { Fact } from '../../../components/fact';
import { nextSort, SortableHeaders, type SortState } from '../../../components/sortable-header';
import { useSession } from '../../../lib/session/session-context';
import { CourseStatusBadge } from '../../courses/components/course-status-badge';
import { useToggleCourseStatus } from '../api/mutations';
import {
  OWNED_COURSE_COLUMNS,
  type OwnedCourseSortKey,
  rsvpNeededText,
  sortCourses,
  teacherText,
} from '../lib/sort-courses';
import { MY_COURSES_TEXT, statusToast } from './messages';

export interface OwnerActions {
  onStaff: (course: Course) => void;
  onEnrollments: (course: Course) => void;
  onMessages: (course: Course) => void;
  onDelete: (course: Course) => void;
}

interface RowActions extends OwnerActions {
  toggle: (course: Course) => void;
  /** False for a pending course the viewer cannot publish: only an administrator's approval moves it on. */
  canToggle: (course: Course) => boolean;
  /** The course whose status is being changed. */
  toggling: number | undefined;
}

function toggleLabel(course: Course): string {
  return course.status === 'published' ? 'Unpublish' : 'Publish';
}

/** Edit, Owners/Editors, Enrollments, Messages, Publish/Unpublish and Delete, each named with the course. */
function CourseActions({
  course,
  actions,
  wrap,
}: {
  course: Course;
  actions: RowActions;
  wrap: 'wrap' | 'nowrap';
}) {
  return (
    <Group gap={6} wrap={wrap}>
      <Button
        component={Link}
        to={paths.editCourse(course.id)}
        size="xs"
        variant="default"
        aria-label={`Edit ${course.name}`}
      >
        Edit
      </Button>
      <Button
        size="xs"
        variant="default"
        onClick={() => actions.onStaff(course)}
        // The name starts with the visible text (WCAG 2.5.3 label in name); '/' is read as 'slash'.
        aria-label={`Owners/Editors of ${course.name}`}
      >
        Owners/Editors
      </Button>
      <Button
        size="xs"
        variant="default"
        onClick={() => actions.onEnrollments(course)}
        aria-label={`Enrollments of ${course.name}`}
      >
        Enrollments
      </Button>
      <Button
        size="xs"
        variant="default"
        onClick={() => actions.onMessages(course)}
        aria-label={`Messages of ${course.name}`}
      >
        Messages
      </Button>
      {actions.canToggle(course) && (
        <Button
          size="xs"
          variant="default"
          miw={88}
          loading={actions.toggling === course.id}
          disabled={actions.toggling !== undefined && actions.toggling !== course.id}
          aria-label={`${toggleLabel(course)} ${course.name}`}
          onClick={() => actions.toggle(course)}
        >
          {toggleLabel(course)}
        </Button>
      )}
      <Button
        size="xs"
        variant="light"
        color="red"
        onClick={() => actions.onDelete(course)}
        aria-label={`Delete ${course.name}`}
      >
        Delete
      </Button>
    </Group>
  );
}

function OwnedCoursesTable({ courses, actions }: { courses: Course[]; actions: RowActions }) {
  const [sort, setSort] = useState<SortState<OwnedCourseSortKey>>({ key: 'name', direction: 'asc' });
  const rows = sortCourses(courses, sort.key, sort.direction);
  return (
    <DataTable
      minWidth={1040}
      striped
      highlightOnHover
      verticalSpacing="sm"
      aria-labelledby="owned-courses-heading"
      head={
        <>
          <SortableHeaders
            columns={OWNED_COURSE_COLUMNS}
            sort={sort}
            onSort={(key) => setSort((current) => nextSort(current, key))}
          />
          <ActionsHeader />
        </>
      }
    >
      {rows.map((course) => (
        <Table.Tr key={course.id}>
          <Table.Td miw={200}>
            <Anchor component={Link} to={paths.course(course.id)} fw={500}>
              {course.name}
            </Anchor>
          </Table.Td>
          <Table.Td style={{ whiteSpace: 'nowrap' }}>
            <CourseStatusBadge status={course.status} />
          </Table.Td>
          <Table.Td>{teacherText(course)}</Table.Td>
          <Table.Td style={{ textTransform: 'capitalize' }}>{course.visibility}</Table.Td>
          <Table.Td>{rsvpNeededText(course)}</Table.Td>
          {/* Six actions wrap onto two lines rather than push Delete out of sight. */}
          <Table.Td miw={280}>
            <CourseActions course={course} actions={actions} wrap="wrap" />
          </Table.Td>
        </Table.Tr>
      ))}
    </DataTable>
  );
}

/** On a phone: one card per course with the same facts and actions, by name. */
function OwnedCourseCards({ courses, actions }: { courses: Course[]; actions: RowActions }) {
  return (
    <Stack
      gap="sm"
      component="ul"
      p={0}
      m={0}
      style={{ listStyle: 'none' }}
      aria-labelledby="owned-courses-heading"
    >
      {sortCourses(courses, 'name', 'asc').map((course) => (
        <Card key={course.id} component="li" withBorder radius="md" padding="md">
          <Stack gap="sm">
            <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
              <Title order={4} size="h5" style={{ minWidth: 0 }}>
                <Anchor component={Link} to={paths.course(course.id)}>
                  {course.name}
                </Anchor>
              </Title>
              <CourseStatusBadge status={course.status} />
            </Group>
            <Group gap="lg">
              <Fact label="Teacher">{teacherText(course)}</Fact>
              <Fact label="Visibility">
                <span style={{ textTransform: 'capitalize' }}>{course.visibility}</span>
              </Fact>
              <Fact label="RSVP Needed">{rsvpNeededText(course)}</Fact>
            </Group>
            <CourseActions course={course} actions={actions} wrap="wrap" />
          </Stack>
        </Card>
      ))}
    </Stack>
  );
}

interface OwnedCoursesSectionProps extends OwnerActions {
  courses: Course[];
  loading: boolean;
}

/** 'Courses I'm an owner': a sortable table (cards on a phone) with the owner's actions. */
export function OwnedCoursesSection({ courses, loading, ...props }: OwnedCoursesSectionProps) {
  const toggle = useToggleCourseStatus();
  const { user } = useSession();
  // Someone who cannot publish is told what happens to the courses they asked to publish.
  const waiting = !canPublishCourse(user) && courses.some((course) => course.status === 'pending');
  const phone = useMediaQuery('(max-width: 48em)');
  const actions: RowActions = {
    ...props,
    toggling: toggle.isPending ? toggle.variables?.id : undefined,
    canToggle: (course) => course.status !== 'pending' || canPublishCourse(user),
    toggle: (course) =>
      toggle.mutate(course, {
        // The answer's status, not the one asked for: an owner without create_course gets pending.
        onSuccess: (saved) =>
          notifications.show({ color: 'green', message: statusToast(saved.name, saved.status) }),
      }),
  };

  let body: ReactNode;
  if (loading) {
    body = (
      <Stack gap="xs" role="status" aria-label="Loading your courses">
        {[0, 1, 2].map((key) => (
          <Skeleton key={key} height={44} radius="sm" />
        ))}
      </Stack>
    );
  } else if (courses.length === 0) {
    body = <Text c="dimmed">{MY_COURSES_TEXT.noOwned}</Text>;
  } else if (phone) {
    body = <OwnedCourseCards courses={courses} actions={actions} />;
  } else {
    body = <OwnedCoursesTable courses={courses} actions={actions} />;
  }

  return (
    <Stack gap="sm" component="section" aria-labelledby="owned-courses-heading">
      <Title order={3} id="owned-courses-heading">
        Courses I'm an owner
      </Title>
      {toggle.isError && (
        <ErrorAlert>{errorMessage(toggle.error, COURSE_MESSAGES.updateStatusFailed)}</ErrorAlert>
      )}
      {waiting && (
        <Alert color="yellow" variant="light">
          {COURSE_APPROVAL_TEXT.pendingOwned}
        </Alert>
      )}
      {body}
    </Stack>
  );
}
