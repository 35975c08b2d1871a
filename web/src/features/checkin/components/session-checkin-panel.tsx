import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { courseSessionKeys } from '../../course-sessions/api/keys';
import { useLiveCheckins } from '../api/live-checkins';
import { useSessionCheckin } from '../api/queries';
import { CheckinPanelView } from './checkin-panel';

/**
 * The check-in panel on a course session's page, for the course's staff; check-ins arrive live. When someone
 * new checks in (a live event or a poll), the session is read again too, so the roster shows them.
 */
export function SessionCheckinPanel({ courseId, sessionId }: { courseId: number; sessionId: number }) {
  const poll = useLiveCheckins('session', sessionId);
  const query = useSessionCheckin(courseId, sessionId, poll);
  const queryClient = useQueryClient();
  const seen = useRef<number | null>(null);
  const count = query.data?.checked_in.length;
  useEffect(() => {
    if (count === undefined) return;
    if (seen.current !== null && seen.current !== count) {
      void queryClient.invalidateQueries({ queryKey: courseSessionKeys.detail(courseId, sessionId) });
    }
    seen.current = count;
  }, [count, courseId, sessionId, queryClient]);
  return <CheckinPanelView target={{ kind: 'session', courseId, sessionId }} query={query} />;
}
