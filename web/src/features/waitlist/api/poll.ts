import { useQueryClient } from '@tanstack/react-query';
import { courseKeys } from '../../courses/api/keys';
import { eventKeys } from '../../events/api/keys';
import { useLive, useLiveEvent } from '../../live';
import { waitlistKeys } from './keys';

/**
 * Waitlists change without the reader doing anything (a place frees, an offer expires, staff reorder):
 * the spec's 30-second poll keeps them current while the live stream is down.
 */
export const WAITLIST_POLL_MS = 30_000;

/**
 * How often the reader's own waitlist queries read again: not at all while the live stream is open (it
 * pushes every change to the reader's entries, handled by useLiveWaitlist), every 30 s otherwise.
 */
export function useOwnWaitlistRefetchInterval(): number | false {
  return useLive().status === 'open' ? false : WAITLIST_POLL_MS;
}

/**
 * A `waitlist` event on the stream (an offer, a new position, an offer ended) reloads the reader's
 * waitlists, and the event or course it concerns (a claim may have made them attend).
 */
export function useLiveWaitlist(): void {
  const queryClient = useQueryClient();
  useLiveEvent('waitlist', (event) => {
    void queryClient.invalidateQueries({ queryKey: waitlistKeys.all });
    if (event.course_id !== null) void queryClient.invalidateQueries({ queryKey: courseKeys.all });
    if (event.event_id !== null) void queryClient.invalidateQueries({ queryKey: eventKeys.all });
  });
}
