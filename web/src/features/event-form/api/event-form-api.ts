import type { CampusClient, EventInput } from '@campus/sdk';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '../../../lib/api-client';
import { eventKeys } from '../../events/api/keys';

/** GET /user/events/{id}: the event as its owner edits it (drafts and pending ones too). */
export function ownEventQueryOptions(client: CampusClient, id: number) {
  return queryOptions({
    queryKey: [...eventKeys.all, 'own', id] as const,
    queryFn: () => client.events.getOwn(id),
  });
}

export function useOwnEvent(id: number) {
  return useQuery(ownEventQueryOptions(useApiClient(), id));
}

/** POST /events; every events list loads again. */
export function useCreateEvent() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: EventInput) => client.events.create(input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: eventKeys.all }),
  });
}

/** PUT /events/{id}; every events list and the event itself load again. */
export function useUpdateEvent(id: number) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: EventInput) => client.events.update(id, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: eventKeys.all }),
  });
}
