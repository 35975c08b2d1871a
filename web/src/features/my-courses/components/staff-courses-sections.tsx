import { type Course, paths } from '@campus/sdk';
import { Button } from '@mantine/core';
import { Link } from 'react-router-dom';
import { CourseCardGroup } from './course-card-group';
import { MY_COURSES_TEXT } from './messages';

function MessagesButton({ course, onMessages }: { course: Course; onMessages: (course: Course) => void }) {
  return (
    <Button
      size="xs"
      variant="default"
      onClick={() => onMessages(course)}
      aria-label={`Messages of ${course.name}`}
    >
      Messages
    </Button>
  );
}

function EditorActions({ course, onMessages }: { course: Course; onMessages: (course: Course) => void }) {
  return (
    <>
      <Button
        component={Link}
        to={paths.editCourse(course.id)}
        size="xs"
        variant="default"
        aria-label={`Edit Course ${course.name}`}
      >
        Edit Course
      </Button>
      <Button
        component={Link}
        to={paths.course(course.id)}
        size="xs"
        variant="light"
        aria-label={`View ${course.name}`}
      >
        View
      </Button>
      <MessagesButton course={course} onMessages={onMessages} />
    </>
  );
}

/**
 * 'Courses I'm editing' (cards with Edit Course, View and Messages) and 'Courses I'm teaching' (cards with
 * Messages: editors and teachers read a course's messages, spec section 6).
 */
export function StaffCoursesSections({
  editing,
  teaching,
  loading,
  onMessages,
}: {
  editing: Course[];
  teaching: Course[];
  loading: boolean;
  onMessages: (course: Course) => void;
}) {
  return (
    <>
      <CourseCardGroup
        id="editing-courses"
        title="Courses I'm editing"
        loading={loading}
        empty={MY_COURSES_TEXT.noEditing}
        items={editing.map((course) => ({
          key: course.id,
          course,
          actions: <EditorActions course={course} onMessages={onMessages} />,
        }))}
      />
      <CourseCardGroup
        id="teaching-courses"
        title="Courses I'm teaching"
        loading={loading}
        empty={MY_COURSES_TEXT.noTeaching}
        items={teaching.map((course) => ({
          key: course.id,
          course,
          actions: <MessagesButton course={course} onMessages={onMessages} />,
        }))}
      />
    </>
  );
}
