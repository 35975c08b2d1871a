import type { RsvpCreateInput, RsvpUpdateInput } from '@campus/sdk';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '../../../lib/api-client';
import { useSession } from '../../../lib/session/session-context';
import { eventKeys } from './keys';

/** The signed-in user's RSVP for one event (from GET /user/rsvps), or null when they have none. */
export function useMyRsvp(eventId: number) {
  const client = useApiClient();
  const { isSignedIn } = useSession();
  return useQuery({
    queryKey: eventKeys.myRsvps(),
    queryFn: () => client.rsvps.mine(),
    enabled: isSignedIn,
    select: (rsvps) => rsvps.find((rsvp) => rsvp.event_id === eventId) ?? null,
  });
}

/** After a change the user's RSVPs and every event (seats taken) are read again. */
function useInvalidateRsvps() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: eventKeys.all });
}

/** POST /events/{id}/rsvp for oneself. */
export function useCreateRsvp(eventId: number) {
  const client = useApiClient();
  const invalidate = useInvalidateRsvps();
  return useMutation({
    mutationFn: (input: RsvpCreateInput) => client.rsvps.create(eventId, input),
    onSuccess: invalidate,
  });
}

/** PUT /user/rsvps/{id}. */
export function useUpdateRsvp(rsvpId: number) {
  const client = useApiClient();
  const invalidate = useInvalidateRsvps();
  return useMutation({
    mutationFn: (input: RsvpUpdateInput) => client.rsvps.update(rsvpId, input),
    onSuccess: invalidate,
  });
}
