import { liveTopic } from '@campus/sdk';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { courseSessionKeys } from '../../course-sessions/api/keys';
import { eventKeys } from '../../events/api/keys';
import { useLive, useLiveEvent } from '../../live';
import { checkinKeys } from './keys';

/** With the stream down, the panel reads who has checked in this often. */
export const CHECKIN_FALLBACK_POLL_MS = 5_000;
/** With the stream open, a slow read all the same, in case an event was missed. */
export const CHECKIN_LIVE_POLL_MS = 60_000;

/**
 * Keeps a staff panel current: watches the session's or event's topic on the live stream and, on each
 * `checkin` event for it, reads the panel again together with the screen around it (the session's roster,
 * the attendees table). Answers how often the panel should poll: rarely while the stream is open, every
 * 5 seconds while it is down.
 */
export function useLiveCheckins(target: 'session' | 'event', id: number): number {
  const { status, watch } = useLive();
  const queryClient = useQueryClient();
  useEffect(() => watch(liveTopic(target, id)), [watch, target, id]);
  useLiveEvent('checkin', (event) => {
    if (event.target !== target || event.id !== id) return;
    void queryClient.invalidateQueries({ queryKey: checkinKeys.all });
    void queryClient.invalidateQueries({
      queryKey: target === 'session' ? courseSessionKeys.all : eventKeys.all,
    });
  });
  return status === 'open' ? CHECKIN_LIVE_POLL_MS : CHECKIN_FALLBACK_POLL_MS;
}
