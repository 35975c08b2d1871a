/**
 * Where the unread-message count comes from: by default the live stream (liveUnread), polling
 * GET /messages/unread-count every 30 seconds (spec section 7) while it is down; tests pass their own.
 */
export interface UnreadSource {
  /** Calls `listener` with every new count (first as soon as it is known); returns the unsubscribe. */
  subscribe(listener: (count: number) => void): () => void;
  /** Asks again now, e.g. after a message was opened or deleted. */
  refresh(): void;
  /** Stops every timer and connection. */
  close(): void;
}
