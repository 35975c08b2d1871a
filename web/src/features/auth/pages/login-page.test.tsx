import { sampleUserDetail } from '@campus/sdk/testing';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createFakeApi, fail, ok } from '../../../testing/fake-api';
import { renderApp } from '../../../testing/render-app';
import { testUser } from '../../../testing/users';

async function fillAndSubmit(view: ReturnType<typeof renderApp>, username: string, password: string) {
  await view.userEvent.type(screen.getByLabelText(/Username/), username);
  await view.userEvent.type(screen.getByLabelText(/Password/), password);
  await view.userEvent.click(screen.getByRole('button', { name: 'Login' }));
}

describe('login page', () => {
  it('requires username and password', async () => {
    const view = renderApp('/login');
    await view.userEvent.click(await screen.findByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Username is required')).toBeTruthy();
    expect(screen.getByText('Password is required')).toBeTruthy();
    expect(view.api.calls.some((call) => call.path === '/login')).toBe(false);
    // Focus leaves the button for the first field to fix.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText(/Username/)));
    expect(screen.getByLabelText(/Username/).hasAttribute('required')).toBe(true);
  });

  it('focuses the password when only it is missing, and lets the keyboard reach its show toggle', async () => {
    const view = renderApp('/login');
    await view.userEvent.type(await screen.findByLabelText(/Username/), 'student');
    await view.userEvent.click(screen.getByRole('button', { name: 'Login' }));
    const password = screen.getByLabelText(/Password/, { selector: 'input' }) as HTMLInputElement;
    await waitFor(() => expect(document.activeElement).toBe(password));
    await view.userEvent.tab();
    const toggle = screen.getByRole('button', { name: 'Show password' });
    expect(document.activeElement).toBe(toggle);
    await view.userEvent.keyboard('{Enter}');
    expect(password.type).toBe('text');
  });

  it('returns a guest to the page they asked for after signing in', async () => {
    const user = testUser({ username: 'student' });
    const api = createFakeApi({
      'POST /login': ok({ user, token: 'new-token' }),
      'GET /profile': ok(sampleUserDetail(user)),
    });
    const view = renderApp('/profile', { api });
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/login'));
    expect(view.router.state.location.search).toBe('?redirect=%2Fprofile');
    await fillAndSubmit(view, 'student', 'campus123');
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/profile'));
  });

  it('ignores a return path that leaves the site', async () => {
    const user = testUser({ username: 'student' });
    const api = createFakeApi({ 'POST /login': ok({ user, token: 'new-token' }) });
    const view = renderApp('/login?redirect=%2F%2Fevil.com', { api });
    await fillAndSubmit(view, 'student', 'campus123');
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/dashboard/calendar'));
  });

  it("shows the server's message when login fails", async () => {
    const api = createFakeApi({ 'POST /login': fail(401, 'Invalid username or password') });
    const view = renderApp('/login', { api });
    await fillAndSubmit(view, 'student', 'wrong-password');
    expect((await screen.findByRole('alert')).textContent).toContain('Invalid username or password');
    expect(view.router.state.location.pathname).toBe('/login');
  });

  it('says when to try again after too many attempts (429)', async () => {
    const message = 'Too many attempts. Please try again in 1 minute.';
    const api = createFakeApi({ 'POST /login': fail(429, message) });
    const view = renderApp('/login', { api });
    await fillAndSubmit(view, 'student', 'campus123');
    expect((await screen.findByRole('alert')).textContent).toContain(message);
    expect(view.router.state.location.pathname).toBe('/login');
  });

  it("falls back to 'Login failed' when the server cannot be reached", async () => {
    const api = createFakeApi({
      'POST /login': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    const view = renderApp('/login', { api });
    await fillAndSubmit(view, 'student', 'campus123');
    expect((await screen.findByRole('alert')).textContent).toBe('Login failed');
  });

  it('shows a spinner while loading, then stores the session and lands on /dashboard/calendar', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const user = testUser({ username: 'student' });
    const api = createFakeApi({
      'POST /login': async () => {
        await gate;
        return ok({ user, token: 'new-token' });
      },
    });
    const view = renderApp('/login', { api });
    await fillAndSubmit(view, 'student', 'campus123');
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Login' }).getAttribute('data-loading')).toBe('true'),
    );
    release();
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/dashboard/calendar'));
    expect(window.localStorage.getItem('token')).toBe('new-token');
    expect(JSON.parse(window.localStorage.getItem('user') ?? '{}').username).toBe('student');
    expect(api.calls.find((call) => call.path === '/login')?.body).toEqual({
      username: 'student',
      password: 'campus123',
    });
  });
});
