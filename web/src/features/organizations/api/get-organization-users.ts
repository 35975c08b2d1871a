import type { CampusClient } from '@campus/sdk';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useApiClient } from '../../../lib/api-client';
import { organizationKeys } from '../../groups/api/keys';

/** GET /organizations/{id}/users: the organization and its users with role and joined date. */
export function organizationUsersQueryOptions(client: CampusClient, id: number) {
  return queryOptions({
    queryKey: organizationKeys.users(id),
    queryFn: () => client.organizations.users(id),
  });
}

/** The users of one organization; idle while no organization is chosen. */
export function useOrganizationUsers(id: number | null) {
  const client = useApiClient();
  return useQuery({ ...organizationUsersQueryOptions(client, id ?? 0), enabled: id !== null });
}
