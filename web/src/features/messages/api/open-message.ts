import type { Message } from '@campus/sdk';
import { useMutation } from '@tanstack/react-query';
import { useApiClient } from '../../../lib/api-client';
import { useRefreshMessages, useUpdateCachedMessage } from './refresh';

/**
 * Opening an unread message: GET /messages/{id} marks it read (spec section 4). The row turns read in
 * every cached list at once, then the lists and the badge refetch. A failure is only logged (spec
 * section 8): the message is shown from the list either way.
 */
export function useOpenMessage() {
  const client = useApiClient();
  const refresh = useRefreshMessages();
  const updateCached = useUpdateCachedMessage();
  return useMutation({
    mutationFn: (id: number) => client.messages.get(id),
    onMutate: (id) => updateCached(id, (message) => ({ ...message, is_read: true })),
    onSuccess: (message: Message) => updateCached(message.id, () => message),
    onError: (error) => console.error('Could not open the message', error),
    onSettled: refresh,
  });
}
