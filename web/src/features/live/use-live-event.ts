import type { LiveEventType } from '@campus/sdk';
import { useEffect, useRef } from 'react';
import { type LiveHandler, useLive } from './live-context';

/** Calls `handler` with every live event of `type` while the component is mounted (the latest handler). */
export function useLiveEvent<T extends LiveEventType>(type: T, handler: LiveHandler<T>): void {
  const { subscribe } = useLive();
  const latest = useRef(handler);
  latest.current = handler;
  useEffect(() => subscribe(type, (event) => latest.current(event)), [subscribe, type]);
}
