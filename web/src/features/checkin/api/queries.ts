import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '../../../lib/api-client';
import { checkinKeys } from './keys';

/** GET .../sessions/{sessionId}/checkin (the course's staff). */
/** `poll`: milliseconds between reads (useLiveCheckins says how often). */
export function useSessionCheckin(courseId: number, sessionId: number, poll: number) {
  const client = useApiClient();
  return useQuery({
    queryKey: checkinKeys.session(courseId, sessionId),
    queryFn: () => client.checkin.sessionPanel(courseId, sessionId),
    refetchInterval: poll,
  });
}

/** GET /events/{id}/checkin (the event's owners). */
export function useEventCheckin(eventId: number, poll: number) {
  const client = useApiClient();
  return useQuery({
    queryKey: checkinKeys.event(eventId),
    queryFn: () => client.checkin.eventPanel(eventId),
    refetchInterval: poll,
  });
}
