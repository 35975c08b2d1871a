import type { OrganizationInput } from '@campus/sdk';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '../../../lib/api-client';
import { organizationKeys } from '../../groups/api/keys';

export interface SaveOrganizationVariables {
  /** The organization being edited; absent when creating one. */
  id?: number;
  input: OrganizationInput;
}

/** POST /organizations or PUT /organizations/{id}; every organization list is read again. */
export function useSaveOrganization() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: SaveOrganizationVariables) =>
      id === undefined ? client.organizations.create(input) : client.organizations.update(id, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: organizationKeys.all }),
  });
}
