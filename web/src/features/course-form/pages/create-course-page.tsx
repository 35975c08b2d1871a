import { type Course, canPickTeacher, canPublishCourse, paths } from '@campus/sdk';
import { useState } from 'react';
import { Navigate } from 'react-router-dom';
import { PageLoader } from '../../../components/page-loader';
import { useSession } from '../../../lib/session/session-context';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useCreateCourse } from '../api/course-form-api';
import { CourseForm } from '../components/course-form';
import { CourseFormFrame } from '../components/course-form-frame';
import { CourseSaved } from '../components/course-saved';
import { emptyCourseValues } from '../lib/course-form-values';
import { courseSavedRedirect } from '../lib/saved-redirect';

/**
 * /create-course (any signed-in user; the route guard sends guests to /login): the empty form; after
 * saving, 'Course Created Successfully' and, two seconds later, /admin or /dashboard by role.
 */
export function CreateCoursePage() {
  useDocumentTitle('Create New Course');
  const { user, isSignedIn } = useSession();
  const create = useCreateCourse();
  const [initialValues] = useState(emptyCourseValues);
  const [saved, setSaved] = useState<Course | null>(null);

  if (!isSignedIn) return <Navigate to={paths.login()} replace />;
  if (!user) return <PageLoader />;
  if (saved) {
    const redirect = courseSavedRedirect(user);
    return (
      <CourseSaved
        title="Course Created Successfully"
        redirectTo={redirect.to}
        destination={redirect.destination}
        pending={saved.status === 'pending'}
      />
    );
  }
  return (
    <CourseFormFrame title="Create New Course">
      <CourseForm
        mode="create"
        initialValues={initialValues}
        canPublish={canPublishCourse(user)}
        canPickTeacher={canPickTeacher(user)}
        onSubmit={(input) => create.mutateAsync(input)}
        onSaved={setSaved}
        cancelTo={courseSavedRedirect(user).to}
      />
    </CourseFormFrame>
  );
}

export default CreateCoursePage;
