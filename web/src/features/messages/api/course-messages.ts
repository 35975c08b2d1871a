import { type CampusClient, type CourseMessageInput, MESSAGES_PAGE_SIZE } from '@campus/sdk';
import { keepPreviousData, queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { useApiClient } from '../../../lib/api-client';
import { messageKeys } from './keys';
import { useRefreshMessages } from './refresh';

/** GET /courses/{id}/messages: the course's messages for its staff and admins, 20 a page, newest first. */
export function courseMessagesOptions(client: CampusClient, courseId: number, page: number) {
  return queryOptions({
    queryKey: messageKeys.course(courseId, page),
    queryFn: () => client.messages.courseList(courseId, { page, per_page: MESSAGES_PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });
}

export function useCourseMessages(courseId: number, page: number) {
  return useQuery(courseMessagesOptions(useApiClient(), courseId, page));
}

/** POST /courses/{id}/messages: the Message Teacher panel. */
export function useSendCourseMessage(courseId: number) {
  const client = useApiClient();
  const refresh = useRefreshMessages();
  return useMutation({
    mutationFn: (input: CourseMessageInput) => client.messages.sendToCourse(courseId, input),
    onSuccess: refresh,
  });
}
