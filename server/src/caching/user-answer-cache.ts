import { createHash } from 'node:crypto';

export interface UserAnswerCacheOptions {
  /** An answer is fresh for this long after it was read (milliseconds of `elapsed`). */
  ttlMs?: number;
  /**
   * Past its TTL, an answer is still served while one request reads it again, for at most this much longer:
   * a poll of many clients never waits on that read. Writes never leave a stale answer (they empty the cache).
   */
  refreshGraceMs?: number;
  /** All answers held take at most this many bytes of JSON; past it, the cache is emptied. */
  maxBytes?: number;
  /** One user's answers take at most this many entries; past it, theirs are emptied. */
  maxEntriesPerUser?: number;
  /** Milliseconds of a monotonic clock; tests replace it. Not the app's clock (that one decides "today"). */
  elapsed?: () => number;
}

export const USER_ANSWER_CACHE_TTL_MS = 1_000;
export const USER_ANSWER_CACHE_REFRESH_GRACE_MS = 5_000;
export const USER_ANSWER_CACHE_MAX_BYTES = 64 * 1024 * 1024;
export const USER_ANSWER_CACHE_MAX_ENTRIES_PER_USER = 200;

export interface CachedAnswer {
  json: string;
  /** A weak validator of `json`, sent as ETag: a client that has it gets 304. */
  etag: string;
}

interface Entry extends CachedAnswer {
  storedAt: number;
  /** A request is reading this answer again (it was past its TTL): others get this copy meanwhile. */
  refreshing: boolean;
}

/**
 * What `lookup` decided: serve `answer`; or read it (`lead`: this request reads it and hands the result to
 * `store`, then calls `finish`); or `wait` for the request already reading it, then look up again.
 */
export type Lookup =
  | { kind: 'hit'; answer: CachedAnswer }
  | { kind: 'lead'; generation: number }
  | { kind: 'wait'; done: Promise<void> };

/** The weak ETag of an answer's text. */
export function answerEtag(json: string): string {
  return `W/"${createHash('sha1').update(json).digest('base64url')}"`;
}

/**
 * A signed-in user's answers to the reads their screens repeat (their events, courses, calendar, inbox badge),
 * as the JSON text sent, keyed by user and then by session and URL (see `userAnswerKey`). Exact by emptying:
 * every write request empties the whole cache before its answer leaves (so its writer reads fresh), other
 * processes empty theirs on the change feed, a change to a user's actor empties that user's, and a read that
 * began before an emptying does not store what it read (`generation`). The TTL bounds what no write request
 * announces: time passing (an event becomes past, an offer expires) and writes made outside the app.
 */
export class UserAnswerCache {
  private readonly users = new Map<number, Map<string, Entry>>();
  private readonly reading = new Map<
    string,
    { done: Promise<void>; resolve: () => void; startedAt: number }
  >();
  private readonly ttlMs: number;
  private readonly refreshGraceMs: number;
  private readonly maxBytes: number;
  private readonly maxEntriesPerUser: number;
  private readonly elapsed: () => number;
  private bytes = 0;
  private generation = 0;

  constructor(options: UserAnswerCacheOptions = {}) {
    this.ttlMs = options.ttlMs ?? USER_ANSWER_CACHE_TTL_MS;
    this.refreshGraceMs = options.refreshGraceMs ?? USER_ANSWER_CACHE_REFRESH_GRACE_MS;
    this.maxBytes = options.maxBytes ?? USER_ANSWER_CACHE_MAX_BYTES;
    this.maxEntriesPerUser = options.maxEntriesPerUser ?? USER_ANSWER_CACHE_MAX_ENTRIES_PER_USER;
    this.elapsed = options.elapsed ?? (() => performance.now());
  }

  /** Answers held, over all users. */
  get size(): number {
    let size = 0;
    for (const entries of this.users.values()) size += entries.size;
    return size;
  }

  get heldBytes(): number {
    return this.bytes;
  }

  lookup(userId: number, key: string): Lookup {
    const entry = this.users.get(userId)?.get(key);
    if (entry) {
      const age = this.elapsed() - entry.storedAt;
      if (age < this.ttlMs) return { kind: 'hit', answer: entry };
      if (entry.refreshing && age < this.ttlMs + this.refreshGraceMs) return { kind: 'hit', answer: entry };
      entry.refreshing = true;
      return { kind: 'lead', generation: this.generation };
    }
    const readingKey = `${userId}\n${key}`;
    const reading = this.reading.get(readingKey);
    const now = this.elapsed();
    // A read that never finished (its request lost without a response) is taken over after the grace.
    if (reading && now - reading.startedAt < this.refreshGraceMs) return { kind: 'wait', done: reading.done };
    reading?.resolve();
    let resolve = (): void => {};
    const done = new Promise<void>((resolveDone) => {
      resolve = resolveDone;
    });
    this.reading.set(readingKey, { done, resolve, startedAt: now });
    return { kind: 'lead', generation: this.generation };
  }

  /** Keeps an answer a leading request read, unless the cache was emptied since its lookup. */
  store(userId: number, key: string, json: string, generation: number): CachedAnswer | undefined {
    if (generation !== this.generation) return undefined;
    let entries = this.users.get(userId);
    if (!entries) {
      entries = new Map();
      this.users.set(userId, entries);
    }
    const previous = entries.get(key);
    if (previous) this.bytes -= previous.json.length;
    else if (entries.size >= this.maxEntriesPerUser) this.dropUser(userId, false);
    if (this.bytes + json.length > this.maxBytes) this.clear();
    const entry: Entry = { json, etag: answerEtag(json), storedAt: this.elapsed(), refreshing: false };
    // Either may have emptied the map above: put it back.
    entries = this.users.get(userId) ?? new Map<string, Entry>();
    this.users.set(userId, entries);
    entries.set(key, entry);
    this.bytes += json.length;
    return entry;
  }

  /**
   * Ends a leading request's read, stored or not: those waiting on it look up again, and a refresh that
   * stored nothing (an error, a 404, an emptying meanwhile) leaves no stale copy behind.
   */
  finish(userId: number, key: string, stored: boolean): void {
    const readingKey = `${userId}\n${key}`;
    const reading = this.reading.get(readingKey);
    if (reading) {
      this.reading.delete(readingKey);
      reading.resolve();
    }
    if (stored) return;
    const entries = this.users.get(userId);
    const entry = entries?.get(key);
    if (entries && entry?.refreshing) {
      entries.delete(key);
      this.bytes -= entry.json.length;
    }
  }

  /** Empties one user's answers (their actor changed). */
  dropUser(userId: number, newGeneration = true): void {
    const entries = this.users.get(userId);
    if (newGeneration) this.generation += 1;
    if (!entries) return;
    for (const entry of entries.values()) this.bytes -= entry.json.length;
    this.users.delete(userId);
  }

  /** Empties everything: something any answer may show changed. */
  clear(): void {
    this.generation += 1;
    this.users.clear();
    this.bytes = 0;
  }
}

/**
 * The key of an answer within its user's: the session and its last recorded use (GET /user and GET /sessions
 * show them; recording a use is a write no request announces), the URL, and the cart's session header.
 */
export function userAnswerKey(
  session: { id: number; lastUsedAt: string },
  url: string,
  cartSession: string | undefined,
): string {
  const base = `${session.id}@${session.lastUsedAt} ${url}`;
  return cartSession === undefined ? base : `${base} ${cartSession}`;
}
