import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '../../../lib/api-client';

/**
 * Query keys of one student's enrollments. They sit under ['courses'], so a change made elsewhere to a
 * course's enrollments (which invalidates ['courses']) refreshes them too.
 */
export const studentEnrollmentKeys = {
  all: ['courses', 'admin', 'student-enrollments'] as const,
  student: (userId: number) => [...studentEnrollmentKeys.all, userId] as const,
};

/** GET /admin/users/{id}/enrollments: the student's enrollments with their courses. */
export function useStudentEnrollments(userId: number) {
  const client = useApiClient();
  return useQuery({
    queryKey: studentEnrollmentKeys.student(userId),
    queryFn: () => client.adminCourses.userEnrollments(userId),
  });
}

/** Every course query refetches: the student's list, the course's own enrollments and counts. */
function useInvalidateCourses() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ['courses'] });
}

/** Add Course: POST /admin/users/{id}/enrollments {course_id} (enrolled). */
export function useAddCourseToStudent(userId: number) {
  const client = useApiClient();
  const invalidate = useInvalidateCourses();
  return useMutation({
    mutationFn: (courseId: number) =>
      client.adminCourses.addUserEnrollment(userId, { course_id: courseId, status: 'enrolled' }),
    onSuccess: invalidate,
  });
}

/** Remove: DELETE /admin/users/{id}/enrollments {course_id}. */
export function useRemoveCourseFromStudent(userId: number) {
  const client = useApiClient();
  const invalidate = useInvalidateCourses();
  return useMutation({
    mutationFn: (courseId: number) =>
      client.adminCourses.removeUserEnrollment(userId, { course_id: courseId }),
    onSuccess: invalidate,
  });
}
