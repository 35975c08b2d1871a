import { ANNOUNCEMENTS_PAGE_SIZE, type CampusClient } from '@campus/sdk';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useApiClient } from '../../../lib/api-client';
import { groupKeys } from './keys';

/**
 * GET /groups/{id}/announcements, one page of 10. Members get the Active ones; `showAll` (coordinators and
 * admins) asks for every announcement.
 */
export function announcementPageQueryOptions(
  client: CampusClient,
  groupId: number,
  page: number,
  showAll: boolean,
) {
  return queryOptions({
    queryKey: groupKeys.announcementPage(groupId, page, showAll),
    queryFn: () =>
      client.announcements.list(groupId, {
        page,
        per_page: ANNOUNCEMENTS_PAGE_SIZE,
        show_all: showAll || undefined,
      }),
  });
}

/** The page shown stays on screen while the next one loads (no flash of the loader between pages). */
export function useAnnouncementPage(groupId: number, page: number, showAll: boolean) {
  return useQuery({
    ...announcementPageQueryOptions(useApiClient(), groupId, page, showAll),
    placeholderData: keepPreviousData,
  });
}
