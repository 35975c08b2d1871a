import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '../../../lib/api-client';
import { calendarKeys } from './keys';

/** POST /calendar/feed: a new secret URL; the old one stops working at once. */
export function useCreateFeed() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => client.calendar.createFeed(),
    onSuccess: (created) =>
      queryClient.setQueryData(calendarKeys.feed(), { active: true, created_at: created.created_at }),
  });
}

/** DELETE /calendar/feed: revokes the feed URL. */
export function useRevokeFeed() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => client.calendar.revokeFeed(),
    onSuccess: () => queryClient.setQueryData(calendarKeys.feed(), { active: false, created_at: null }),
  });
}
