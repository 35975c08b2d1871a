import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { bearer } from '../../testing/http.js';
import type { TestApp } from '../../testing/test-app.js';

/** A request as a demo user (`null`: a guest). */
export async function callAs(
  t: TestApp,
  username: string | null,
  method: NonNullable<InjectOptions['method']>,
  url: string,
  body?: unknown,
): Promise<LightMyRequestResponse> {
  const headers = username === null ? {} : bearer(await t.loginAs(username));
  return t.app.inject({ method, url, headers, ...(body === undefined ? {} : { payload: body as object }) });
}
