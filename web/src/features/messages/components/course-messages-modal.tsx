import type { Course } from '@campus/sdk';
import { Modal } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import { CourseMessagesPanel } from './course-messages-panel';

interface CourseMessagesModalProps {
  course: Pick<Course, 'id' | 'name'> | null;
  onClose: () => void;
}

/** The dashboard's course messages modal (My Courses' Messages action, the course page for its staff). */
export function CourseMessagesModal({ course, onClose }: CourseMessagesModalProps) {
  const phone = useMediaQuery('(max-width: 48em)');
  // While the detail or the delete confirmation is up, Escape belongs to it alone.
  const [nestedOpen, setNestedOpen] = useState(false);
  return (
    <Modal
      opened={course !== null}
      onClose={onClose}
      closeOnEscape={!nestedOpen}
      title={course ? `Messages: ${course.name}` : 'Messages'}
      size="lg"
      fullScreen={phone}
      centered
    >
      {course && <CourseMessagesPanel key={course.id} courseId={course.id} onNestedChange={setNestedOpen} />}
    </Modal>
  );
}
