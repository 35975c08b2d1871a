import type { FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { isWriteRequest } from './write-announcements.js';

export interface GuestPageCacheOptions {
  /** At most this many pages are held; when full, the cache is emptied before the next one goes in. */
  maxEntries?: number;
  /**
   * A page is served for this long after it was read (milliseconds of `elapsed`): the bound on staleness
   * for writes this process does not see (another server on the same PostgreSQL, seeds, direct SQL).
   */
  ttlMs?: number;
  /** Milliseconds of a monotonic clock; tests replace it. Not the app's clock (that one decides "today"). */
  elapsed?: () => number;
}

export const GUEST_PAGE_CACHE_MAX_ENTRIES = 200;
export const GUEST_PAGE_CACHE_TTL_MS = 1_000;

interface Entry {
  json: string;
  storedAt: number;
}

/**
 * Past its TTL a page is still served for this long while one request reads it again, so that a crowd of
 * guests never waits on (or repeats) that read. Writes never leave a stale page: they empty the cache.
 */
export const GUEST_PAGE_REFRESH_GRACE_MS = 5_000;

/**
 * A guest's page of GET /api/events or GET /api/courses (or one event, GET /api/events/{id}), as the JSON text sent, keyed by the list, the
 * validated query and (for events) today's date in CAMPUS_TIMEZONE. Guests all see the same page (published
 * public events or courses only), so one answer fits every guest; signed-in viewers never touch it. A page
 * depends on many tables (events, ticket types, RSVPs, courses, enrollments, groups, images, users), so every
 * write request of this process empties the whole cache (see `guestPageCachePlugin`); other writers are seen
 * after `ttlMs`; a new day is a new events key.
 */
export class GuestPageCache {
  private readonly entries = new Map<string, Entry>();
  private readonly maxEntries: number;
  private readonly ttlMs: number;
  private readonly elapsed: () => number;
  /**
   * Bumped by every `clear`. A page read from the database before a write was committed may be stale, so a
   * read that began before a clear does not store its result (see `set`).
   */
  private generation = 0;
  /** The reads under way, by key: others asking meanwhile take their answer rather than read it again. */
  private readonly reading = new Map<string, Promise<string>>();

  constructor(options: GuestPageCacheOptions = {}) {
    this.maxEntries = options.maxEntries ?? GUEST_PAGE_CACHE_MAX_ENTRIES;
    this.ttlMs = options.ttlMs ?? GUEST_PAGE_CACHE_TTL_MS;
    this.elapsed = options.elapsed ?? (() => performance.now());
  }

  get size(): number {
    return this.entries.size;
  }

  /** The generation to hand back to `set` after reading the page. */
  begin(): number {
    return this.generation;
  }

  get(key: string): string | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (this.elapsed() - entry.storedAt >= this.ttlMs) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.json;
  }

  /** Stores a page read since `begin()` returned `generation`, unless a write came in between. */
  set(key: string, json: string, generation: number): void {
    if (generation !== this.generation) return;
    if (!this.entries.has(key) && this.entries.size >= this.maxEntries) this.entries.clear();
    this.entries.set(key, { json, storedAt: this.elapsed() });
  }

  clear(): void {
    this.generation += 1;
    this.entries.clear();
    // A read under way began before the write: nobody who asks from now on may take its answer.
    this.reading.clear();
  }

  /**
   * The page under `key`: fresh from the cache; else read by `read` once for everyone asking meanwhile (the
   * request that finds it missing or past its TTL reads it, and while it does the others get the page as it
   * was, for up to GUEST_PAGE_REFRESH_GRACE_MS past the TTL, or wait for the same read when there is none).
   */
  answer(key: string, read: () => Promise<string>): Promise<string> {
    const entry = this.entries.get(key);
    const age = entry ? this.elapsed() - entry.storedAt : Number.POSITIVE_INFINITY;
    if (entry && age < this.ttlMs) return Promise.resolve(entry.json);
    const pending = this.reading.get(key);
    if (pending)
      return entry && age < this.ttlMs + GUEST_PAGE_REFRESH_GRACE_MS ? Promise.resolve(entry.json) : pending;
    const generation = this.begin();
    const reading = read().then(
      (json) => {
        this.set(key, json, generation);
        if (this.reading.get(key) === reading) this.reading.delete(key);
        return json;
      },
      (error: unknown) => {
        if (this.reading.get(key) === reading) this.reading.delete(key);
        // A refresh that failed (a 404 now) leaves no stale page behind.
        if (this.generation === generation) this.entries.delete(key);
        throw error;
      },
    );
    this.reading.set(key, reading);
    return reading;
  }
}

/** The cache key of a guest's page of events (upcoming and past move with the day). */
export function guestEventsPageKey(
  today: string,
  query: { when: string; page: number; per_page: number },
): string {
  return `events|${today}|${query.when}|${query.page}|${query.per_page}`;
}

/** The cache key of a guest's page of courses (the course list does not depend on the day). */
export function guestCoursesPageKey(query: { page: number; per_page: number }): string {
  return `courses|${query.page}|${query.per_page}`;
}

/**
 * The cache key of a guest's view of one event (GET /api/events/{id}): the same for every guest and every day
 * (the answer holds no "today"); a 404 is never stored.
 */
export function guestEventKey(id: number): string {
  return `event|${id}`;
}

/** How a cached page goes out: as text with the JSON type, so fastify skips its serializer. */
export const JSON_TYPE = 'application/json; charset=utf-8';

/**
 * The guest's page under `key`: as sent to the last guest who asked, else read and encoded by `read` once for
 * every guest asking meanwhile, and kept (unless a write came in while it was read).
 */
export function cachedGuestPage(
  cache: GuestPageCache,
  key: string,
  read: () => Promise<string>,
): Promise<string> {
  return cache.answer(key, read);
}

/** A 200 answer as the route's own serializer writes it, to keep as the cached page. */
export function serializedAnswer(reply: FastifyReply, answer: unknown): string {
  return String(reply.serialize(answer));
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The guest page cache of the events and courses lists (plugins/guest-page-cache.ts), or null when off. */
    guestPageCache: GuestPageCache | null;
  }
}

export interface GuestPageCachePluginOptions {
  /** On unless false; options set its size and life. */
  guestPageCache?: boolean | GuestPageCacheOptions;
}

/**
 * Decorates the app with the guest page cache and empties it on every request that may write (any method
 * but GET, HEAD and OPTIONS), whatever its status: a failed answer may still follow a commit (a response
 * that fails to serialize), and emptying costs one page read. It is emptied in onSend, before the writer
 * can see its answer (so its next read is fresh), and again in onResponse (a request whose client went away
 * skips onSend). Other processes on the same database hear of the write on the change feed's `answers`
 * (plugins/write-announcements.ts) and empty theirs. When the feed may have lost announcements (`onGap`),
 * the cache is emptied too; the TTL bounds what is left (writes made outside the app: seeds, direct SQL).
 */
export const guestPageCachePlugin = fp<GuestPageCachePluginOptions>(
  async (app, options) => {
    const cache =
      options.guestPageCache === false
        ? null
        : new GuestPageCache(options.guestPageCache === true ? {} : options.guestPageCache);
    app.decorate('guestPageCache', cache);
    if (!cache) return;
    app.changes.subscribe('answers', () => cache.clear());
    app.changes.onGap(() => cache.clear());
    // Callback hooks: they run on every request, and an async one costs a promise each time.
    app.addHook('onSend', (request, _reply, payload, done) => {
      if (isWriteRequest(request)) cache.clear();
      done(null, payload);
    });
    app.addHook('onResponse', (request, _reply, done) => {
      if (isWriteRequest(request)) cache.clear();
      done();
    });
  },
  { name: 'guest-page-cache', dependencies: ['change-feed', 'write-announcements'] },
);
