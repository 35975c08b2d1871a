import type { AnnouncementInput } from '@campus/sdk';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '../../../lib/api-client';
import { groupKeys } from '../../groups/api/keys';

/** PUT /groups/{groupId}/announcements/{id}; the announcement and the group's lists load again. */
export function useUpdateAnnouncement(groupId: number, id: number) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AnnouncementInput) => client.announcements.update(groupId, id, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: groupKeys.announcements(groupId) }),
  });
}
