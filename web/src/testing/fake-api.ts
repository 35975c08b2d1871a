import type { FetchLike } from '@campus/sdk';

export interface RecordedCall {
  method: string;
  path: string;
  /** The query string's parameters (?page=2&search=ada). */
  query: URLSearchParams;
  body: unknown;
  headers: Headers;
}

export interface FakeResponse {
  status: number;
  body: unknown;
}

export type FakeHandler = FakeResponse | ((call: RecordedCall) => FakeResponse | Promise<FakeResponse>);

/** A success envelope. */
export const ok = (data: unknown, message?: string): FakeResponse => ({
  status: 200,
  body: { status: 'success', message, data },
});

/** An error envelope. */
export const fail = (status: number, message: string, errors?: Record<string, string[]>): FakeResponse => ({
  status,
  body: { status: 'error', message, errors },
});

export interface FakeApi {
  fetch: FetchLike;
  calls: RecordedCall[];
  /** Replace or add a route ("METHOD /path", path without /api). */
  on(route: string, handler: FakeHandler): void;
  has(route: string): boolean;
}

/**
 * The API at the transport boundary: a fetch that answers "METHOD /path" from a table and records every
 * call. Unknown routes answer 404 in the envelope.
 */
export function createFakeApi(routes: Record<string, FakeHandler> = {}): FakeApi {
  const table = new Map(Object.entries(routes));
  const calls: RecordedCall[] = [];
  const fetch: FetchLike = async (input, init) => {
    const url = new URL(input, 'http://campus.test');
    const path = url.pathname.replace(/^\/api/, '');
    const method = (init?.method ?? 'GET').toUpperCase();
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    const call: RecordedCall = {
      method,
      path,
      query: url.searchParams,
      body,
      headers: new Headers(init?.headers),
    };
    calls.push(call);
    const handler = table.get(`${method} ${path}`);
    const response = handler
      ? typeof handler === 'function'
        ? await handler(call)
        : handler
      : fail(404, `No route ${method} ${path}`);
    return new Response(JSON.stringify(response.body), {
      status: response.status,
      headers: { 'Content-Type': 'application/json' },
    });
  };
  return {
    fetch,
    calls,
    on: (route, handler) => {
      table.set(route, handler);
    },
    has: (route) => table.has(route),
  };
}
