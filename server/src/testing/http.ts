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
