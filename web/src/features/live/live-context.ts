import type { LiveEvent, LiveEventType, LiveStatus, LiveTopic } from '@campus/sdk';
import { createContext, useContext } from 'react';

export type LiveHandler<T extends LiveEventType> = (event: Extract<LiveEvent, { type: T }>) => void;

export interface LiveContextValue {
  /** The stream's state: open while events flow; otherwise screens fall back to polling. */
  status: LiveStatus;
  /** Calls `handler` with each event of `type`; answers the function that stops it. */
  subscribe<T extends LiveEventType>(type: T, handler: LiveHandler<T>): () => void;
  /** Adds a topic to the stream (the screen shows it); answers the function that takes it away. */
  watch(topic: LiveTopic): () => void;
}

/** Without a provider (signed out, tests that leave it out) nothing is live and everything polls. */
const offline: LiveContextValue = {
  status: 'closed',
  subscribe: () => () => {},
  watch: () => () => {},
};

export const LiveContext = createContext<LiveContextValue>(offline);

export function useLive(): LiveContextValue {
  return useContext(LiveContext);
}
