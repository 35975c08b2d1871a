import { ROUTES } from '@campus/sdk';
import { screen, waitFor } from '@testing-library/react';
import type { RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../testing/render-app';
import { adminUser, testUser } from '../testing/users';
import { appRoutes } from './router';

function patterns(routes: RouteObject[], parent = ''): string[] {
  return routes.flatMap((route) => {
    const own = route.index
      ? parent || '/'
      : route.path
        ? `${parent}/${route.path}`.replace(/\/+/g, '/')
        : parent;
    return [...(route.path || route.index ? [own] : []), ...patterns(route.children ?? [], own)];
  });
}

const path = (router: ReturnType<typeof renderApp>['router']) => router.state.location.pathname;

describe('router', () => {
  it('has a route for every route of the sdk table (spec section 2)', () => {
    const ours = new Set(patterns(appRoutes));
    const missing = ROUTES.map((route) => route.pattern).filter((pattern) => !ours.has(pattern));
    expect(missing).toEqual([]);
  });

  it('sends a guest on a login-required route to /login', async () => {
    const { router } = renderApp('/dashboard');
    await waitFor(() => expect(path(router)).toBe('/login'));
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeTruthy();
  });

  it('sends a guest on a numeric-id route to /login', async () => {
    const { router } = renderApp('/user/5');
    await waitFor(() => expect(path(router)).toBe('/login'));
  });

  it('replaces /dashboard with /dashboard/calendar and shows the four tabs', async () => {
    const { router } = renderApp('/dashboard', { user: testUser() });
    await waitFor(() => expect(path(router)).toBe('/dashboard/calendar'));
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Calendar', 'My Events', 'My Courses', 'My Groups']);
    expect(await screen.findByRole('radiogroup', { name: 'View' })).toBeTruthy();
  });

  it('sends a signed-in user away from /login and /register', async () => {
    const { router } = renderApp('/register', { user: testUser() });
    await waitFor(() => expect(path(router)).toBe('/dashboard/calendar'));
  });

  it('shows Not Found for a non-numeric id', async () => {
    renderApp('/user/abc', { user: testUser() });
    expect(await screen.findByRole('heading', { name: 'Not Found' })).toBeTruthy();
  });

  it('shows Not Found for an unknown path', async () => {
    renderApp('/no-such-page');
    expect(await screen.findByRole('heading', { name: 'Not Found' })).toBeTruthy();
  });

  it('lets guests open public routes', async () => {
    // The fake API has no event 12: the event page itself answers (not /login).
    renderApp('/event/12');
    expect(await screen.findByRole('heading', { name: 'Event Not Found' })).toBeTruthy();
  });

  it('sends non-admins from /admin to / and lets admins in', async () => {
    const first = renderApp('/admin', { user: testUser() });
    await waitFor(() => expect(path(first.router)).toBe('/'));
    first.unmount();
    renderApp('/admin', { user: adminUser() });
    expect(await screen.findByRole('heading', { name: 'Admin Panel' })).toBeTruthy();
  });

  it('sends users without create_event from /create-event to the dashboard', async () => {
    const { router } = renderApp('/create-event', { user: testUser() });
    await waitFor(() => expect(path(router)).toBe('/dashboard/calendar'));
  });
});
