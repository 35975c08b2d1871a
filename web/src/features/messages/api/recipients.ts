import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '../../../lib/api-client';
import { messageKeys } from './keys';

/** GET /messages/recipients?search=: the people the reader may write to (the server searches, at most 20). */
export function useRecipients(search: string, enabled: boolean) {
  const client = useApiClient();
  return useQuery({
    queryKey: messageKeys.recipients(search),
    queryFn: () => client.messages.recipients(search),
    enabled,
    staleTime: 60_000,
  });
}
