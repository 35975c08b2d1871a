import type { User } from '@campus/sdk';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fail, ok } from '../../../../testing/fake-api';
import { renderApp } from '../../../../testing/render-app';
import { adminUser } from '../../../../testing/users';
import { AVA, usersApi } from './users-test-kit';

// The tabs are lazy chunks: on a busy machine their first load takes longer than the default second.
configure({ asyncUtilTimeout: 5000 });

const admin = adminUser();
type View = ReturnType<typeof renderApp>;

const field = (label: RegExp) => screen.getByLabelText(label, { selector: 'input, textarea' });

async function openCreate(view: View) {
  await view.userEvent.click(await screen.findByRole('button', { name: 'Create User' }, { timeout: 5000 }));
  return screen.findByRole('dialog', { name: 'Create User' });
}

async function choose(view: View, label: RegExp, option: string) {
  await view.userEvent.click(field(label));
  await view.userEvent.click(await screen.findByRole('option', { name: option }));
}

describe('admin user form (Users tab)', () => {
  it('requires first name, last name, username, state and a password on create, with the sdk messages', async () => {
    const api = usersApi();
    const view = renderApp('/admin?tab=users', { api, user: admin });
    const dialog = await openCreate(view);
    await view.userEvent.click(within(dialog).getByRole('button', { name: 'Create User' }));
    for (const message of [
      'First name is required',
      'Last name is required',
      'Username is required',
      'State is required',
      'Password is required',
    ]) {
      expect(await within(dialog).findByText(message)).toBeTruthy();
    }
    await waitFor(() => expect(document.activeElement).toBe(field(/First Name/)));
    expect(api.calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it("checks the password on blur: 'Password must be at least 8 characters'", async () => {
    const view = renderApp('/admin?tab=users', { api: usersApi(), user: admin });
    const dialog = await openCreate(view);
    await view.userEvent.type(field(/^Password/), 'short');
    expect(within(dialog).queryByText('Password must be at least 8 characters')).toBeNull();
    await view.userEvent.tab();
    expect(await within(dialog).findByText('Password must be at least 8 characters')).toBeTruthy();
    await view.userEvent.type(field(/^Password/), 'enough-now');
    await view.userEvent.tab();
    await waitFor(() =>
      expect(within(dialog).queryByText('Password must be at least 8 characters')).toBeNull(),
    );
  });

  it('creates the user, says so, opens them; a server field error shows under its field', {
    timeout: 40_000,
  }, async () => {
    let taken = true;
    const api = usersApi({
      'POST /admin/users': (call) =>
        taken
          ? fail(422, 'The given data was invalid.', { username: ['The username has already been taken.'] })
          : ok({ ...AVA, id: 40, ...(call.body as Partial<User>), permissions: [] }),
    });
    const view = renderApp('/admin?tab=users', { api, user: admin });
    const dialog = await openCreate(view);
    await view.userEvent.type(field(/First Name/), 'Noor');
    await view.userEvent.type(field(/Last Name/), 'Haddad');
    await view.userEvent.type(field(/Username/), 'noor');
    await view.userEvent.type(field(/^Password/), 'campus-2026');
    await view.userEvent.type(field(/Email/), 'noor@example.com');
    await choose(view, /^Gender/, 'Other');
    await choose(view, /^State/, 'OR');
    await view.userEvent.click(within(dialog).getByRole('checkbox', { name: 'Student' }));
    await choose(view, /School Grade/, 'Grade 10');
    await view.userEvent.click(within(dialog).getByRole('button', { name: 'Create User' }));
    expect(await within(dialog).findByText('The username has already been taken.')).toBeTruthy();
    expect(within(dialog).queryByRole('alert')).toBeNull();

    taken = false;
    await view.userEvent.clear(field(/Username/));
    await view.userEvent.type(field(/Username/), 'noor.h');
    await view.userEvent.click(within(dialog).getByRole('button', { name: 'Create User' }));
    expect(await screen.findByText('Noor Haddad created')).toBeTruthy();
    const posts = api.calls.filter((call) => call.method === 'POST');
    expect(posts.at(-1)?.body).toMatchObject({
      first_name: 'Noor',
      last_name: 'Haddad',
      username: 'noor.h',
      password: 'campus-2026',
      email: 'noor@example.com',
      gender: 'other',
      state: 'OR',
      is_student: true,
      school_grade: '10',
      middle_name: null,
    });
    expect(await screen.findByRole('dialog', { name: /Noor Haddad/ })).toBeTruthy();
  });

  it("shows 'Failed to create user' when the server gives no message", async () => {
    const api = usersApi({ 'POST /admin/users': fail(500, '') });
    const view = renderApp('/admin?tab=users', { api, user: admin });
    const dialog = await openCreate(view);
    await view.userEvent.type(field(/First Name/), 'Noor');
    await view.userEvent.type(field(/Last Name/), 'Haddad');
    await view.userEvent.type(field(/Username/), 'noor');
    await view.userEvent.type(field(/^Password/), 'campus-2026');
    await choose(view, /^State/, 'OR');
    await view.userEvent.click(within(dialog).getByRole('button', { name: 'Create User' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Failed to create user');
  });

  it('edits: a blank password keeps the current one, and unticking Student clears the grade', async () => {
    const api = usersApi({
      'PUT /admin/users/11': (call) => ok({ ...AVA, ...(call.body as Partial<User>) }),
    });
    const view = renderApp('/admin?tab=users', { api, user: admin });
    await view.userEvent.click(
      await screen.findByRole('button', { name: 'View Ava Lopez' }, { timeout: 5000 }),
    );
    await view.userEvent.click(await screen.findByRole('button', { name: 'Edit user' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Ava Lopez' });
    expect((field(/First Name/) as HTMLInputElement).value).toBe('Ava');
    expect((field(/^State/) as HTMLInputElement).value).toBe('IL');
    expect(within(dialog).getByText('Leave blank to keep the current password')).toBeTruthy();
    await view.userEvent.click(field(/^Password/));
    await view.userEvent.tab();
    expect(within(dialog).queryByText('Password is required')).toBeNull();
    await view.userEvent.click(within(dialog).getByRole('checkbox', { name: 'Student' }));
    expect(screen.queryByLabelText(/School Grade/, { selector: 'input' })).toBeNull();
    await view.userEvent.clear(field(/City/));
    await view.userEvent.type(field(/City/), 'Peoria');
    await view.userEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Ava Lopez updated')).toBeTruthy();
    const put = api.calls.find((call) => call.method === 'PUT');
    expect(put?.body).toMatchObject({ city: 'Peoria', is_student: false, school_grade: null });
    expect(put?.body).not.toHaveProperty('password');
    // The detail's cards and the table are asked again.
    await waitFor(() => expect(api.calls.filter((call) => call.path === '/users/11')).toHaveLength(2));
    expect(api.listQueries).toHaveLength(2);
  });

  it("edits: a short new password is refused on submit with 'Password must be at least 8 characters'", async () => {
    const api = usersApi();
    const view = renderApp('/admin?tab=users', { api, user: admin });
    await view.userEvent.click(
      await screen.findByRole('button', { name: 'View Ava Lopez' }, { timeout: 5000 }),
    );
    await view.userEvent.click(await screen.findByRole('button', { name: 'Edit user' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Ava Lopez' });
    await view.userEvent.type(field(/^Password/), 'abc');
    await view.userEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await within(dialog).findByText('Password must be at least 8 characters')).toBeTruthy();
    expect(api.calls.some((call) => call.method === 'PUT')).toBe(false);
  });
});

describe("Permissions (Users tab): the user page's Manage Permissions modal", () => {
  it('ticks what the person holds, saves the chosen ids and says so', async () => {
    const api = usersApi({ 'PUT /admin/users/11/permissions': ok(AVA) });
    const view = renderApp('/admin?tab=users', { api, user: admin });
    await view.userEvent.click(await screen.findByRole('button', { name: 'View Ava Lopez' }));
    await view.userEvent.click(await screen.findByRole('button', { name: 'Permissions' }));
    const dialog = await screen.findByRole('dialog', { name: 'Manage Permissions' });
    const box = (name: string) => within(dialog).getByRole('checkbox', { name }) as HTMLInputElement;
    await waitFor(() => expect(box('Create courses').checked).toBe(true));
    expect(box('Create events').checked).toBe(false);
    expect(box('View users').checked).toBe(false);
    await view.userEvent.click(box('View users'));
    await view.userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Permissions updated')).toBeTruthy();
    expect(api.calls.find((call) => call.method === 'PUT')?.body).toEqual({ permission_ids: [2, 5] });
  });

  it("says 'Failed to update user permissions' when saving fails, and keeps the dialog", async () => {
    const api = usersApi({ 'PUT /admin/users/11/permissions': fail(500, '') });
    const view = renderApp('/admin?tab=users', { api, user: admin });
    await view.userEvent.click(await screen.findByRole('button', { name: 'View Ava Lopez' }));
    await view.userEvent.click(await screen.findByRole('button', { name: 'Permissions' }));
    const dialog = await screen.findByRole('dialog', { name: 'Manage Permissions' });
    await within(dialog).findByRole('checkbox', { name: 'Create events' });
    await view.userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Failed to update user permissions');
  });
});
