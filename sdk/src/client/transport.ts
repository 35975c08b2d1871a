import type { z } from 'zod';
import { ErrorEnvelopeSchema } from '../schemas/envelope.js';
import { type ApiError, apiErrorFor, NetworkError } from './errors.js';

export type FetchLike = (input: string, init?: RequestInit) => Promise<Response>;
type MaybePromise<T> = T | Promise<T>;

export interface TransportOptions {
  /** The API root, ending in /api (e.g. http://localhost:8080/api). */
  baseUrl: string;
  fetch?: FetchLike;
  /** The bearer token source; read on every call. */
  getToken?: () => MaybePromise<string | null | undefined>;
  /** The cart session id source (`X-Session-ID`); read on every call. */
  getSessionId?: () => MaybePromise<string | null | undefined>;
  /** Called when an answer is 401 while a token was sent (the session has ended). */
  onUnauthorized?: (error: ApiError) => void;
}

export type Query = Record<string, string | number | boolean | null | undefined>;

export interface RequestOptions<T extends z.ZodType> {
  query?: Query;
  body?: unknown;
  /** Headers of this call only (e.g. Idempotency-Key). */
  headers?: Record<string, string>;
  /** Validates the unwrapped `data`; its output type is the call's result. */
  schema: T;
}

export interface Transport {
  request<T extends z.ZodType>(
    method: string,
    path: string,
    options: RequestOptions<T>,
  ): Promise<z.output<T>>;
  /** A call whose answer is not JSON (an iCalendar file): the body as text; errors as `request` throws them. */
  requestText(method: string, path: string, options: TextRequestOptions): Promise<string>;
  readonly baseUrl: string;
}

export interface TextRequestOptions {
  query?: Query;
  /** The Accept header, e.g. 'text/calendar'. */
  accept: string;
}

function buildUrl(baseUrl: string, path: string, query?: Query): string {
  const url = `${baseUrl.replace(/\/+$/, '')}${path}`;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${url}?${search}` : url;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** The one request core: base URL, bearer token, session id, envelope unwrapping and error mapping. */
export function createTransport(options: TransportOptions): Transport {
  const doFetch: FetchLike = options.fetch ?? ((input, init) => globalThis.fetch(input, init));

  /** Sends one call with the token and session id; network failures become NetworkError. */
  async function send(
    method: string,
    path: string,
    query: Query | undefined,
    body: unknown,
    callHeaders: Record<string, string>,
  ): Promise<{ response: Response; token: string | null | undefined }> {
    const headers: Record<string, string> = { ...callHeaders };
    const token = await options.getToken?.();
    if (token) headers.Authorization = `Bearer ${token}`;
    const sessionId = await options.getSessionId?.();
    if (sessionId) headers['X-Session-ID'] = sessionId;
    let payload: RequestInit['body'];
    if (body instanceof FormData) {
      payload = body;
    } else if (body !== undefined) {
      headers['Content-Type'] = 'application/json';
      payload = JSON.stringify(body);
    }
    try {
      const response = await doFetch(buildUrl(options.baseUrl, path, query), {
        method,
        headers,
        body: payload,
      });
      return { response, token };
    } catch (cause) {
      const reason = cause instanceof Error ? cause.message : String(cause);
      throw new NetworkError(0, `Could not reach the server (${reason})`, {}, false);
    }
  }

  /** The ApiError of a failed answer (its error envelope, or the HTTP status), reported on a 401. */
  function failure(response: Response, json: unknown, token: string | null | undefined): ApiError {
    const parsed = ErrorEnvelopeSchema.safeParse(json);
    const error = parsed.success
      ? apiErrorFor(response.status, parsed.data.message, parsed.data.errors)
      : apiErrorFor(
          response.status,
          response.statusText || `Request failed (${response.status})`,
          undefined,
          false,
        );
    if (response.status === 401 && token) options.onUnauthorized?.(error);
    return error;
  }

  return {
    baseUrl: options.baseUrl,
    async request(method, path, { query, body, schema, headers: callHeaders }) {
      const { response, token } = await send(method, path, query, body, {
        ...callHeaders,
        Accept: 'application/json',
      });
      const json = await readJson(response);
      if (!response.ok) throw failure(response, json, token);
      const envelope = json as { status?: string; data?: unknown } | undefined;
      if (envelope?.status !== 'success') {
        throw new NetworkError(
          response.status,
          'The server sent an answer that is not a Campus API response',
        );
      }
      const result = schema.safeParse(envelope.data);
      if (!result.success) {
        throw new NetworkError(response.status, `Unexpected response shape for ${method} ${path}`, {}, false);
      }
      return result.data;
    },
    async requestText(method, path, { query, accept }) {
      const { response, token } = await send(method, path, query, undefined, { Accept: accept });
      if (!response.ok) throw failure(response, await readJson(response), token);
      return response.text();
    },
  };
}
