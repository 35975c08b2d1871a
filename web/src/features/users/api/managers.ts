import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '../../../lib/api-client';
import { userKeys } from './keys';

/** GET /user-managers/available-managers/{id}: who may manage the user (never them or anyone below them). */
export function useAvailableManagers(userId: number, search: string, enabled: boolean) {
  const client = useApiClient();
  return useQuery({
    queryKey: userKeys.availableManagers(userId, search),
    queryFn: () => client.managers.availableManagers(userId, search || undefined),
    enabled,
    placeholderData: keepPreviousData,
  });
}

/** POST /user-managers/assign (422 with the server's message when it would make a loop). */
export function useAssignManager(userId: number) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (managerId: number) => client.managers.assign({ user_id: userId, manager_id: managerId }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.all }),
  });
}

/** DELETE /user-managers/{id}/manager. */
export function useRemoveManager(userId: number) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => client.managers.remove(userId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.all }),
  });
}
