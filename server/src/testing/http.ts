import type { LightMyRequestResponse } from 'fastify';

/** The Authorization header of a bearer token. */
export function bearer(token: string): { authorization: string } {
  return { authorization: `Bearer ${token}` };
}

/** The envelope of an injected response (success or error), loosely typed for assertions. */
export interface EnvelopeBody<T = unknown> {
  status: 'success' | 'error';
  message?: string;
  data: T;
  errors?: Record<string, string[]>;
}

export function envelope<T = unknown>(response: LightMyRequestResponse): EnvelopeBody<T> {
  return response.json<EnvelopeBody<T>>();
}

/** An answer over real HTTP: status, envelope and headers. */
export interface HttpAnswer<T = unknown> {
  status: number;
  body: EnvelopeBody<T>;
  headers: Headers;
}

/**
 * A caller for tests that speak real HTTP to a started server (multipart uploads, served files): a JSON body
 * is sent as JSON, a FormData as multipart, and `user` names a token of `tokens` (none: a guest).
 */
export function httpCaller(baseUrl: () => string, tokens: ReadonlyMap<string, string>) {
  return async function call<T = unknown>(
    method: string,
    path: string,
    user?: string,
    body?: FormData | object,
  ): Promise<HttpAnswer<T>> {
    const headers: Record<string, string> = {};
    if (user) headers.authorization = `Bearer ${tokens.get(user)}`;
    let payload: FormData | string | undefined;
    if (body instanceof FormData) payload = body;
    else if (body !== undefined) {
      headers['content-type'] = 'application/json';
      payload = JSON.stringify(body);
    }
    const response = await fetch(`${baseUrl()}${path}`, { method, headers, body: payload });
    return {
      status: response.status,
      body: (await response.json()) as EnvelopeBody<T>,
      headers: response.headers,
    };
  };
}
