import type { FamilyRelationshipsInput } from '@campus/sdk';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '../../../lib/api-client';
import { userKeys } from './keys';

/** GET /users/{id}/family-candidates: whom the viewer may pick as a parent or child (at most 50). */
export function useFamilyCandidates(userId: number, search: string, enabled: boolean) {
  const client = useApiClient();
  return useQuery({
    queryKey: userKeys.familyCandidates(userId, search),
    queryFn: () => client.users.familyCandidates(userId, search || undefined),
    enabled,
    placeholderData: keepPreviousData,
  });
}

/** PUT /users/{id}/family-relationships: replaces both lists (422 with the server's message on a loop). */
export function useSetFamily(userId: number) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: FamilyRelationshipsInput) => client.users.setFamily(userId, input),
    onSuccess: (user) => {
      queryClient.setQueryData(userKeys.detail(userId), user);
      return queryClient.invalidateQueries({ queryKey: userKeys.all });
    },
  });
}
