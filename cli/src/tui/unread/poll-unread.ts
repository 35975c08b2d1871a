import type { CampusClient } from '@campus/sdk';
import type { UnreadSource } from './unread-source.js';

/** A poll whose count can also be pushed to it (the live stream's unread events). */
export interface PolledUnread extends UnreadSource {
  push(count: number): void;
}

/**
 * The spec's poll (every 30 s while signed in); a failed poll keeps the last count (failures are only
 * logged). `due` says whether a timed poll should ask (the live stream skips them while it is open).
 */
export function pollUnread(
  client: CampusClient,
  intervalMs: number,
  due: () => boolean = () => true,
): PolledUnread {
  const listeners = new Set<(count: number) => void>();
  let last: number | null = null;
  let closed = false;
  const push = (count: number) => {
    if (closed) return;
    last = count;
    for (const listener of listeners) listener(count);
  };
  const ask = async () => {
    try {
      push((await client.messages.unreadCount()).count);
    } catch {
      // The spec: message fetch failures are only logged; the TUI owns the screen, so it stays quiet.
    }
  };
  const timer = setInterval(() => {
    if (due()) void ask();
  }, intervalMs);
  // The poll never holds the process open on its own.
  timer.unref?.();
  void ask();
  return {
    push,
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
