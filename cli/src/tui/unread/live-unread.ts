import type { CampusClient, LiveConnection, LiveStreamOptions } from '@campus/sdk';
import type { UnreadSource } from './unread-source.js';

/** Opens the live stream with these handlers (connectLive with the session's API and token). */
export type ConnectLive = (
  handlers: Pick<LiveStreamOptions, 'onEvent' | 'onStatus' | 'onRefused'>,
) => LiveConnection;

/**
 * The unread count from the live stream's `unread` events, falling back to the spec's poll while the
 * stream is down: the poll runs only when the stream is not open, and once when it (re)opens, so nothing
 * missed while it was down stays wrong.
 */
export function liveUnread(client: CampusClient, connect: ConnectLive, pollMs: number): UnreadSource {
  const listeners = new Set<(count: number) => void>();
  let last: number | null = null;
  let closed = false;
  let live = false;
  const emit = (count: number) => {
    if (closed) return;
    last = count;
    for (const listener of listeners) listener(count);
  };
  const ask = async () => {
    try {
      emit((await client.messages.unreadCount()).count);
    } catch {
      // As the poll: failures are only logged (the TUI owns the screen).
    }
  };
  const timer = setInterval(() => {
    if (!live) void ask();
  }, pollMs);
  timer.unref?.();
  void ask();
  const connection = connect({
    onEvent(event) {
      if (event.type === 'unread') emit(event.count);
    },
    onStatus(status) {
      const opened = status === 'open' && !live;
      live = status === 'open';
      if (opened) void ask();
    },
    onRefused() {
      live = false;
    },
  });
  return {
    subscribe(listener) {
      listeners.add(listener);
      if (last !== null) listener(last);
      return () => listeners.delete(listener);
    },
    refresh: () => void ask(),
    close() {
      closed = true;
      clearInterval(timer);
      connection.close();
      listeners.clear();
    },
  };
}
