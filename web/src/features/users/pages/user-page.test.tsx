import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createFakeApi, fail, ok } from '../../../testing/fake-api';
import { renderApp } from '../../../testing/render-app';
import { testUser } from '../../../testing/users';
import { abilities, summary, userDetail } from '../testing/user-fixtures';

const viewer = testUser({ id: 3, username: 'parent', first_name: 'Patricia', last_name: 'Parker' });
const child = userDetail({
  id: 7,
  username: 'student',
  first_name: 'Sam',
  middle_name: 'Lee',
  last_name: 'Parker',
  parents: [summary(3, 'Patricia', 'Parker', 'parent')],
  courses_taken: [{ id: 11, name: 'Robotics Club', status: 'enrolled' }],
  can: abilities('view_courses_taken'),
});

/** The first render loads the lazy page: give it time on a busy machine. */
const SLOW = { timeout: 10_000 };

describe('user page', { timeout: 60_000 }, () => {
  it('shows the user name as the heading and the cards, on /user/{id} and /profile/{id}', async () => {
    for (const path of ['/user/7', '/profile/7']) {
      const view = renderApp(path, { api: createFakeApi({ 'GET /users/7': ok(child) }), user: viewer });
      expect(await screen.findByRole('heading', { level: 1, name: 'Sam Lee Parker' }, SLOW)).toBeTruthy();
      expect(screen.getByText('@student')).toBeTruthy();
      expect(screen.getByRole('link', { name: 'Robotics Club' }).getAttribute('href')).toBe('/course/11');
      expect(screen.getByRole('link', { name: 'Patricia Parker' }).getAttribute('href')).toBe('/user/3');
      expect(document.title).toBe('Sam Lee Parker · Campus');
      view.unmount();
    }
  });

  it('shows skeletons while the user loads', async () => {
    let release: () => void = () => {};
    const api = createFakeApi({
      'GET /users/7': () =>
        new Promise((resolve) => {
          release = () => resolve(ok(child));
        }),
    });
    renderApp('/user/7', { api, user: viewer });
    expect(await screen.findByRole('status', { name: 'Loading user' }, SLOW)).toBeTruthy();
    release();
    expect(await screen.findByRole('heading', { level: 1, name: 'Sam Lee Parker' })).toBeTruthy();
    expect(screen.queryByRole('status', { name: 'Loading user' })).toBeNull();
  });

  it('refuses with the spec message on 403', async () => {
    const api = createFakeApi({
      'GET /users/8': fail(403, 'You do not have permission to view this user profile.'),
    });
    renderApp('/user/8', { api, user: viewer });
    expect(await screen.findByRole('heading', { level: 1, name: 'Access Denied' }, SLOW)).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe(
      'You do not have permission to view this user profile.',
    );
  });

  it('says the user does not exist on 404', async () => {
    renderApp('/user/999', {
      api: createFakeApi({ 'GET /users/999': fail(404, 'Not found') }),
      user: viewer,
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'User Not Found' }, SLOW)).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('This user does not exist.');
  });

  it('says "Failed to load user" when the request fails without a message', async () => {
    const api = createFakeApi({
      'GET /users/7': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    renderApp('/user/7', { api, user: viewer });
    expect(await screen.findByText('Failed to load user', {}, SLOW)).toBeTruthy();
  });

  it('shows Not Found for a non-numeric id without calling the server', async () => {
    const api = createFakeApi();
    renderApp('/user/abc', { api, user: viewer });
    expect(await screen.findByRole('heading', { level: 1, name: 'Not Found' }, SLOW)).toBeTruthy();
    expect(api.calls.some((call) => call.path.startsWith('/users'))).toBe(false);
  });
});
