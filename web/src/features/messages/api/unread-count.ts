import { UNREAD_POLL_INTERVAL_MS } from '@campus/sdk';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useApiClient } from '../../../lib/api-client';
import { useSession } from '../../../lib/session/session-context';
import { messageKeys } from './keys';

/**
 * The inbox badge's count: GET /messages/unread-count, polled every 30 seconds while signed in (spec
 * section 9). TanStack Query pauses the poll while the tab is hidden and asks again when it comes back.
 * Failures are only logged (spec section 8): the badge keeps the last count it had.
 */
export function useUnreadCount(): number {
  const client = useApiClient();
  const { isSignedIn } = useSession();
  const query = useQuery({
    queryKey: messageKeys.unreadCount(),
    queryFn: async () => (await client.messages.unreadCount()).count,
    enabled: isSignedIn,
    refetchInterval: UNREAD_POLL_INTERVAL_MS,
    refetchOnWindowFocus: true,
    staleTime: 0,
  });
  useEffect(() => {
    if (query.error) console.error('Could not load the unread message count', query.error);
  }, [query.error]);
  return isSignedIn ? (query.data ?? 0) : 0;
}
