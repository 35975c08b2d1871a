import type { CampusClient } from '@campus/sdk';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useApiClient } from '../../../lib/api-client';
import { organizationKeys } from '../../groups/api/keys';

/** GET /organizations/registration: the active organizations (Create User for admins and create_user). */
export function registrationOrganizationsQueryOptions(client: CampusClient, enabled: boolean) {
  return queryOptions({
    queryKey: [...organizationKeys.all, 'registration'] as const,
    queryFn: () => client.organizations.registrationOptions(),
    staleTime: 5 * 60_000,
    enabled,
  });
}

export function useRegistrationOrganizations(enabled: boolean) {
  return useQuery(registrationOrganizationsQueryOptions(useApiClient(), enabled));
}
