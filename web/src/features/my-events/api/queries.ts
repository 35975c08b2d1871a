import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '../../../lib/api-client';
import { myEventKeys } from './keys';

/** GET /user/owner-events: every event the user owns, any status. */
export function useOwnedEvents() {
  const client = useApiClient();
  return useQuery({ queryKey: myEventKeys.owned(), queryFn: () => client.events.owned() });
}

/** GET /user/events: the user's RSVPs by status and the recommended events. */
export function useMyEvents() {
  const client = useApiClient();
  return useQuery({ queryKey: myEventKeys.mine(), queryFn: () => client.events.mine() });
}

/** GET /user/children-events: the children, their RSVPs by status and the events recommended to them. */
export function useChildrenEvents() {
  const client = useApiClient();
  return useQuery({ queryKey: myEventKeys.children(), queryFn: () => client.events.children() });
}

/** GET /events/{id}/owners. */
export function useEventOwners(eventId: number) {
  const client = useApiClient();
  return useQuery({ queryKey: myEventKeys.owners(eventId), queryFn: () => client.events.owners(eventId) });
}

/** GET /events/{id}/attendees?include_all=true: every RSVP, the statistics and the financial summary. */
export function useAttendeeReport(eventId: number) {
  const client = useApiClient();
  return useQuery({
    queryKey: myEventKeys.attendees(eventId),
    queryFn: () => client.attendees.list(eventId, { includeAll: true }),
  });
}
