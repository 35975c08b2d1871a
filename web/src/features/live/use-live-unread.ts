import { UNREAD_POLL_INTERVAL_MS } from '@campus/sdk';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useApiClient } from '../../lib/api-client';
import { useSession } from '../../lib/session/session-context';
import { messageKeys } from '../messages/api/keys';
import { useLive } from './live-context';
import { useLiveEvent } from './use-live-event';

/**
 * The inbox badge's count. While the live stream is open it is pushed (the stream sends it on opening and
 * whenever it changes) and nothing polls; while the stream is down, GET /messages/unread-count is polled
 * every 30 seconds as the spec has it. Failures are only logged: the badge keeps its last count.
 */
export function useLiveUnread(): number {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const { isSignedIn } = useSession();
  const live = useLive().status === 'open';
  const query = useQuery({
    queryKey: messageKeys.unreadCount(),
    queryFn: async () => (await client.messages.unreadCount()).count,
    enabled: isSignedIn,
    refetchInterval: live ? false : UNREAD_POLL_INTERVAL_MS,
    refetchOnWindowFocus: !live,
    staleTime: 0,
  });
  useLiveEvent('unread', (event) => queryClient.setQueryData(messageKeys.unreadCount(), event.count));
  useEffect(() => {
    if (query.error) console.error('Could not load the unread message count', query.error);
  }, [query.error]);
  return isSignedIn ? (query.data ?? 0) : 0;
}
