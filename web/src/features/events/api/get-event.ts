import { ApiError, type CampusClient } from '@campus/sdk';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useApiClient } from '../../../lib/api-client';
import { useSession } from '../../../lib/session/session-context';
import { eventKeys } from './keys';

/**
 * GET /events/{id}; for a signed-in user a 404 there retries GET /user/events/{id}, which also reaches
 * their own drafts and pending events (spec section 6).
 */
export function eventQueryOptions(client: CampusClient, id: number, signedIn: boolean) {
  return queryOptions({
    queryKey: eventKeys.detail(id, signedIn),
    queryFn: async () => {
      try {
        return await client.events.get(id);
      } catch (error) {
        if (signedIn && error instanceof ApiError && error.status === 404) return client.events.getOwn(id);
        throw error;
      }
    },
  });
}

export function useEvent(id: number) {
  const { isSignedIn } = useSession();
  return useQuery(eventQueryOptions(useApiClient(), id, isSignedIn));
}
