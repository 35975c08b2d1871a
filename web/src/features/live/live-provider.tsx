import {
  connectLive,
  type FetchLike,
  type LiveEvent,
  type LiveEventType,
  type LiveStatus,
  type LiveTopic,
  liveWatchParam,
} from '@campus/sdk';
import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useApiClient } from '../../lib/api-client';
import { useSession } from '../../lib/session/session-context';
import { LiveContext, type LiveContextValue, type LiveHandler } from './live-context';

export interface LiveProviderProps {
  children: ReactNode;
  /** The fetch the stream uses (the sdk's; tests pass theirs). */
  fetch?: FetchLike;
  /** False keeps the stream shut (component tests that answer at the transport boundary). */
  enabled?: boolean;
}

type AnyHandler = (event: LiveEvent) => void;

/**
 * Holds one GET /api/live stream while a user is signed in (issue 25), opened with a one-use ticket since a
 * token in a URL would end up in logs. Screens subscribe to event types and add the topics they show; the
 * stream reopens when the set of topics changes. While it is down, `status` says so and screens poll.
 */
export function LiveProvider({ children, fetch, enabled = true }: LiveProviderProps) {
  const client = useApiClient();
  const { token } = useSession();
  const [status, setStatus] = useState<LiveStatus>('closed');
  const handlers = useRef(new Map<LiveEventType, Set<AnyHandler>>());
  const watching = useRef(new Map<LiveTopic, number>());
  const [topics, setTopics] = useState<LiveTopic[]>([]);

  const subscribe = useCallback(<T extends LiveEventType>(type: T, handler: LiveHandler<T>) => {
    let set = handlers.current.get(type);
    if (!set) {
      set = new Set();
      handlers.current.set(type, set);
    }
    const any = handler as AnyHandler;
    set.add(any);
    return () => {
      set.delete(any);
    };
  }, []);

  const watch = useCallback((topic: LiveTopic) => {
    const counts = watching.current;
    counts.set(topic, (counts.get(topic) ?? 0) + 1);
    setTopics([...counts.keys()]);
    return () => {
      const left = (counts.get(topic) ?? 1) - 1;
      if (left > 0) counts.set(topic, left);
      else counts.delete(topic);
      setTopics([...counts.keys()]);
    };
  }, []);

  // The stream depends on the topics as a set: the same topics in another order keep it open.
  const watchKey = liveWatchParam(topics);
  useEffect(() => {
    if (!enabled || !token) {
      setStatus('closed');
      return;
    }
    const watch = watchKey ? (watchKey.split(',') as LiveTopic[]) : [];
    const connection = connectLive({
      baseUrl: client.transport.baseUrl,
      fetch,
      auth: 'ticket',
      getTicket: async () => (await client.live.ticket()).ticket,
      watch,
      onEvent: (event) => {
        for (const handler of handlers.current.get(event.type) ?? []) handler(event);
      },
      onStatus: setStatus,
      onRefused: (error) => console.error('Live updates are off for this page', error),
    });
    return () => connection.close();
  }, [enabled, token, watchKey, client, fetch]);

  const value = useMemo<LiveContextValue>(() => ({ status, subscribe, watch }), [status, subscribe, watch]);
  return <LiveContext.Provider value={value}>{children}</LiveContext.Provider>;
}
