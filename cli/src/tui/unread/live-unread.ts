import type { CampusClient, LiveConnection, LiveStreamOptions } from '@campus/sdk';
import { pollUnread } from './poll-unread.js';
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
  let live = false;
  const poll = pollUnread(client, pollMs, () => !live);
  const connection = connect({
    onEvent(event) {
      if (event.type === 'unread') poll.push(event.count);
    },
    onStatus(status) {
      const opened = status === 'open' && !live;
      live = status === 'open';
      if (opened) poll.refresh();
    },
    onRefused() {
      live = false;
    },
  });
  return {
    subscribe: poll.subscribe,
    refresh: poll.refresh,
    close() {
      poll.close();
      connection.close();
    },
  };
}
