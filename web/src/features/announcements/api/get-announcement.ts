import type { CampusClient } from '@campus/sdk';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useApiClient } from '../../../lib/api-client';
import { groupKeys } from '../../groups/api/keys';

/** GET /groups/{groupId}/announcements/{id}: the announcement and whether the viewer coordinates. */
export function announcementQueryOptions(client: CampusClient, groupId: number, id: number) {
  return queryOptions({
    queryKey: groupKeys.announcement(groupId, id),
    queryFn: () => client.announcements.get(groupId, id),
  });
}

export function useAnnouncement(groupId: number, id: number) {
  return useQuery(announcementQueryOptions(useApiClient(), groupId, id));
}
