import type { CampusClient } from '@campus/sdk';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useApiClient } from '../../../lib/api-client';
import { organizationKeys } from '../../groups/api/keys';

/** GET /organizations (admins): every organization, deactivated ones included. */
export function organizationsQueryOptions(client: CampusClient) {
  return queryOptions({ queryKey: organizationKeys.list(), queryFn: () => client.organizations.list() });
}

export function useOrganizations() {
  return useQuery(organizationsQueryOptions(useApiClient()));
}
