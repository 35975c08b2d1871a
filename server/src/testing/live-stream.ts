import {
  type ApiError,
  connectLive,
  type LiveEvent,
  type LiveEventType,
  type LiveStatus,
  type LiveTopic,
} from '@campus/sdk';

/** A GET /api/live stream held by a test through the sdk's client, with what it received. */
export interface TestLiveStream {
  readonly events: LiveEvent[];
  readonly statuses: LiveStatus[];
  /** Resolves once the stream is open (rejects if it was refused). */
  opened: Promise<void>;
  /**
   * The next event of `type` (after those already taken) that `match` accepts, waiting up to `timeoutMs`;
   * events before it are skipped.
   */
  next<T extends LiveEventType>(
    type: T,
    match?: (event: Extract<LiveEvent, { type: T }>) => boolean,
    timeoutMs?: number,
  ): Promise<Extract<LiveEvent, { type: T }>>;
  close(): void;
}

export interface TestLiveOptions {
  watch?: LiveTopic[];
  auth?: 'bearer' | 'ticket';
}

/** Opens a stream on `apiUrl` (…/api) as the holder of `token`. */
export function openTestStream(apiUrl: string, token: string, options: TestLiveOptions = {}): TestLiveStream {
  const events: LiveEvent[] = [];
  const statuses: LiveStatus[] = [];
  const waiters = new Set<() => void>();
  let cursor = 0;
  let refusal: ApiError | undefined;
  let resolveOpened: () => void = () => {};
  let rejectOpened: (error: ApiError) => void = () => {};
  const opened = new Promise<void>((resolve, reject) => {
    resolveOpened = resolve;
    rejectOpened = reject;
  });
  opened.catch(() => {});
  const connection = connectLive({
    baseUrl: apiUrl,
    getToken: () => token,
    auth: options.auth ?? 'bearer',
    watch: options.watch,
    retryMs: 100,
    onEvent(event) {
      events.push(event);
      for (const wake of [...waiters]) wake();
    },
    onStatus(status) {
      statuses.push(status);
      if (status === 'open') resolveOpened();
    },
    onRefused(error) {
      refusal = error;
      rejectOpened(error);
      for (const wake of [...waiters]) wake();
    },
  });

  return {
    events,
    statuses,
    opened,
    next(type, match = () => true, timeoutMs = 3_000) {
      type Wanted = Extract<LiveEvent, { type: typeof type }>;
      const take = (): Wanted | undefined => {
        while (cursor < events.length) {
          const event = events[cursor++] as LiveEvent;
          if (event.type === type && match(event as Wanted)) return event as Wanted;
        }
        return undefined;
      };
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`No ${type} event within ${timeoutMs} ms; got ${JSON.stringify(events)}`));
        }, timeoutMs);
        function check(): void {
          if (refusal) {
            clearTimeout(timer);
            waiters.delete(check);
            reject(refusal);
            return;
          }
          const found = take();
          if (!found) return;
          clearTimeout(timer);
          waiters.delete(check);
          resolve(found);
        }
        waiters.add(check);
        check();
      });
    },
    close: () => connection.close(),
  };
}
