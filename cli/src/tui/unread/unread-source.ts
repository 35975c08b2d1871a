/**
 * Where the unread-message count comes from. Today a 30-second poll of GET /messages/unread-count (spec
 * section 7); a live stream can stand in without the status line knowing.
 */
export interface UnreadSource {
  /** Calls `listener` with every new count (first as soon as it is known); returns the unsubscribe. */
  subscribe(listener: (count: number) => void): () => void;
  /** Asks again now, e.g. after a message was opened or deleted. */
  refresh(): void;
  /** Stops every timer and connection. */
  close(): void;
}
