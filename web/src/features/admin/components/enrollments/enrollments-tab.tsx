import { SegmentedControl, Stack, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { studentEnrollmentKeys } from '../../api/enrollments-student-courses';
import { ByCoursePanel } from './by-course-panel';
import { ByStudentPanel } from './by-student-panel';

type Mode = 'course' | 'student';

/** The admin panel's Enrollments tab: by course and by student (spec section 2). */
export function EnrollmentsTab() {
  const queryClient = useQueryClient();
  const [mode, setMode] = useState<Mode>('course');
  // A view loads when first shown, then keeps its choice while the other is shown.
  const [studentSeen, setStudentSeen] = useState(false);
  return (
    <Stack gap="md" component="section" aria-labelledby="admin-enrollments-heading">
      <Title order={2} id="admin-enrollments-heading">
        Enrollments
      </Title>
      <SegmentedControl
        aria-label="Show enrollments"
        value={mode}
        onChange={(value) => {
          setMode(value as Mode);
          if (value !== 'student') return;
          setStudentSeen(true);
          // The course view's add and remove calls refresh only that course's lists.
          void queryClient.invalidateQueries({ queryKey: studentEnrollmentKeys.all });
        }}
        data={[
          { value: 'course', label: 'By Course' },
          { value: 'student', label: 'By Student' },
        ]}
        w={{ base: '100%', xs: 320 }}
      />
      <div hidden={mode !== 'course'}>
        <ByCoursePanel />
      </div>
      {studentSeen && (
        <div hidden={mode !== 'student'}>
          <ByStudentPanel />
        </div>
      )}
    </Stack>
  );
}
