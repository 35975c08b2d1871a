import { createParser, type EventSourceMessage } from 'eventsource-parser';
import {
  type LiveEvent,
  LiveEventSchema,
  LiveTicketSchema,
  type LiveTopic,
  liveWatchParam,
} from '../schemas/live.js';
import { ApiError, apiErrorFor, UnauthorizedError } from './errors.js';
import { createTransport, type FetchLike, type Transport, type TransportOptions } from './transport.js';

/** POST /live/ticket: a one-use ticket that opens GET /live within a minute. */
export function liveResource(transport: Transport) {
  return {
    ticket: () => transport.request('POST', '/live/ticket', { schema: LiveTicketSchema }),
  };
}

/** connecting: (re)opening; open: events flow; closed: down, waiting to retry (or stopped for good). */
export type LiveStatus = 'connecting' | 'open' | 'closed';

export interface LiveStreamOptions extends Pick<TransportOptions, 'baseUrl' | 'getToken'> {
  fetch?: FetchLike;
  /**
   * `bearer` sends the token as a header (Node: the CLI and TUI); `ticket` asks POST /live/ticket for a
   * one-use ticket before each connection and puts it in the URL (browsers, where it keeps the token out of
   * URLs and logs, and where EventSource-style clients can send no header).
   */
  auth?: 'bearer' | 'ticket';
  /**
   * Where `ticket` auth gets each ticket; by default POST /live/ticket with `getToken`. The web app passes
   * its own client's call, so a 401 there ends the session as any other call's does.
   */
  getTicket?: () => Promise<string>;
  /** Topics to watch: the event, course or session on screen. */
  watch?: readonly LiveTopic[];
  onEvent(event: LiveEvent): void;
  onStatus?(status: LiveStatus): void;
  /**
   * The server refused the stream for good (signed out, a topic not allowed): no more retries. A 401 also
   * reaches TransportOptions.onUnauthorized-style handling through this.
   */
  onRefused?(error: ApiError): void;
  /** The first wait before reconnecting (or the server's `retry:`), doubling up to `maxRetryMs`. */
  retryMs?: number;
  maxRetryMs?: number;
  /** With nothing received for this long (the server sends a heartbeat every 20 s), the stream is redone. */
  idleTimeoutMs?: number;
}

export interface LiveConnection {
  readonly status: LiveStatus;
  /** Stops for good: the stream closes and nothing is retried. */
  close(): void;
}

const DEFAULT_RETRY_MS = 1_000;
const DEFAULT_MAX_RETRY_MS = 30_000;
const DEFAULT_IDLE_TIMEOUT_MS = 45_000;

class Refused extends Error {
  constructor(readonly error: ApiError) {
    super(error.message);
  }
}

/**
 * Opens GET /live and keeps it open: each named event is parsed with LiveEventSchema (anything else is
 * ignored) and handed to `onEvent`; when the stream drops it reconnects with a growing delay, reset once a
 * connection opens. Runs on fetch's streamed body, so Node (undici) and browsers share it.
 */
export function connectLive(options: LiveStreamOptions): LiveConnection {
  const doFetch: FetchLike = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const transport = createTransport({ baseUrl: options.baseUrl, fetch: doFetch, getToken: options.getToken });
  const tickets = liveResource(transport);
  const getTicket = options.getTicket ?? (async () => (await tickets.ticket()).ticket);
  const firstRetryMs = options.retryMs ?? DEFAULT_RETRY_MS;
  const maxRetryMs = options.maxRetryMs ?? DEFAULT_MAX_RETRY_MS;
  const idleTimeoutMs = options.idleTimeoutMs ?? DEFAULT_IDLE_TIMEOUT_MS;
  let status: LiveStatus = 'closed';
  let stopped = false;
  let retryMs = firstRetryMs;
  let serverRetryMs: number | undefined;
  let controller: AbortController | undefined;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;

  function setStatus(next: LiveStatus): void {
    if (status === next) return;
    status = next;
    options.onStatus?.(next);
  }

  function url(ticket: string | undefined): string {
    const params = new URLSearchParams();
    if (options.watch && options.watch.length > 0) params.set('watch', liveWatchParam(options.watch));
    if (ticket) params.set('ticket', ticket);
    const search = params.toString();
    return `${options.baseUrl.replace(/\/+$/, '')}/live${search ? `?${search}` : ''}`;
  }

  function deliver(message: EventSourceMessage): void {
    let data: unknown;
    try {
      data = JSON.parse(message.data);
    } catch {
      return;
    }
    const parsed = LiveEventSchema.safeParse(data);
    if (parsed.success && parsed.data.type === message.event) options.onEvent(parsed.data);
  }

  /** One connection, until it ends; throws Refused when retrying cannot help. */
  async function runOnce(signal: AbortSignal): Promise<void> {
    const headers: Record<string, string> = { Accept: 'text/event-stream' };
    let ticket: string | undefined;
    if (options.auth === 'ticket') {
      try {
        ticket = await getTicket();
      } catch (error) {
        // Signed out, or a server without live updates: retrying cannot help (a 429 or 5xx can).
        if (error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 429) {
          throw new Refused(error);
        }
        throw error;
      }
    } else {
      const token = await options.getToken?.();
      if (!token) throw new Refused(new UnauthorizedError(401, 'Not signed in', {}, false));
      headers.Authorization = `Bearer ${token}`;
    }
    const response = await doFetch(url(ticket), { headers, signal });
    if (!response.ok || !response.body) {
      const error = await errorOf(response);
      // A ticket can expire between issue and use (a slow network): that one is worth another try.
      if (response.status >= 400 && response.status < 500 && !(ticket && response.status === 401)) {
        throw new Refused(error);
      }
      throw error;
    }
    setStatus('open');
    retryMs = firstRetryMs;
    const parser = createParser({
      onEvent: deliver,
      onRetry: (ms) => {
        serverRetryMs = ms;
      },
    });
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    let idle = setTimeout(() => controller?.abort(), idleTimeoutMs);
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) return;
        clearTimeout(idle);
        idle = setTimeout(() => controller?.abort(), idleTimeoutMs);
        parser.feed(value);
      }
    } finally {
      clearTimeout(idle);
      reader.cancel().catch(() => {});
    }
  }

  function schedule(): void {
    if (stopped) return;
    const wait = Math.max(retryMs, serverRetryMs ?? 0);
    retryMs = Math.min(retryMs * 2, maxRetryMs);
    retryTimer = setTimeout(connect, wait);
  }

  function connect(): void {
    if (stopped) return;
    setStatus('connecting');
    controller = new AbortController();
    runOnce(controller.signal)
      .catch((error: unknown) => {
        if (error instanceof Refused && !stopped) {
          stopped = true;
          setStatus('closed');
          options.onRefused?.(error.error);
        }
      })
      .finally(() => {
        if (stopped) return;
        setStatus('closed');
        schedule();
      });
  }

  connect();
  return {
    get status() {
      return status;
    },
    close() {
      stopped = true;
      clearTimeout(retryTimer);
      controller?.abort();
      setStatus('closed');
    },
  };
}

async function errorOf(response: Response): Promise<ApiError> {
  let message = response.statusText || `Request failed (${response.status})`;
  try {
    const body = (await response.json()) as { message?: unknown };
    if (typeof body.message === 'string') message = body.message;
  } catch {
    // Not our envelope.
  }
  return apiErrorFor(response.status, message);
}
