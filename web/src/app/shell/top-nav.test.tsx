import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createFakeApi, fail, ok } from '../../testing/fake-api';
import { renderApp } from '../../testing/render-app';
import { adminUser, teacherUser, testUser } from '../../testing/users';

const nav = () => within(screen.getAllByRole('navigation', { name: 'Main' })[0] as HTMLElement);

describe('top navigation', () => {
  it('shows guests Home, Courses, Events, Profile, Inbox, Login and Register, and the 2025 footer', async () => {
    renderApp('/');
    for (const label of ['Home', 'Courses', 'Events', 'Profile', 'Inbox', 'Login', 'Register']) {
      expect(nav().getAllByRole('link', { name: label }).length).toBeGreaterThan(0);
    }
    expect(nav().queryByRole('button', { name: 'Logout' })).toBeNull();
    expect(nav().queryByRole('link', { name: 'Admin Panel' })).toBeNull();
    expect(nav().queryByRole('link', { name: 'Create Event' })).toBeNull();
    expect(nav().getByRole('button', { name: 'Cart' })).toBeTruthy();
    expect(screen.getByText(/© 2025 Campus/)).toBeTruthy();
  });

  it('shows a signed-in user their username and Logout, without Admin Panel or Create Event', async () => {
    renderApp('/', { user: testUser({ username: 'student' }) });
    expect(await nav().findByText('student')).toBeTruthy();
    expect(nav().getByRole('button', { name: 'Logout' })).toBeTruthy();
    expect(nav().queryByRole('link', { name: 'Login' })).toBeNull();
    expect(nav().queryByRole('link', { name: 'Admin Panel' })).toBeNull();
    expect(nav().queryByRole('link', { name: 'Create Event' })).toBeNull();
  });

  it('shows Admin Panel and Create Event to admins', async () => {
    renderApp('/', { user: adminUser() });
    expect(await nav().findByText('admin')).toBeTruthy();
    expect(nav().getAllByRole('link', { name: 'Admin Panel' }).length).toBeGreaterThan(0);
    expect(nav().getAllByRole('link', { name: 'Create Event' }).length).toBeGreaterThan(0);
  });

  it('shows Create Event, but not Admin Panel, to create_event holders', async () => {
    renderApp('/', { user: teacherUser() });
    expect(await nav().findByText('teacher')).toBeTruthy();
    expect(nav().getAllByRole('link', { name: 'Create Event' }).length).toBeGreaterThan(0);
    expect(nav().queryByRole('link', { name: 'Admin Panel' })).toBeNull();
  });

  it('logs out: POST /logout, storage cleared, back to /', async () => {
    const api = createFakeApi({ 'POST /logout': ok(null) });
    const { router, userEvent } = renderApp('/profile', { api, user: testUser() });
    await userEvent.click(await nav().findByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(api.calls.some((call) => call.method === 'POST' && call.path === '/logout')).toBe(true);
    expect(window.localStorage.getItem('token')).toBeNull();
    expect(window.localStorage.getItem('user')).toBeNull();
    expect(await nav().findByRole('link', { name: 'Login' })).toBeTruthy();
  });

  it('still logs out when POST /logout fails, and only logs the error', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const api = createFakeApi({ 'POST /logout': fail(500, 'Server error') });
    const { router, userEvent } = renderApp('/', { api, user: testUser() });
    await userEvent.click(await nav().findByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(window.localStorage.getItem('token')).toBeNull());
    expect(router.state.location.pathname).toBe('/');
    expect(log).toHaveBeenCalled();
    expect(screen.queryByRole('alert')).toBeNull();
    log.mockRestore();
  });
});
