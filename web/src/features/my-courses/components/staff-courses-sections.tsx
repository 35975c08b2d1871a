import { type Course, paths } from '@campus/sdk';
import { Button } from '@mantine/core';
import { Link } from 'react-router-dom';
import { CourseCardGroup } from './course-card-group';
import { MY_COURSES_TEXT } from './messages';

function EditorActions({ course }: { course: Course }) {
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
    </>
  );
}

/** 'Courses I'm editing' (cards with Edit Course and View) and 'Courses I'm teaching' (cards). */
export function StaffCoursesSections({
  editing,
  teaching,
  loading,
}: {
  editing: Course[];
  teaching: Course[];
  loading: boolean;
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
          actions: <EditorActions course={course} />,
        }))}
      />
      <CourseCardGroup
        id="teaching-courses"
        title="Courses I'm teaching"
        loading={loading}
        empty={MY_COURSES_TEXT.noTeaching}
        items={teaching.map((course) => ({ key: course.id, course }))}
      />
    </>
  );
}
