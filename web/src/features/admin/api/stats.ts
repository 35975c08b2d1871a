import type { CampusClient } from '@campus/sdk';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useApiClient } from '../../../lib/api-client';

/** Query keys of the Dashboard tab; a change to users, events or courses invalidates `statsKeys.all`. */
export const statsKeys = {
  all: ['admin', 'stats'] as const,
  cards: () => [...statsKeys.all, 'cards'] as const,
  activity: () => [...statsKeys.all, 'activity'] as const,
};

/** GET /admin/stats: the stat cards. */
export function statsQueryOptions(client: CampusClient) {
  return queryOptions({ queryKey: statsKeys.cards(), queryFn: () => client.admin.stats() });
}

export function useAdminStats() {
  return useQuery(statsQueryOptions(useApiClient()));
}

/** GET /admin/stats/activity: new users, enrollments and RSVPs per week over the last 12 weeks. */
export function activityQueryOptions(client: CampusClient) {
  return queryOptions({ queryKey: statsKeys.activity(), queryFn: () => client.admin.activity() });
}

export function useAdminActivity() {
  return useQuery(activityQueryOptions(useApiClient()));
}
