import { liveTopic } from '@campus/sdk';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { courseKeys } from '../courses/api/keys';
import { eventKeys } from '../events/api/keys';
import { useLive } from './live-context';
import { useLiveEvent } from './use-live-event';

/**
 * Keeps the seats and tickets left of the event or course on screen current: watches its topic on the live
 * stream, and on each `seats` event for it reloads its detail (whose counts the page shows). `id` undefined
 * (not loaded yet, or not visible) watches nothing.
 */
export function useLiveSeats(target: 'event' | 'course', id: number | undefined): void {
  const { watch } = useLive();
  const queryClient = useQueryClient();
  useEffect(() => (id === undefined ? undefined : watch(liveTopic(target, id))), [watch, target, id]);
  useLiveEvent('seats', (event) => {
    if (event.target !== target || event.id !== id) return;
    const root = target === 'event' ? eventKeys.all : courseKeys.all;
    void queryClient.invalidateQueries({ queryKey: [...root, 'detail', id] });
  });
}
