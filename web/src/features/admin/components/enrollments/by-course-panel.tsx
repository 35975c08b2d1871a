import { ADMIN_MESSAGES, errorMessage } from '@campus/sdk';
import { Select, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { ErrorAlert } from '../../../../components/error-alert';
import { CourseEnrollmentsPanel } from '../../../my-courses/components/course-enrollments-modal';
import { useAdminCourseOptions } from '../../api/admin-courses-options';
import { ListSkeleton } from '../courses/list-skeleton';
import { courseOption, ENROLLMENTS_TEXT, OPTION_LIMIT } from './enrollment-text';

/**
 * Enrollments by course: pick any course, then its enrolled students (Remove, Add Students) and its
 * pending requests, as in My Courses' enrollments modal.
 */
export function ByCoursePanel() {
  const courses = useAdminCourseOptions('all');
  const [courseId, setCourseId] = useState<string | null>(null);
  if (courses.isPending) return <ListSkeleton label={ENROLLMENTS_TEXT.loadingCourses} rows={2} height={36} />;
  if (courses.isError)
    return <ErrorAlert>{errorMessage(courses.error, ADMIN_MESSAGES.loadFailed)}</ErrorAlert>;
  const course = courses.data.find((candidate) => String(candidate.id) === courseId) ?? null;
  return (
    <Stack gap="lg">
      <Select
        label="Course"
        placeholder="Search courses"
        searchable
        clearable
        w={{ base: '100%', sm: 480 }}
        data={courses.data.map((option) => ({ value: String(option.id), label: courseOption(option) }))}
        value={courseId}
        onChange={setCourseId}
        nothingFoundMessage={ENROLLMENTS_TEXT.noCourses}
        // A school may have thousands of courses: the list draws the first matches; typing narrows it.
        limit={OPTION_LIMIT}
        comboboxProps={{ withinPortal: true }}
      />
      {course ? (
        <CourseEnrollmentsPanel key={course.id} course={course} />
      ) : (
        <Text c="dimmed">{ENROLLMENTS_TEXT.pickCourse}</Text>
      )}
    </Stack>
  );
}
