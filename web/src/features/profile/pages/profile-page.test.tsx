import { VALIDATION_MESSAGES } from '@campus/sdk';
import { sampleUserDetail } from '@campus/sdk/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createFakeApi, fail, ok } from '../../../testing/fake-api';
import { renderApp } from '../../../testing/render-app';
import { permissions, testUser } from '../../../testing/users';
import { ALL_ABILITIES, asProfile, summary } from '../../users/testing/user-fixtures';

const user = testUser({ id: 5, username: 'student', first_name: 'Sam', city: 'Springfield' });

describe('profile page', () => {
  it('shows the profile and saves an edit with "Profile updated"', async () => {
    let stored = user;
    const api = createFakeApi({
      'GET /profile': () => ok(sampleUserDetail(stored)),
      'PUT /profile': (call) => {
        stored = { ...stored, ...(call.body as object) };
        return ok(stored);
      },
    });
    const view = renderApp('/profile', { api, user });
    expect(await screen.findByText(/Springfield/)).toBeTruthy();
    await view.userEvent.click(screen.getByRole('button', { name: 'Edit Profile' }));
    const firstName = screen.getByLabelText(/First Name/);
    expect(document.activeElement).toBe(firstName);
    await view.userEvent.clear(firstName);
    await view.userEvent.type(firstName, 'Samuel');
    await view.userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Profile updated')).toBeTruthy();
    expect(api.calls.find((call) => call.method === 'PUT')?.body).toMatchObject({
      first_name: 'Samuel',
      state: 'AL',
      email: 'sam@example.com',
    });
    expect(await screen.findByText('Samuel Student')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Edit Profile' }));
    expect(JSON.parse(window.localStorage.getItem('user') ?? '{}').first_name).toBe('Samuel');
  });

  it('validates with the sdk messages and shows the server fallback on failure', async () => {
    const api = createFakeApi({
      'GET /profile': ok(sampleUserDetail(user)),
      'PUT /profile': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    const view = renderApp('/profile', { api, user });
    await view.userEvent.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    await view.userEvent.clear(screen.getByLabelText(/^Email/));
    await view.userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Email is required')).toBeTruthy();
    await view.userEvent.type(screen.getByLabelText(/^Email/), 'sam@example.org');
    await view.userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Failed to update')).toBeTruthy();
  });

  it('offers the 50 states, and male and female capitalised as the profile shows them', async () => {
    const view = renderApp('/profile', {
      api: createFakeApi({ 'GET /profile': ok(sampleUserDetail(user)) }),
      user,
    });
    expect(await screen.findByText('Male')).toBeTruthy();
    await view.userEvent.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    await view.userEvent.click(screen.getByLabelText(/^State/, { selector: 'input' }));
    expect((await screen.findAllByRole('option')).length).toBe(50);
    await view.userEvent.click(screen.getByLabelText(/^Gender/, { selector: 'input' }));
    const options = await screen.findAllByRole('option', { name: /male/i });
    expect(options.map((option) => option.textContent)).toEqual(['Male', 'Female']);
    expect(screen.queryByRole('option', { name: 'Other' })).toBeNull();
  });

  it('keeps a gender set elsewhere (other) when it is not touched', async () => {
    const other = testUser({ id: 6, gender: 'other' });
    const api = createFakeApi({
      'GET /profile': ok(sampleUserDetail(other)),
      'PUT /profile': (call) => ok({ ...other, ...(call.body as object) }),
    });
    const view = renderApp('/profile', { api, user: other });
    await view.userEvent.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    await view.userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.calls.some((call) => call.method === 'PUT')).toBe(true));
    expect(api.calls.find((call) => call.method === 'PUT')?.body).toMatchObject({ gender: 'other' });
  });

  it('never writes a state the user did not pick: an empty state must be chosen', async () => {
    const stateless = testUser({ id: 7, street_address: null, city: null, state: null, zipcode: null });
    const api = createFakeApi({
      'GET /profile': ok(sampleUserDetail(stateless)),
      'PUT /profile': (call) => ok({ ...stateless, ...(call.body as object) }),
    });
    const view = renderApp('/profile', { api, user: stateless });
    await view.userEvent.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    const state = screen.getByLabelText(/^State/, { selector: 'input' }) as HTMLInputElement;
    expect(state.value).toBe('');
    await view.userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('State is required')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(state));
    expect(api.calls.some((call) => call.method === 'PUT')).toBe(false);
    await view.userEvent.click(state);
    await view.userEvent.click(await screen.findByRole('option', { name: 'OR' }));
    await view.userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.calls.some((call) => call.method === 'PUT')).toBe(true));
    expect(api.calls.find((call) => call.method === 'PUT')?.body).toMatchObject({ state: 'OR' });
  });

  it('changes the password with "Password updated", and shows the failures', async () => {
    const api = createFakeApi({
      'GET /profile': ok(sampleUserDetail(user)),
      'PUT /profile/password': ok(null),
    });
    const view = renderApp('/profile', { api, user });
    await view.userEvent.type(await screen.findByLabelText(/Current Password/), 'campus123');
    await view.userEvent.type(screen.getByLabelText(/^New Password/), 'newpass123');
    await view.userEvent.type(screen.getByLabelText(/Confirm New Password/), 'different1');
    await view.userEvent.click(screen.getByRole('button', { name: 'Change Password' }));
    expect(await screen.findByText('Passwords do not match')).toBeTruthy();

    await view.userEvent.clear(screen.getByLabelText(/Confirm New Password/));
    await view.userEvent.type(screen.getByLabelText(/Confirm New Password/), 'newpass123');
    await view.userEvent.click(screen.getByRole('button', { name: 'Change Password' }));
    expect(await screen.findByText('Password updated')).toBeTruthy();
    expect(api.calls.find((call) => call.path === '/profile/password')?.body).toEqual({
      current_password: 'campus123',
      password: 'newpass123',
      password_confirmation: 'newpass123',
    });

    api.on(
      'PUT /profile/password',
      fail(422, 'The current password is incorrect', {
        current_password: ['The current password is incorrect'],
      }),
    );
    await view.userEvent.type(screen.getByLabelText(/Current Password/), 'nope12345');
    await view.userEvent.type(screen.getByLabelText(/^New Password/), 'newpass123');
    await view.userEvent.type(screen.getByLabelText(/Confirm New Password/), 'newpass123');
    await view.userEvent.click(screen.getByRole('button', { name: 'Change Password' }));
    // Said once, under the field (no toast repeating it), and focus goes to that field.
    expect(await screen.findByText('The current password is incorrect')).toBeTruthy();
    expect(screen.getAllByText('The current password is incorrect')).toHaveLength(1);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText(/Current Password/)));
  });

  it('refuses a sequential new password in the form, and shows the server refusing a common one', async () => {
    const api = createFakeApi({
      'GET /profile': ok(sampleUserDetail(user)),
      'PUT /profile/password': fail(422, VALIDATION_MESSAGES.passwordTooCommon, {
        password: [VALIDATION_MESSAGES.passwordTooCommon],
      }),
    });
    const view = renderApp('/profile', { api, user });
    const typeNew = async (password: string) => {
      for (const label of [/^New Password/, /Confirm New Password/]) {
        await view.userEvent.clear(screen.getByLabelText(label));
        await view.userEvent.type(screen.getByLabelText(label), password);
      }
      await view.userEvent.click(screen.getByRole('button', { name: 'Change Password' }));
    };
    await view.userEvent.type(await screen.findByLabelText(/Current Password/), 'campus123');
    await typeNew('12345678');
    expect(await screen.findByText(VALIDATION_MESSAGES.passwordTooSimple)).toBeTruthy();
    expect(api.calls.some((call) => call.path === '/profile/password')).toBe(false);

    await typeNew('sunshine1');
    expect(await screen.findByText(VALIDATION_MESSAGES.passwordTooCommon)).toBeTruthy();
    expect(screen.getAllByText(VALIDATION_MESSAGES.passwordTooCommon)).toHaveLength(1);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText(/^New Password/)));
  });

  it('shows My Permissions only with view_permission', async () => {
    const holder = testUser({ id: 9, permissions: permissions('view_permission', 'create_event') });
    renderApp('/profile', {
      api: createFakeApi({ 'GET /profile': ok(sampleUserDetail(holder)) }),
      user: holder,
    });
    expect(await screen.findByRole('heading', { name: 'My Permissions' })).toBeTruthy();
    expect(screen.getByText('create event')).toBeTruthy();
  });

  it('tells an admin that they hold every permission', async () => {
    const admin = testUser({ id: 1, is_admin: true, permissions: [] });
    renderApp('/profile', {
      api: createFakeApi({ 'GET /profile': ok(sampleUserDetail(admin)) }),
      user: admin,
    });
    expect(await screen.findByRole('heading', { name: 'My Permissions' })).toBeTruthy();
    expect(screen.getByText('Holds every permission')).toBeTruthy();
    expect(screen.queryByText('No permissions assigned')).toBeNull();
  });
  it('adds courses taken, manager, assistants, parents, children and groups, read-only', async () => {
    const parent = testUser({ id: 3, username: 'parent', first_name: 'Patricia', last_name: 'Parker' });
    const profile = {
      ...asProfile(parent),
      children: [summary(7, 'Sam', 'Parker', 'student')],
      manager: summary(2, 'Marcus', 'Hale', 'manager'),
      assistants: [{ ...summary(8, 'Tom', 'Reed', 'teacher'), subordinates: [] }],
      groups: [{ id: 4, name: 'Parents Circle' }],
      courses_taken: [{ id: 11, name: 'Yoga for Parents', status: 'requested' as const }],
      // Even with every ability, one's own profile offers no Assign or Manage.
      can: ALL_ABILITIES,
    };
    renderApp('/profile', { api: createFakeApi({ 'GET /profile': ok(profile) }), user: parent });
    const family = await screen.findByRole('region', { name: 'Family Relationships' });
    expect(within(family).getByRole('link', { name: 'Sam Parker' }).getAttribute('href')).toBe('/user/7');
    expect(within(family).getByText('No parents')).toBeTruthy();
    const courses = screen.getByRole('region', { name: 'Courses Taken' });
    expect(within(courses).getByRole('link', { name: 'Yoga for Parents' }).getAttribute('href')).toBe(
      '/course/11',
    );
    expect(within(courses).getByText('Requested')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Manager' })).getByText('Marcus Hale')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Assistants' })).getByText('Tom Reed')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Groups' })).getByText('Parents Circle')).toBeTruthy();
    expect(screen.queryAllByRole('button', { name: /Assign|Manage|Remove|^Edit$/ })).toEqual([]);
    // The profile keeps its own form and My Permissions: no second Details or Permissions card.
    expect(screen.queryByRole('region', { name: 'Details' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Permissions' })).toBeNull();
  });

  it('shows no courses taken yet, and leaves out the cards the answer does not hold', async () => {
    renderApp('/profile', { api: createFakeApi({ 'GET /profile': ok(asProfile(user)) }), user });
    expect(await screen.findByText('No courses taken yet')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Manager' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Groups' })).toBeNull();
  });

  // Spec section 2 says a 401 on load goes to /, and section 4 that any 401 with a token clears the session
  // and goes to /login: the session's rule runs first, and either way the profile is left.
  it('leaves the profile and drops the session on a 401 while loading', async () => {
    const view = renderApp('/profile', {
      api: createFakeApi({ 'GET /profile': fail(401, 'Unauthenticated.') }),
      user,
    });
    await waitFor(() => expect(['/', '/login']).toContain(view.router.state.location.pathname));
    expect(window.localStorage.getItem('token')).toBeNull();
  });
});
