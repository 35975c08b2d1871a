import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '../../../lib/api-client';
import { groupKeys } from '../../groups/api/keys';

/**
 * DELETE /groups/{groupId}/announcements/{id}; the deleted one leaves the cache and the group's lists are
 * marked stale (loaded again when the group page shows them, not refetched under the closing page).
 */
export function useDeleteAnnouncement(groupId: number, id: number) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => client.announcements.remove(groupId, id),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: groupKeys.announcement(groupId, id) });
      return queryClient.invalidateQueries({
        queryKey: groupKeys.announcements(groupId),
        refetchType: 'none',
      });
    },
  });
}
