import type { CampusClient } from '@campus/sdk';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useApiClient } from '../../../lib/api-client';
import { authKeys } from './keys';

/** GET /organizations/registration: the organizations a new user may pick. */
export function registrationOrganizationsQueryOptions(client: CampusClient) {
  return queryOptions({
    queryKey: authKeys.registrationOrganizations(),
    queryFn: () => client.organizations.registrationOptions(),
    staleTime: 5 * 60_000,
  });
}

export function useRegistrationOrganizations() {
  return useQuery(registrationOrganizationsQueryOptions(useApiClient()));
}
