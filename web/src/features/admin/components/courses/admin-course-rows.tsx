import { type Course, paths } from '@campus/sdk';
import { Anchor, Box, Button, Card, Group, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { ActionsHeader, DataTable } from '../../../../components/data-table';
import { Fact } from '../../../../components/fact';
import { CoursePhoto } from '../../../courses/components/course-photo';
import { CourseStatusBadge } from '../../../courses/components/course-status-badge';
import { coursePrice } from '../../../courses/lib/course-text';
import {
  adminCourseDate,
  adminCoursePlace,
  adminCourseRecurrence,
  adminTeacherText,
} from './admin-course-text';

export interface AdminCourseActions {
  onStaff: (course: Course) => void;
  onToggle: (course: Course) => void;
  onDecide: (course: Course, status: 'published' | 'draft') => void;
  onDelete: (course: Course) => void;
  /** The course whose status is being changed, if any: its button spins, the others wait. */
  busy: number | undefined;
}

function Thumbnail({ course }: { course: Course }) {
  return (
    <Box w={72} h={48} style={{ borderRadius: 6, overflow: 'hidden', flexShrink: 0 }}>
      <CoursePhoto course={course} size="small" height={48} />
    </Box>
  );
}

/**
 * Edit, Manage Users, Approve and Reject (pending) or Publish/Unpublish, Delete: each button is named
 * with the course, its name starting with the visible text (WCAG 2.5.3).
 */
function CourseActionButtons({ course, actions }: { course: Course; actions: AdminCourseActions }) {
  const busy = actions.busy !== undefined;
  const mine = actions.busy === course.id;
  let status: ReactNode;
  if (course.status === 'pending') {
    status = (
      <>
        <Button
          size="xs"
          loading={mine}
          disabled={busy && !mine}
          aria-label={`Approve ${course.name}`}
          onClick={() => actions.onDecide(course, 'published')}
        >
          Approve
        </Button>
        <Button
          size="xs"
          variant="default"
          disabled={busy}
          aria-label={`Reject ${course.name}`}
          onClick={() => actions.onDecide(course, 'draft')}
        >
          Reject
        </Button>
      </>
    );
  } else {
    const label = course.status === 'published' ? 'Unpublish' : 'Publish';
    status = (
      <Button
        size="xs"
        variant="default"
        miw={88}
        loading={mine}
        disabled={busy && !mine}
        aria-label={`${label} ${course.name}`}
        onClick={() => actions.onToggle(course)}
      >
        {label}
      </Button>
    );
  }
  return (
    <Group gap={6} wrap="wrap">
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
        aria-label={`Manage Users of ${course.name}`}
        onClick={() => actions.onStaff(course)}
      >
        Manage Users
      </Button>
      {status}
      <Button
        size="xs"
        variant="light"
        color="red"
        aria-label={`Delete ${course.name}`}
        onClick={() => actions.onDelete(course)}
      >
        Delete
      </Button>
    </Group>
  );
}

function NameAndId({ course }: { course: Course }) {
  return (
    <>
      <Anchor component={Link} to={paths.course(course.id)} fw={500} style={{ overflowWrap: 'break-word' }}>
        {course.name}
      </Anchor>
      <Text size="xs" c="dimmed">
        ID {course.id}
      </Text>
    </>
  );
}

/** The Courses tab's table (desktop). */
export function AdminCourseTable({
  courses,
  actions,
  labelledBy,
}: {
  courses: Course[];
  actions: AdminCourseActions;
  labelledBy: string;
}) {
  return (
    <DataTable
      minWidth={1100}
      striped
      highlightOnHover
      verticalSpacing="sm"
      aria-labelledby={labelledBy}
      head={
        <>
          <Table.Th>Photo</Table.Th>
          <Table.Th>Course</Table.Th>
          <Table.Th>Status</Table.Th>
          <Table.Th>Teacher</Table.Th>
          <Table.Th>Location</Table.Th>
          <Table.Th>Price</Table.Th>
          <Table.Th>Date</Table.Th>
          <ActionsHeader />
        </>
      }
    >
      {courses.map((course) => (
        <Table.Tr key={course.id} data-course-id={course.id}>
          <Table.Td w={88}>
            <Thumbnail course={course} />
          </Table.Td>
          <Table.Td miw={180}>
            <NameAndId course={course} />
          </Table.Td>
          <Table.Td style={{ whiteSpace: 'nowrap' }}>
            <CourseStatusBadge status={course.status} />
          </Table.Td>
          <Table.Td>{adminTeacherText(course)}</Table.Td>
          <Table.Td>{adminCoursePlace(course)}</Table.Td>
          <Table.Td style={{ whiteSpace: 'nowrap' }}>{coursePrice(course)}</Table.Td>
          <Table.Td miw={120}>
            <CourseWhen course={course} />
          </Table.Td>
          <Table.Td miw={300}>
            <CourseActionButtons course={course} actions={actions} />
          </Table.Td>
        </Table.Tr>
      ))}
    </DataTable>
  );
}

/** The date, with the recurrence (if any) on a second, quieter line. */
function CourseWhen({ course }: { course: Course }) {
  const recurrence = adminCourseRecurrence(course);
  return (
    <>
      <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
        {adminCourseDate(course)}
      </Text>
      {recurrence && (
        <Text size="xs" c="dimmed">
          {recurrence}
        </Text>
      )}
    </>
  );
}

/** The same rows as cards, on a phone. */
export function AdminCourseCards({
  courses,
  actions,
  labelledBy,
}: {
  courses: Course[];
  actions: AdminCourseActions;
  labelledBy: string;
}) {
  return (
    <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-labelledby={labelledBy}>
      {courses.map((course) => (
        <Card key={course.id} component="li" withBorder radius="md" padding="md" data-course-id={course.id}>
          <Stack gap="sm">
            <Group align="flex-start" wrap="nowrap" gap="sm">
              <Thumbnail course={course} />
              <Stack gap={6} align="flex-start" style={{ minWidth: 0, flex: 1 }}>
                <div>
                  <NameAndId course={course} />
                </div>
                <CourseStatusBadge status={course.status} />
              </Stack>
            </Group>
            <SimpleGrid cols={2} spacing="sm" verticalSpacing="xs">
              <Fact label="Teacher">{adminTeacherText(course)}</Fact>
              <Fact label="Location">{adminCoursePlace(course)}</Fact>
              <Fact label="Price">{coursePrice(course)}</Fact>
              <Fact label="Date">
                <CourseWhen course={course} />
              </Fact>
            </SimpleGrid>
            <CourseActionButtons course={course} actions={actions} />
          </Stack>
        </Card>
      ))}
    </Stack>
  );
}
