import type { CampusClient } from '@campus/sdk';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useApiClient } from '../../../lib/api-client';
import { eventKeys } from './keys';

export type EventsWhen = 'upcoming' | 'past';

/** GET /events: one page of upcoming (today and later, ascending) or past events. */
export function eventPageQueryOptions(client: CampusClient, when: EventsWhen, page: number, perPage: number) {
  return queryOptions({
    queryKey: eventKeys.list(when, page, perPage),
    queryFn: () => client.events.list({ page, per_page: perPage, when }),
  });
}

/** The page shown stays on screen while the next one loads. */
export function useEventPage(when: EventsWhen, page: number, perPage: number) {
  return useQuery({
    ...eventPageQueryOptions(useApiClient(), when, page, perPage),
    placeholderData: keepPreviousData,
  });
}
