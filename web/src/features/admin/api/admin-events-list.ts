import type { EventStatus } from '@campus/sdk';
import { ADMIN_EVENTS_PER_PAGE } from '@campus/sdk';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useApiClient } from '../../../lib/api-client';
import { eventKeys } from '../../events/api/keys';

/** What the Events tab's status filter holds: one status, or every event. */
export type AdminEventStatusFilter = EventStatus | 'all';

export interface AdminEventFilters {
  status: AdminEventStatusFilter;
  /** Trimmed; blank means no search. */
  search: string;
  page: number;
}

/**
 * Query keys of the admin panel's event list. They sit under `eventKeys.all`, so Publish, Unpublish and
 * Delete (My Events' mutations invalidate `eventKeys.all`) refresh it too.
 */
export const adminEventKeys = {
  all: [...eventKeys.all, 'admin'] as const,
  list: (filters: AdminEventFilters) =>
    [...adminEventKeys.all, 'list', filters.status, filters.search, filters.page] as const,
};

/** GET /admin/events: one page of every event of every status, filtered and searched on the server. */
export function useAdminEvents(filters: AdminEventFilters) {
  const client = useApiClient();
  return useQuery({
    queryKey: adminEventKeys.list(filters),
    queryFn: () =>
      client.admin.listEvents({
        page: filters.page,
        per_page: ADMIN_EVENTS_PER_PAGE,
        status: filters.status === 'all' ? undefined : filters.status,
        search: filters.search || undefined,
      }),
    placeholderData: keepPreviousData,
  });
}
