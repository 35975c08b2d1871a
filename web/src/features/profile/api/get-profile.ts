import type { CampusClient } from '@campus/sdk';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useApiClient } from '../../../lib/api-client';
import { profileKeys } from './keys';

/** GET /profile: the signed-in user's own profile. */
export function profileQueryOptions(client: CampusClient) {
  return queryOptions({ queryKey: profileKeys.me(), queryFn: () => client.profile.getProfile() });
}

export function useProfile() {
  return useQuery(profileQueryOptions(useApiClient()));
}
