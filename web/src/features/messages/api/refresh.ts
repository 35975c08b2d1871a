import type { Message, Paged } from '@campus/sdk';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { messageKeys } from './keys';

/** Every messaging query refetches: lists, course lists and the unread badge. */
export function useRefreshMessages() {
  const queryClient = useQueryClient();
  return useCallback(() => queryClient.invalidateQueries({ queryKey: messageKeys.all }), [queryClient]);
}

/** Changes one message in every cached page that holds it (a row turns read, or leaves after a delete). */
export function useUpdateCachedMessage() {
  const queryClient = useQueryClient();
  return useCallback(
    (id: number, change: (message: Message) => Message | null) => {
      const update = (page: Paged<Message> | undefined) => {
        if (!page?.data.some((message) => message.id === id)) return page;
        const data = page.data.flatMap((message) => {
          if (message.id !== id) return [message];
          const changed = change(message);
          return changed ? [changed] : [];
        });
        return { ...page, data };
      };
      queryClient.setQueriesData<Paged<Message>>({ queryKey: messageKeys.lists() }, update);
      queryClient.setQueriesData<Paged<Message>>({ queryKey: messageKeys.courseLists() }, update);
    },
    [queryClient],
  );
}
