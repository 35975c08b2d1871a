import type { CheckinSettingsInput, RsvpCheckinInput } from '@campus/sdk';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '../../../lib/api-client';
import { courseSessionKeys } from '../../course-sessions/api/keys';
import { eventKeys } from '../../events/api/keys';
import { checkinKeys } from './keys';

/** What a staff panel changes: its session's or event's code and settings. */
export type CheckinTargetRef =
  | { kind: 'session'; courseId: number; sessionId: number }
  | { kind: 'event'; eventId: number };

function useInvalidateCheckin() {
  const queryClient = useQueryClient();
  // Session pages and the attendees modal show check-ins too: they read again on their own keys' prefixes.
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: checkinKeys.all }),
      queryClient.invalidateQueries({ queryKey: courseSessionKeys.all }),
      queryClient.invalidateQueries({ queryKey: eventKeys.all }),
    ]);
}

/** POST .../checkin/code: a new code; the old link stops working. */
export function useRegenerateCode(target: CheckinTargetRef) {
  const client = useApiClient();
  const invalidate = useInvalidateCheckin();
  return useMutation({
    mutationFn: () =>
      target.kind === 'session'
        ? client.checkin.regenerateSessionCode(target.courseId, target.sessionId)
        : client.checkin.regenerateEventCode(target.eventId),
    onSuccess: invalidate,
  });
}

/** PUT /courses/{id}/checkin or /events/{id}/checkin: minutes before the start that check-in opens. */
export function useCheckinSettings(target: CheckinTargetRef) {
  const client = useApiClient();
  const invalidate = useInvalidateCheckin();
  return useMutation({
    mutationFn: (input: CheckinSettingsInput) =>
      target.kind === 'session'
        ? client.checkin.courseSettings(target.courseId, input)
        : client.checkin.eventSettings(target.eventId, input),
    onSuccess: invalidate,
  });
}

/** PUT /events/{id}/attendees/{rsvpId}/checkin: an owner checks an attendee in by hand, or undoes it. */
export function useMarkRsvpCheckin(eventId: number) {
  const client = useApiClient();
  const invalidate = useInvalidateCheckin();
  return useMutation({
    mutationFn: ({ rsvpId, input }: { rsvpId: number; input: RsvpCheckinInput }) =>
      client.checkin.markRsvp(eventId, rsvpId, input),
    onSuccess: invalidate,
  });
}

/** POST /checkin/{code}: the signed-in user checks in. */
export function useCheckIn() {
  const client = useApiClient();
  return useMutation({ mutationFn: (code: string) => client.checkin.checkIn(code) });
}
