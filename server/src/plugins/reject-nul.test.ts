import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { envelope } from '../testing/http.js';
import { buildTestApp, type TestApp } from '../testing/test-app.js';
import { MAX_JSON_DEPTH, TOO_DEEP_MESSAGE } from './json-body.js';
import { NUL_MESSAGE, nulPaths } from './reject-nul.js';

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

/** `levels` arrays nested in one another: `[[...]]`. */
function nestedArrays(levels: number): string {
  return `${'['.repeat(levels)}${']'.repeat(levels)}`;
}

describe('deeply nested bodies', () => {
  const json = { 'content-type': 'application/json' };

  it.each(['/api/login', '/api/profile', '/api/no-such-route', '/no-such-page'])(
    'answer 400, not 500, at 20,000 levels on %s',
    async (url) => {
      const response = await t.app.inject({
        method: 'POST',
        url,
        headers: json,
        payload: nestedArrays(20_000),
      });
      expect(response.statusCode).toBe(400);
      expect(envelope(response).message).toBe(TOO_DEEP_MESSAGE);
    },
  );

  it(`are refused at ${MAX_JSON_DEPTH + 1} levels and parsed at ${MAX_JSON_DEPTH}`, async () => {
    const tooDeep = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: json,
      payload: nestedArrays(MAX_JSON_DEPTH + 1),
    });
    expect(tooDeep.statusCode).toBe(400);
    expect(envelope(tooDeep).message).toBe(TOO_DEEP_MESSAGE);

    // At the limit the body is parsed and reaches validation: an array is not a login form.
    const atLimit = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: json,
      payload: nestedArrays(MAX_JSON_DEPTH),
    });
    expect(atLimit.statusCode).toBe(422);
  });

  it('still report a NUL at the deepest allowed level', async () => {
    const deep = `${'['.repeat(MAX_JSON_DEPTH)}"a\\u0000"${']'.repeat(MAX_JSON_DEPTH)}`;
    const response = await t.app.inject({ method: 'POST', url: '/api/login', headers: json, payload: deep });
    expect(response.statusCode).toBe(422);
    expect(envelope(response).errors).toEqual({ [Array(MAX_JSON_DEPTH).fill('0').join('.')]: [NUL_MESSAGE] });
  });
});

describe('nulPaths', () => {
  it('walks 20,000 levels without overflowing the stack', () => {
    let value: unknown = 'x\u0000';
    for (let level = 0; level < 20_000; level++) value = [value];
    expect(nulPaths(value)).toEqual([Array(20_000).fill('0').join('.')]);
  });

  it('reports fields in the order they appear', () => {
    expect(nulPaths({ a: '\u0000', b: ['ok', '\u0000'], c: { d: '\u0000' } })).toEqual(['a', 'b.1', 'c.d']);
  });
});
