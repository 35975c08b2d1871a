import { type Course, toggledCourseStatus } from '@campus/sdk';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '../../../lib/api-client';
import { waitlistKeys } from '../../waitlist';
import { runBounded } from '../lib/run-bounded';
import { myCourseKeys } from './keys';

/** At most this many add-student calls in flight: quick for a class, gentle on the server. */
export const ADD_STUDENTS_CONCURRENCY = 4;

/** Every course query (lists, details, My Courses) refetches after a course itself changes. */
function useInvalidateCourses() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: myCourseKeys.all });
}

/**
 * Publish or Unpublish (PUT /admin/courses/{id}/status): published goes to draft, anything else to
 * published. The answer's status is what happened: an owner without create_course gets pending.
 */
export function useToggleCourseStatus() {
  const client = useApiClient();
  const invalidate = useInvalidateCourses();
  return useMutation({
    mutationFn: (course: Pick<Course, 'id' | 'status'>) =>
      client.adminCourses.setStatus(course.id, { status: toggledCourseStatus(course.status) }),
    onSuccess: invalidate,
  });
}

/**
 * An approver's Approve (published) or Reject (draft) of a pending course (PUT /admin/courses/{id}/status).
 * Every course list refetches: the course leaves the pending list and changes status everywhere else.
 */
export function useDecideCourse() {
  const client = useApiClient();
  const invalidate = useInvalidateCourses();
  return useMutation({
    mutationFn: ({ course, status }: { course: Pick<Course, 'id'>; status: 'published' | 'draft' }) =>
      client.adminCourses.setStatus(course.id, { status }),
    onSuccess: invalidate,
  });
}

/** DELETE /courses/{id}. */
export function useDeleteCourse() {
  const client = useApiClient();
  const invalidate = useInvalidateCourses();
  return useMutation({
    mutationFn: (courseId: number) => client.courses.remove(courseId),
    onSuccess: invalidate,
  });
}

/** PUT /admin/courses/{id}/owners or /editors; the answer is the new owners, editors and candidates. */
export function useSetCourseStaff(courseId: number, role: 'owners' | 'editors') {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: number[]) =>
      role === 'owners'
        ? client.adminCourses.setOwners(courseId, { owner_ids: ids })
        : client.adminCourses.setEditors(courseId, { editor_ids: ids }),
    onSuccess: (users) => {
      queryClient.setQueryData(myCourseKeys.users(courseId), users);
      // Removing oneself as an owner or editor moves the course between the tab's sections.
      return queryClient.invalidateQueries({ queryKey: myCourseKeys.dashboard() });
    },
  });
}

/**
 * After an enrollment changes: the course's list, its candidates (enrollment_status), the counts, and its
 * waitlist (a freed place is offered to the first in line at once).
 */
function useInvalidateEnrollments(courseId: number) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: myCourseKeys.enrollments(courseId) }),
      queryClient.invalidateQueries({ queryKey: waitlistKeys.entries({ kind: 'course', id: courseId }) }),
      queryClient.invalidateQueries({ queryKey: myCourseKeys.users(courseId) }),
      queryClient.invalidateQueries({ queryKey: myCourseKeys.dashboard() }),
    ]);
}

/** PUT /courses/{id}/enrollments/{userId}/status: Approve (enrolled) or Reject (rejected). */
export function useDecideEnrollment(courseId: number) {
  const client = useApiClient();
  const invalidate = useInvalidateEnrollments(courseId);
  return useMutation({
    mutationFn: ({ userId, status }: { userId: number; status: 'enrolled' | 'rejected' }) =>
      client.courses.decide(courseId, userId, { status }),
    onSettled: invalidate,
  });
}

/** DELETE /admin/courses/{id}/enrollments {user_id}. */
export function useRemoveStudent(courseId: number) {
  const client = useApiClient();
  const invalidate = useInvalidateEnrollments(courseId);
  return useMutation({
    mutationFn: (userId: number) => client.adminCourses.removeStudent(courseId, { user_id: userId }),
    onSuccess: invalidate,
  });
}

export interface AddStudentsResult {
  added: number[];
  failed: number[];
}

/**
 * Add Students: one POST /admin/courses/{id}/enrollments {user_id} per ticked student, a few at a time;
 * a refusal for one (already enrolled, course full) does not stop the others.
 */
export function useAddStudents(courseId: number) {
  const client = useApiClient();
  const invalidate = useInvalidateEnrollments(courseId);
  return useMutation({
    mutationFn: async (userIds: number[]): Promise<AddStudentsResult> => {
      const { succeeded, failed } = await runBounded(userIds, ADD_STUDENTS_CONCURRENCY, (userId) =>
        client.adminCourses.addStudent(courseId, { user_id: userId }),
      );
      return { added: succeeded, failed: failed.map(({ item }) => item) };
    },
    onSettled: invalidate,
  });
}
