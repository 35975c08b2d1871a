import { type Course, paths } from '@campus/sdk';
import { Button, Group, Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { CourseMessagesModal } from '../../messages/components/course-messages-modal';
import { MyWaitlistsSection } from '../../waitlist';
import { useDashboardCourses } from '../api/queries';
import { ChildrenCoursesSection } from '../components/children-courses-section';
import { CourseEnrollmentsModal } from '../components/course-enrollments-modal';
import { CourseStaffModal } from '../components/course-staff-modal';
import { DeleteCourseDialog } from '../components/delete-course-dialog';
import { MyEnrollmentsSections, RecommendedCoursesSection } from '../components/my-enrollments-sections';
import { OwnedCoursesSection } from '../components/owned-courses-section';
import { PendingApprovalSection } from '../components/pending-approval-section';
import { StaffCoursesSections } from '../components/staff-courses-sections';

type Opened = { kind: 'staff' | 'enrollments' | 'delete'; courseId: number } | null;

/** The dashboard's My Courses tab (spec section 2). */
export function MyCoursesPage() {
  useDocumentTitle('My Courses');
  const dashboard = useDashboardCourses();
  const [opened, setOpened] = useState<Opened>(null);
  // Owners, editors and the teacher read a course's messages: the course may come from any staff section.
  const [messagesOf, setMessagesOf] = useState<Course | null>(null);
  const close = () => setOpened(null);
  const owned = dashboard.data?.owned ?? [];
  // The modals follow the course in the list, so a refetch (e.g. after publishing) shows the new state.
  const openCourse: Course | null = (opened && owned.find((course) => course.id === opened.courseId)) || null;
  const courseFor = (kind: NonNullable<Opened>['kind']) => (opened?.kind === kind ? openCourse : null);
  const open = (kind: NonNullable<Opened>['kind']) => (course: Course) =>
    setOpened({ kind, courseId: course.id });

  return (
    <Stack gap="xl">
      <Group justify="space-between" align="center" gap="sm">
        <Title order={2}>My Courses</Title>
        {/* Anyone may propose a course; without create_course it is saved for approval. */}
        <Button component={Link} to={paths.createCourse()}>
          Create Course
        </Button>
      </Group>
      {/* Admins: every course waiting for approval, first, until the admin panel's Courses tab lists them. */}
      <PendingApprovalSection />
      <OwnedCoursesSection
        courses={owned}
        loading={dashboard.isPending}
        onStaff={open('staff')}
        onEnrollments={open('enrollments')}
        onMessages={setMessagesOf}
        onDelete={open('delete')}
      />
      <StaffCoursesSections
        editing={dashboard.data?.editing ?? []}
        teaching={dashboard.data?.teaching ?? []}
        loading={dashboard.isPending}
        onMessages={setMessagesOf}
      />
      <MyEnrollmentsSections />
      <MyWaitlistsSection kind="course" />
      <RecommendedCoursesSection />
      <ChildrenCoursesSection />

      <CourseStaffModal course={courseFor('staff')} onClose={close} />
      <CourseEnrollmentsModal course={courseFor('enrollments')} onClose={close} />
      <DeleteCourseDialog course={courseFor('delete')} onClose={close} />
      <CourseMessagesModal course={messagesOf} onClose={() => setMessagesOf(null)} />
    </Stack>
  );
}

export default MyCoursesPage;
