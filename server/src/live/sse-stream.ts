import type { ServerResponse } from 'node:http';
import type { LiveEvent, LiveTopic } from '@campus/sdk';

/** What a stream watches: each topic, and whether the user is its staff (check-ins go to staff only). */
export type Watches = ReadonlyMap<LiveTopic, { staff: boolean }>;

/** A client that reads slower than this much pending output is dropped (it reconnects and catches up). */
const MAX_PENDING_BYTES = 256 * 1024;

/** The client's wait before reconnecting after the stream drops (the `retry:` field). */
export const RETRY_MS = 3_000;

let lastId = 0;

/**
 * One open GET /api/live: writes server-sent events (`id:`, `event:`, `data:` lines) and comment lines to the
 * raw response. It holds nothing but the response, the user and its topics: an idle stream costs no query,
 * no timer of its own (the registry's one heartbeat timer writes to all).
 */
export class SseStream {
  closed = false;
  private onClose: (() => void) | undefined;

  constructor(
    private readonly response: ServerResponse,
    readonly userId: number,
    readonly watches: Watches,
  ) {
    response.on('close', () => this.close());
    // The client may have gone while the stream was being authorized: then it ends at once.
    if (response.destroyed) this.closed = true;
  }

  /** Sends the status line and headers, and the reconnect delay. */
  open(): void {
    this.response.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      connection: 'keep-alive',
      // nginx buffers responses unless told not to; an event must leave at once.
      'x-accel-buffering': 'no',
      'x-content-type-options': 'nosniff',
    });
    this.write(`retry: ${RETRY_MS}\n\n`);
  }

  /** Whether an event sent to one of this stream's topics is for it: check-ins only to the topic's staff. */
  wants(topic: LiveTopic, event: LiveEvent): boolean {
    const watch = this.watches.get(topic);
    if (!watch) return false;
    return event.type !== 'checkin' || watch.staff;
  }

  send(event: LiveEvent): void {
    lastId += 1;
    this.write(`id: ${lastId}\nevent: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`);
  }

  /** A comment line: clients ignore it, proxies see traffic and keep the connection. */
  comment(text: string): void {
    this.write(`: ${text}\n\n`);
  }

  whenClosed(handler: () => void): void {
    this.onClose = handler;
  }

  close(): void {
    if (this.closed) return;
    this.closed = true;
    this.onClose?.();
    if (!this.response.writableEnded) this.response.end();
  }

  private write(text: string): void {
    if (this.closed) return;
    this.response.write(text);
    if (this.response.writableLength > MAX_PENDING_BYTES) this.close();
  }
}
