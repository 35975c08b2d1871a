import { useMutation } from '@tanstack/react-query';
import { useApiClient } from '../../../lib/api-client';
import { useRefreshMessages, useUpdateCachedMessage } from './refresh';

/** DELETE /messages/{id}: gone for the reader only; the row leaves every cached list, which then refetch. */
export function useDeleteMessage() {
  const client = useApiClient();
  const refresh = useRefreshMessages();
  const updateCached = useUpdateCachedMessage();
  return useMutation({
    mutationFn: (id: number) => client.messages.remove(id),
    onSuccess: (_result, id) => {
      updateCached(id, () => null);
      return refresh();
    },
  });
}
