import type { User } from '@campus/sdk';
import { Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { ENROLLMENTS_TEXT } from './enrollment-text';
import { StudentCourses } from './student-courses';
import { StudentPicker } from './student-picker';

/** Enrollments by student: pick a non-admin, then their courses (Remove) and Add Course. */
export function ByStudentPanel() {
  const [student, setStudent] = useState<User | null>(null);
  return (
    <Stack gap="lg">
      <StudentPicker student={student} onChange={setStudent} />
      {student ? (
        <StudentCourses key={student.id} student={student} />
      ) : (
        <Text c="dimmed">{ENROLLMENTS_TEXT.pickStudent}</Text>
      )}
    </Stack>
  );
}
