import {
  ApiError,
  COURSE_MESSAGES,
  type Course,
  canPickTeacher,
  canPublishCourse,
  errorMessage,
  type User,
} from '@campus/sdk';
import { Alert, Button, Stack } from '@mantine/core';
import { useMemo, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { PageLoader } from '../../../components/page-loader';
import { useSession } from '../../../lib/session/session-context';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useOwnCourse, useUpdateCourse } from '../api/course-form-api';
import { CourseForm } from '../components/course-form';
import { CourseFormFrame } from '../components/course-form-frame';
import { CourseSaved } from '../components/course-saved';
import { mayEditCourse } from '../lib/course-edit-access';
import { courseFormValuesOf } from '../lib/course-form-values';
import { courseSavedRedirect } from '../lib/saved-redirect';

/** Shown to someone who may see the course but is not its staff (abilities.edit false). */
export const EDIT_NOT_ALLOWED = 'You do not have permission to edit this course.';

function LoadProblem({ message }: { message: string }) {
  return (
    <CourseFormFrame title="Edit Course">
      <Stack gap="md" align="flex-start">
        <Alert color="red" role="alert" w="100%">
          {message}
        </Alert>
        <Button component={Link} to="/dashboard" variant="default">
          Go to Dashboard
        </Button>
      </Stack>
    </CourseFormFrame>
  );
}

function EditCourseForm({ course, user }: { course: Course; user: User }) {
  const update = useUpdateCourse(course.id);
  const initialValues = useMemo(() => courseFormValuesOf(course), [course]);
  const [saved, setSaved] = useState<Course | null>(null);
  if (saved) {
    const redirect = courseSavedRedirect(user);
    return (
      <CourseSaved
        title="Course Updated Successfully"
        redirectTo={redirect.to}
        destination={redirect.destination}
        pending={saved.status === 'pending' && course.status !== 'pending'}
      />
    );
  }
  return (
    <CourseFormFrame title="Edit Course">
      <CourseForm
        mode="edit"
        initialValues={initialValues}
        canPublish={canPublishCourse(user)}
        canPickTeacher={canPickTeacher(user)}
        knownTeacher={course.teacher}
        knownGroups={course.groups ?? []}
        onSubmit={(input) => update.mutateAsync(input)}
        onSaved={setSaved}
        cancelTo={courseSavedRedirect(user).to}
      />
    </CourseFormFrame>
  );
}

/**
 * /edit-course/{id}: the course's staff (admin, owners, editors, teacher: abilities.edit) edit the stored
 * values (GET /user/courses/{id}). A 404 says 'Course not found', a 403 the server's message or the access
 * message, any other failure 'Failed to fetch course data'.
 */
export function EditCoursePage() {
  useDocumentTitle('Edit Course');
  const id = Number(useParams().id);
  const { user } = useSession();
  const course = useOwnCourse(id);

  if (course.isPending || !user) return <PageLoader />;
  if (course.isError) {
    const status = course.error instanceof ApiError ? course.error.status : 0;
    if (status === 404) return <LoadProblem message={COURSE_MESSAGES.notFound} />;
    if (status === 403) {
      return <LoadProblem message={errorMessage(course.error, COURSE_MESSAGES.accessDenied)} />;
    }
    return <LoadProblem message={COURSE_MESSAGES.fetchFailed} />;
  }
  if (!mayEditCourse(user, course.data)) return <LoadProblem message={EDIT_NOT_ALLOWED} />;
  // A new form when another course loads (the values are read once).
  return <EditCourseForm key={course.data.id} course={course.data} user={user} />;
}

export default EditCoursePage;
