import type { CampusClient } from '@campus/sdk';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useApiClient } from '../../../lib/api-client';
import { userKeys } from './keys';

/** GET /users/{id}: the user with the cards the viewer may see, and what the viewer may do (`can`). */
export function userQueryOptions(client: CampusClient, id: number) {
  return queryOptions({ queryKey: userKeys.detail(id), queryFn: () => client.users.get(id) });
}

export function useUser(id: number) {
  return useQuery(userQueryOptions(useApiClient(), id));
}
