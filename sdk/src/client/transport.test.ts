import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import {
  ApiError,
  ConflictError,
  errorMessage,
  ForbiddenError,
  NetworkError,
  NotFoundError,
  RateLimitError,
  UnauthorizedError,
  ValidationError,
} from './errors.js';
import { fakeFetch, json, success } from './fake-fetch.test-support.js';
import { createTransport } from './transport.js';

const Item = z.object({ id: z.number(), name: z.string() });

describe('transport requests', () => {
  it('sends method, URL with query, bearer token, session id and a JSON body', async () => {
    const { fetch, requests } = fakeFetch(success({ id: 1, name: 'x' }));
    const transport = createTransport({
      baseUrl: 'http://api.test/api/',
      fetch,
      getToken: () => 'tok-123',
      getSessionId: async () => 'web-session-abc',
    });
    await transport.request('POST', '/cart/add', {
      query: { page: 2, q: 'sci fi', empty: '', skip: undefined },
      body: { event_id: 3, quantity: 2 },
      schema: Item,
    });
    const [request] = requests;
    expect(request?.method).toBe('POST');
    expect(request?.url).toBe('http://api.test/api/cart/add?page=2&q=sci+fi');
    expect(request?.headers.Authorization).toBe('Bearer tok-123');
    expect(request?.headers['X-Session-ID']).toBe('web-session-abc');
    expect(request?.headers['Content-Type']).toBe('application/json');
    expect(request?.body).toEqual({ event_id: 3, quantity: 2 });
  });

  it('sends no Authorization, session id or body when there are none', async () => {
    const { fetch, requests } = fakeFetch(success([]));
    const transport = createTransport({ baseUrl: 'http://api.test/api', fetch, getToken: () => null });
    await transport.request('GET', '/events', { schema: z.array(Item) });
    expect(requests[0]?.headers.Authorization).toBeUndefined();
    expect(requests[0]?.headers['X-Session-ID']).toBeUndefined();
    expect(requests[0]?.headers['Content-Type']).toBeUndefined();
    expect(requests[0]?.body).toBeUndefined();
    expect(requests[0]?.url).toBe('http://api.test/api/events');
  });

  it('passes FormData through untouched (multipart uploads)', async () => {
    const { fetch, requests } = fakeFetch(success(null));
    const form = new FormData();
    form.set('caption', 'Stage');
    await createTransport({ baseUrl: 'http://api.test/api', fetch }).request('POST', '/events/1/images', {
      body: form,
      schema: z.null(),
    });
    expect(requests[0]?.body).toBe(form);
    expect(requests[0]?.headers['Content-Type']).toBeUndefined();
  });
});

describe('transport answers', () => {
  it('unwraps the envelope and returns the validated data', async () => {
    const { fetch } = fakeFetch(success({ id: 4, name: 'Robotics', extra: true }, 'ok'));
    const result = await createTransport({ baseUrl: 'http://api.test/api', fetch }).request('GET', '/x', {
      schema: Item,
    });
    expect(result).toEqual({ id: 4, name: 'Robotics' });
  });

  it('throws NetworkError when a success is not our envelope or has the wrong shape', async () => {
    const { fetch } = fakeFetch(
      json(200, { id: 4 }),
      success({ id: 'four' }),
      new Response('<html>', { status: 200 }),
    );
    const transport = createTransport({ baseUrl: 'http://api.test/api', fetch });
    for (let i = 0; i < 3; i++) {
      await expect(transport.request('GET', '/x', { schema: Item })).rejects.toBeInstanceOf(NetworkError);
    }
  });

  it.each([
    [401, UnauthorizedError],
    [403, ForbiddenError],
    [404, NotFoundError],
    [409, ConflictError],
    [422, ValidationError],
    [429, RateLimitError],
    [500, ApiError],
  ])('maps %i to %o with message and field errors', async (status, ErrorClass) => {
    const errors = { username: ['The username has already been taken.'] };
    const { fetch } = fakeFetch(json(status, { status: 'error', message: `Failed ${status}`, errors }));
    const promise = createTransport({ baseUrl: 'http://api.test/api', fetch }).request('GET', '/x', {
      schema: Item,
    });
    const error = await promise.catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ErrorClass);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status, message: `Failed ${status}`, fieldErrors: errors });
  });

  it('keeps the status when an error body is not JSON', async () => {
    const { fetch } = fakeFetch(new Response('Bad gateway', { status: 502, statusText: 'Bad Gateway' }));
    const error = await createTransport({ baseUrl: 'http://api.test/api', fetch })
      .request('GET', '/x', { schema: Item })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 502, message: 'Bad Gateway', fieldErrors: {} });
  });

  it('turns a failed fetch into NetworkError with status 0', async () => {
    const { fetch } = fakeFetch(new TypeError('fetch failed'));
    const error = await createTransport({ baseUrl: 'http://api.test/api', fetch })
      .request('GET', '/x', { schema: Item })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(NetworkError);
    expect(error).toMatchObject({ status: 0 });
    expect((error as Error).message).toContain('fetch failed');
  });
});

describe('onUnauthorized', () => {
  const unauthorized = () => json(401, { status: 'error', message: 'Unauthenticated.' });

  it('is called on a 401 while a token was sent', async () => {
    const onUnauthorized = vi.fn();
    const { fetch } = fakeFetch(unauthorized());
    const transport = createTransport({
      baseUrl: 'http://a/api',
      fetch,
      getToken: () => 't',
      onUnauthorized,
    });
    await expect(transport.request('GET', '/user', { schema: Item })).rejects.toBeInstanceOf(
      UnauthorizedError,
    );
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(onUnauthorized.mock.calls[0]?.[0]).toBeInstanceOf(UnauthorizedError);
  });

  it('is not called on a 401 without a token (a failed login) nor on a 403', async () => {
    const onUnauthorized = vi.fn();
    const { fetch } = fakeFetch(unauthorized(), json(403, { status: 'error', message: 'Forbidden' }));
    const guest = createTransport({ baseUrl: 'http://a/api', fetch, getToken: () => null, onUnauthorized });
    await expect(guest.request('POST', '/login', { schema: Item })).rejects.toBeInstanceOf(UnauthorizedError);
    const user = createTransport({ baseUrl: 'http://a/api', fetch, getToken: () => 't', onUnauthorized });
    await expect(user.request('GET', '/admin/stats', { schema: Item })).rejects.toBeInstanceOf(
      ForbiddenError,
    );
    expect(onUnauthorized).not.toHaveBeenCalled();
  });
});

describe('errorMessage', () => {
  it('prefers the server message, else the catalogue fallback', () => {
    expect(errorMessage(new ConflictError(409, 'Event is full'), 'Failed to add item to cart')).toBe(
      'Event is full',
    );
    expect(errorMessage(new ApiError(500, ''), 'Failed to load cart')).toBe('Failed to load cart');
    expect(errorMessage(new NetworkError(0, 'Could not reach the server'), 'Login failed')).toBe(
      'Login failed',
    );
    expect(errorMessage(new Error('boom'), 'Login failed')).toBe('Login failed');
    expect(errorMessage(undefined, 'Login failed')).toBe('Login failed');
  });
});
