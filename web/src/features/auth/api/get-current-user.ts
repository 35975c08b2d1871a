import type { CampusClient } from '@campus/sdk';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useApiClient } from '../../../lib/api-client';
import { useSession } from '../../../lib/session/session-context';
import { authKeys } from './keys';

/** GET /user for the held token: loaded once at start to refresh (or end) the stored session. */
export function currentUserQueryOptions(client: CampusClient, token: string | null) {
  return queryOptions({
    queryKey: authKeys.currentUser(token),
    queryFn: () => client.auth.currentUser(),
    enabled: token !== null,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}

export function useCurrentUser() {
  const client = useApiClient();
  const { token } = useSession();
  return useQuery(currentUserQueryOptions(client, token));
}
