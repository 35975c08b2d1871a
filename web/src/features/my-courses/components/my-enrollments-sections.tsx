import type { CourseEnrollment } from '@campus/sdk';
import { useEnrolledCourses, useRecommendedCourses } from '../api/queries';
import { CourseCardGroup, type CourseCardItem } from './course-card-group';
import { MY_COURSES_TEXT } from './messages';

/**
 * The course as the card shows it for this enrollment: the enrollment's own status drives the card's
 * badge (Enrolled, Pending Approval, Request Rejected).
 */
export function enrollmentItem(enrollment: CourseEnrollment): CourseCardItem {
  return {
    key: enrollment.id,
    course: { ...enrollment.course, enrollment_status: enrollment.status },
  };
}

/** 'My Course Enrollments' (enrolled or completed) and 'My Course Enrollment Requests' (requested or rejected). */
export function MyEnrollmentsSections() {
  const enrolled = useEnrolledCourses();
  const rows = enrolled.data ?? [];
  const loading = enrolled.isPending;
  return (
    <>
      <CourseCardGroup
        id="course-enrollments"
        title="My Course Enrollments"
        loading={loading}
        empty={MY_COURSES_TEXT.noEnrollments}
        items={rows
          .filter((row) => row.status === 'enrolled' || row.status === 'completed')
          .map(enrollmentItem)}
      />
      <CourseCardGroup
        id="course-enrollment-requests"
        title="My Course Enrollment Requests"
        loading={loading}
        empty={MY_COURSES_TEXT.noRequests}
        items={rows
          .filter((row) => row.status === 'requested' || row.status === 'rejected')
          .map(enrollmentItem)}
      />
    </>
  );
}

/** 'Recommended Courses': private published courses of the user's groups they have not joined. */
export function RecommendedCoursesSection() {
  const recommended = useRecommendedCourses();
  return (
    <CourseCardGroup
      id="recommended-courses"
      title="Recommended Courses"
      loading={recommended.isPending}
      empty={MY_COURSES_TEXT.noRecommended}
      items={(recommended.data ?? []).map((course) => ({ key: course.id, course }))}
    />
  );
}
