import type { CampusClient } from '@campus/sdk';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useApiClient } from '../../../lib/api-client';
import { useSession } from '../../../lib/session/session-context';
import { eventKeys } from './keys';

/**
 * A guest asks GET /events/{id}. A signed-in user asks GET /user/events/{id} first: it answers as the public
 * call does and also reaches their own drafts and pending events (spec section 6), so opening one costs no
 * 404 in the console before the spec's retry; its 404 is final.
 */
export function eventQueryOptions(client: CampusClient, id: number, signedIn: boolean) {
  return queryOptions({
    queryKey: eventKeys.detail(id, signedIn),
    queryFn: () => (signedIn ? client.events.getOwn(id) : client.events.get(id)),
  });
}

export function useEvent(id: number) {
  const { isSignedIn } = useSession();
  return useQuery(eventQueryOptions(useApiClient(), id, isSignedIn));
}
