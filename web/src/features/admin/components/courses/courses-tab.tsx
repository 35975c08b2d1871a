import { ADMIN_MESSAGES, type Course, courseDecisionToast, errorMessage, paths } from '@campus/sdk';
import { Button, Group, NativeSelect, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { ErrorAlert } from '../../../../components/error-alert';
import { Pager } from '../../../groups/components/pager';
import { useDecideCourse, useToggleCourseStatus } from '../../../my-courses/api/mutations';
import { CourseStaffModal } from '../../../my-courses/components/course-staff-modal';
import { DeleteCourseDialog } from '../../../my-courses/components/delete-course-dialog';
import { statusToast } from '../../../my-courses/components/messages';
import {
  type AdminCourseStatusFilter,
  useAdminCourseCount,
  useAdminCourses,
} from '../../api/admin-courses-list';
import { type AdminCourseActions, AdminCourseCards, AdminCourseTable } from './admin-course-rows';
import { ADMIN_COURSES_TEXT } from './admin-course-text';
import { ListSkeleton, refocus, showingText } from './list-skeleton';

const HEADING_ID = 'admin-courses-heading';

function statusOptions(pending: number | undefined) {
  return [
    { value: 'all', label: 'All statuses' },
    // Pending first: the courses waiting for an administrator.
    { value: 'pending', label: pending === undefined ? 'Pending Approval' : `Pending Approval (${pending})` },
    { value: 'published', label: 'Published' },
    { value: 'draft', label: 'Draft' },
  ];
}

/**
 * The admin panel's Courses tab (its default): every course, paged and filtered by status on the server,
 * with Create Course, Edit, Manage Users (owners and editors), Approve and Reject on pending courses,
 * Publish/Unpublish and Delete. The owners/editors modal, the delete confirmation and the status calls
 * are My Courses' own.
 */
export function CoursesTab() {
  const [status, setStatus] = useState<AdminCourseStatusFilter>('all');
  const [page, setPage] = useState(1);
  const courses = useAdminCourses(status, page);
  const pendingCount = useAdminCourseCount('pending');
  const toggle = useToggleCourseStatus();
  const decide = useDecideCourse();
  const [staffOf, setStaffOf] = useState<Course | null>(null);
  const [deleting, setDeleting] = useState<Course | null>(null);
  const phone = useMediaQuery('(max-width: 48em)');
  const listRef = useRef<HTMLDivElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  // A page left empty (its last course deleted or filtered away) moves back one.
  const emptyPage = courses.data !== undefined && courses.data.data.length === 0 && page > 1;
  useEffect(() => {
    if (emptyPage) setPage((current) => Math.max(1, current - 1));
  }, [emptyPage]);
  const afterChange = (course: Course) =>
    refocus(listRef.current, `[data-course-id="${course.id}"] a`, headingRef.current);

  const statusError = toggle.error ?? decide.error;
  const actions: AdminCourseActions = {
    busy: toggle.isPending
      ? toggle.variables?.id
      : decide.isPending
        ? decide.variables?.course.id
        : undefined,
    onStaff: setStaffOf,
    onDelete: setDeleting,
    onToggle: (course) => {
      decide.reset();
      toggle.mutate(course, {
        onSuccess: (saved) => {
          notifications.show({ color: 'green', message: statusToast(saved.name, saved.status) });
          afterChange(course);
        },
      });
    },
    onDecide: (course, next) => {
      toggle.reset();
      decide.mutate(
        { course, status: next },
        {
          onSuccess: (saved) => {
            notifications.show({ color: 'green', message: courseDecisionToast(saved.name, saved.status) });
            afterChange(course);
          },
        },
      );
    },
  };

  let body: ReactNode;
  if (courses.isPending) body = <ListSkeleton label={ADMIN_COURSES_TEXT.loading} />;
  else if (courses.isError)
    body = <ErrorAlert>{errorMessage(courses.error, ADMIN_MESSAGES.loadFailed)}</ErrorAlert>;
  else if (courses.data.data.length === 0)
    body = (
      <Text c="dimmed">
        {status === 'all' ? ADMIN_COURSES_TEXT.noCourses : ADMIN_COURSES_TEXT.noneWithStatus}
      </Text>
    );
  else if (phone)
    body = <AdminCourseCards courses={courses.data.data} actions={actions} labelledBy={HEADING_ID} />;
  else body = <AdminCourseTable courses={courses.data.data} actions={actions} labelledBy={HEADING_ID} />;

  return (
    <Stack gap="md" component="section" aria-labelledby={HEADING_ID} ref={listRef}>
      <Group justify="space-between" wrap="wrap">
        <Title order={2} id={HEADING_ID} ref={headingRef} tabIndex={-1}>
          Courses
        </Title>
        <Button component={Link} to={paths.createCourse()}>
          Create Course
        </Button>
      </Group>
      <Group align="flex-end" justify="space-between" wrap="wrap">
        <NativeSelect
          label="Status"
          w={{ base: '100%', xs: 240 }}
          value={status}
          data={statusOptions(pendingCount.data)}
          onChange={(event) => {
            setStatus(event.currentTarget.value as AdminCourseStatusFilter);
            setPage(1);
          }}
        />
        {courses.data && (
          <Text size="sm" c="dimmed" aria-live="polite">
            {showingText(courses.data, 'courses')}
          </Text>
        )}
      </Group>
      {statusError && (
        <ErrorAlert>{errorMessage(statusError, ADMIN_MESSAGES.updateCourseStatusFailed)}</ErrorAlert>
      )}
      {body}
      {courses.data && (
        <Pager
          current={courses.data.current_page}
          last={courses.data.last_page}
          onChange={setPage}
          label="Course pages"
        />
      )}
      <CourseStaffModal course={staffOf} onClose={() => setStaffOf(null)} />
      <DeleteCourseDialog
        course={deleting}
        onClose={() => {
          if (deleting) afterChange(deleting);
          setDeleting(null);
        }}
      />
    </Stack>
  );
}
