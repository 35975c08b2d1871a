import type { CampusClient } from '@campus/sdk';
import type { UnreadSource } from './unread-source.js';

/** The spec's poll (every 30 s while signed in); a failed poll keeps the last count (failures are only logged). */
export function pollUnread(client: CampusClient, intervalMs: number): UnreadSource {
  const listeners = new Set<(count: number) => void>();
  let last: number | null = null;
  let closed = false;
  const ask = async () => {
    try {
      const { count } = await client.messages.unreadCount();
      if (closed) return;
      last = count;
      for (const listener of listeners) listener(count);
    } catch {
      // The spec: message fetch failures are only logged; the TUI owns the screen, so it stays quiet.
    }
  };
  const timer = setInterval(() => void ask(), intervalMs);
  // The poll never holds the process open on its own.
  timer.unref?.();
  void ask();
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
      listeners.clear();
    },
  };
}
