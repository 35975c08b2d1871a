import type { AnnouncementInput } from '@campus/sdk';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '../../../lib/api-client';
import { groupKeys } from '../../groups/api/keys';

/** POST /groups/{groupId}/announcements; the group's lists load again. */
export function useCreateAnnouncement(groupId: number) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AnnouncementInput) => client.announcements.create(groupId, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: groupKeys.announcements(groupId) }),
  });
}
