import type { LightMyRequestResponse } from 'fastify';
import { bearer } from '../../testing/http.js';
import type { TestApp } from '../../testing/test-app.js';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Sends a request as a demo user (or as a guest with `null`), for the organizations and users tests. */
export function requestsFor(t: TestApp) {
  return async function request(
    username: string | null,
    method: Method,
    url: string,
    payload?: object,
  ): Promise<LightMyRequestResponse> {
    const headers = username === null ? {} : bearer(await t.loginAs(username));
    return t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload }) });
  };
}
