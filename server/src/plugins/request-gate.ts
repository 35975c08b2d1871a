import { SERVER_BUSY_MESSAGE } from '@campus/sdk';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/**
 * At most `limit` API requests at the database at once; the next wait (first come, first served) up to
 * `waitMs`, then get 503 with Retry-After. PGlite runs every statement on the server's one thread, so a
 * burst of 200 requests would otherwise all be started and all be slow (and a client that gave up would
 * still cost its full share); PostgreSQL's pool has a limit of its own, but a queue in front of it with a
 * deadline answers a flood with a clear 503 instead of minutes of waiting.
 *
 * Not gated: event streams (an open stream holds no statement, and would hold a permit for hours), the
 * health check (a balancer must see a busy process as alive), and everything outside /api (the web app's
 * files come from memory).
 */
export interface RequestGateOptions {
  /** Requests inside at once: 8 on PGlite, 32 on PostgreSQL by default. */
  limit?: number;
  /** How long a request may wait for its turn, ms (5,000). */
  waitMs?: number;
}

export const DEFAULT_GATE_LIMIT = { pglite: 8, postgres: 32 } as const;
export const DEFAULT_GATE_WAIT_MS = 5_000;
/** Seconds a client told to come back waits (Retry-After). */
export const GATE_RETRY_AFTER_S = 2;

export interface RequestGateState {
  limit: number;
  waitMs: number;
  /** Requests holding a permit now. */
  readonly inside: number;
  /** Requests waiting for one. */
  readonly waiting: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The request gate's figures (tests, health), or null when the gate is off. */
    requestGate: RequestGateState | null;
  }
}

interface Waiter {
  admit(): void;
}

/** A counting semaphore with a FIFO queue; `acquire` resolves true when admitted, false at the deadline. */
export class Gate implements RequestGateState {
  #inside = 0;
  readonly #queue: Waiter[] = [];

  constructor(
    readonly limit: number,
    readonly waitMs: number,
  ) {}

  get inside(): number {
    return this.#inside;
  }

  get waiting(): number {
    return this.#queue.length;
  }

  /** Resolves true with a permit (call `release` once), or false after waitMs or when `cancelled` fires. */
  /** Takes a permit at once when one is free and nobody waits; false otherwise (then `acquire`). */
  tryAcquire(): boolean {
    if (this.#inside >= this.limit || this.#queue.length > 0) return false;
    this.#inside++;
    return true;
  }

  acquire(cancelled: (cancel: () => void) => void): Promise<boolean> {
    if (this.tryAcquire()) return Promise.resolve(true);
    return new Promise((resolve) => {
      const waiter: Waiter = {
        admit: () => {
          clearTimeout(timer);
          resolve(true);
        },
      };
      const leave = () => {
        const index = this.#queue.indexOf(waiter);
        if (index === -1) return;
        this.#queue.splice(index, 1);
        clearTimeout(timer);
        resolve(false);
      };
      const timer = setTimeout(leave, this.waitMs);
      this.#queue.push(waiter);
      cancelled(leave);
    });
  }

  release(): void {
    const next = this.#queue.shift();
    // The permit passes straight to the next in line, so a newcomer cannot overtake the queue.
    if (next) next.admit();
    else this.#inside--;
  }
}

/** An event stream: `Accept: text/event-stream`, or GET /api/live (the live updates stream). */
export function isEventStream(request: FastifyRequest): boolean {
  const accept = request.headers.accept;
  if (typeof accept === 'string' && accept.includes('text/event-stream')) return true;
  const path = request.url.split('?', 1)[0];
  return path === '/api/live' || path === '/api/live/';
}

function isGated(request: FastifyRequest): boolean {
  const url = request.url;
  if (!(url === '/api' || url.startsWith('/api/') || url.startsWith('/api?'))) return false;
  const path = url.split('?', 1)[0];
  return path !== '/api/health' && !isEventStream(request);
}

const permits = new WeakMap<FastifyRequest, () => void>();

export const requestGatePlugin = fp<{
  gate: RequestGateOptions | false;
  databaseKind: 'pglite' | 'postgres';
}>(
  async (app, options) => {
    if (options.gate === false) {
      app.decorate('requestGate', null);
      return;
    }
    const gate = new Gate(
      options.gate.limit ?? DEFAULT_GATE_LIMIT[options.databaseKind],
      options.gate.waitMs ?? DEFAULT_GATE_WAIT_MS,
    );
    app.decorate('requestGate', gate);

    function hold(request: FastifyRequest, reply: FastifyReply): void {
      let held = true;
      const release = () => {
        if (!held) return;
        held = false;
        gate.release();
      };
      permits.set(request, release);
      // The permit goes back once the answer is ready (its statements are done), or when the connection
      // closes first (the client gave up, or the reply was taken over).
      reply.raw.once('close', release);
    }

    // A callback hook: it runs on every request, and an async one costs a promise each time; a request
    // admitted at once (the usual case) waits for nothing. A hook that answers does not call done.
    app.addHook('onRequest', (request: FastifyRequest, reply: FastifyReply, done: () => void) => {
      if (!isGated(request)) {
        // An event stream is quiet for long stretches: the server's idle timeout must not cut it.
        // (app.inject's fake socket has no timeout to turn off.)
        const socket = request.raw.socket;
        if (isEventStream(request) && typeof socket?.setTimeout === 'function') socket.setTimeout(0);
        return done();
      }
      if (gate.tryAcquire()) {
        hold(request, reply);
        return done();
      }
      // A client that leaves while waiting gives up its place (its answer goes nowhere).
      void gate
        .acquire((leave) => reply.raw.once('close', leave))
        .then((admitted) => {
          if (admitted) {
            hold(request, reply);
            return done();
          }
          reply.code(503).header('retry-after', String(GATE_RETRY_AFTER_S));
          reply.send({ status: 'error', message: SERVER_BUSY_MESSAGE });
        });
    });
    app.addHook('onSend', (request, _reply, payload, done) => {
      permits.get(request)?.();
      done(null, payload);
    });
  },
  { name: 'request-gate' },
);
