import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { envelope } from '../testing/http.js';
import { buildTestApp, type TestApp } from '../testing/test-app.js';
import { NUL_MESSAGE } from './reject-nul.js';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

describe('NUL characters in input', () => {
  it('are refused with a 422 naming the field, in bodies and nested values', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username: 'stu\u0000dent', password: 'campus123', extra: ['ok', 'b\u0000d'] },
    });
    expect(response.statusCode).toBe(422);
    expect(envelope(response).errors).toEqual({ username: [NUL_MESSAGE], 'extra.1': [NUL_MESSAGE] });
  });

  it('are refused in query strings', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/organizations/registration?q=a%00b' });
    expect(response.statusCode).toBe(422);
    expect(envelope(response).errors).toEqual({ q: [NUL_MESSAGE] });
  });

  it('leave ordinary input alone', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username: 'student', password: 'campus123' },
    });
    expect(response.statusCode).toBe(200);
  });
});
