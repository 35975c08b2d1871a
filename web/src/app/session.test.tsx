import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createFakeApi, fail, ok } from '../testing/fake-api';
import { renderApp } from '../testing/render-app';
import { testUser } from '../testing/users';

describe('session', () => {
  it('loads the current user at start and keeps the fresh copy', async () => {
    const stored = testUser({ id: 7, first_name: 'Old' });
    const fresh = { ...stored, first_name: 'New' };
    const api = createFakeApi({ 'GET /user': ok({ user: fresh, token: 'test-token' }) });
    renderApp('/', { api, user: stored });
    await waitFor(() =>
      expect(JSON.parse(window.localStorage.getItem('user') ?? '{}').first_name).toBe('New'),
    );
    const call = api.calls.find((c) => c.path === '/user');
    expect(call?.headers.get('Authorization')).toBe('Bearer test-token');
    expect(call?.headers.get('X-Session-ID')).toMatch(/^web-session-/);
    expect(window.localStorage.getItem('cart_session_id')).toMatch(/^web-session-/);
  });

  it('removes token and user when loading the current user fails', async () => {
    const api = createFakeApi({ 'GET /user': fail(500, 'Server error') });
    renderApp('/', { api, user: testUser() });
    await waitFor(() => expect(window.localStorage.getItem('token')).toBeNull());
    expect(window.localStorage.getItem('user')).toBeNull();
    expect(await screen.findAllByRole('link', { name: 'Login' })).toBeTruthy();
  });

  it('clears the session and goes to /login on a 401 while a token is held', async () => {
    const api = createFakeApi({ 'GET /user': fail(401, 'Unauthenticated.') });
    const { router } = renderApp('/events', { api, user: testUser() });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(window.localStorage.getItem('token')).toBeNull();
  });
});
