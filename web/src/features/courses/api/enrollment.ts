import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '../../../lib/api-client';
import { courseKeys } from './keys';

/**
 * Enroll / Request to Join (POST /courses/{id}/enroll) and Unenroll / Cancel Request
 * (POST /courses/{id}/unenroll). Either changes the course's status for the viewer, its enrolled count
 * and the My Courses lists, so everything under ['courses'] is refetched.
 */
export function useEnrollment(courseId: number) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: courseKeys.all });
  const enroll = useMutation({ mutationFn: () => client.courses.enroll(courseId), onSuccess });
  const unenroll = useMutation({ mutationFn: () => client.courses.unenroll(courseId), onSuccess });
  return { enroll, unenroll };
}
