import { configure, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fail, ok } from '../../../../testing/fake-api';
import { renderApp } from '../../../../testing/render-app';
import { adminUser, testUser } from '../../../../testing/users';
import { AVA, page, ROOT, usersApi } from './users-test-kit';

// The tabs are lazy chunks: on a busy machine their first load takes longer than the default second.
configure({ asyncUtilTimeout: 5000 });

const admin = adminUser();
type View = ReturnType<typeof renderApp>;

const lastQuery = (api: ReturnType<typeof usersApi>) => api.listQueries.at(-1)?.toString();

async function choose(view: View, label: string, option: string) {
  await view.userEvent.click(screen.getByLabelText(label, { selector: 'input' }));
  await view.userEvent.click(await screen.findByRole('option', { name: option }));
}

describe('admin panel, Users tab: the list', () => {
  it('shows a page of people from the server with the Admin badge, sorted by last name', async () => {
    const api = usersApi();
    renderApp('/admin?tab=users', { api, user: admin });
    expect(await screen.findByRole('heading', { level: 2, name: 'Users' }, { timeout: 5000 })).toBeTruthy();
    const rootRow = (await screen.findByText('root')).closest('tr') as HTMLElement;
    expect(within(rootRow).getByText('Admin')).toBeTruthy();
    const avaRow = screen.getByText('ava.lopez').closest('tr') as HTMLElement;
    expect(within(avaRow).queryByText('Admin')).toBeNull();
    expect(within(avaRow).getByText('Grade 8')).toBeTruthy();
    expect(screen.getByText('2 people')).toBeTruthy();
    expect(lastQuery(api)).toBe('page=1&per_page=25&sort=last_name&order=asc');
    expect(screen.getByRole('columnheader', { name: /Last Name/ }).getAttribute('aria-sort')).toBe(
      'ascending',
    );
  });

  it('shows skeletons while the first page loads', async () => {
    const api = usersApi({ 'GET /admin/users': () => new Promise<never>(() => {}) });
    renderApp('/admin?tab=users', { api, user: admin });
    expect(await screen.findByRole('status', { name: 'Loading users' })).toBeTruthy();
  });

  it('sorts, pages and filters on the server', async () => {
    const api = usersApi({ 'GET /admin/users': page([AVA], { last_page: 400, total: 10000 }) });
    const view = renderApp('/admin?tab=users', { api, user: admin });
    expect(await screen.findByText('10,000 people · page 1 of 400')).toBeTruthy();
    await view.userEvent.click(screen.getByRole('button', { name: /Joined/ }));
    await waitFor(() => expect(lastQuery(api)).toBe('page=1&per_page=25&sort=created_at&order=asc'));
    await view.userEvent.click(screen.getByRole('button', { name: /Joined/ }));
    await waitFor(() => expect(lastQuery(api)).toBe('page=1&per_page=25&sort=created_at&order=desc'));
    await view.userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(lastQuery(api)).toContain('page=2&'));
    await choose(view, 'Student status', 'Students');
    await waitFor(() => expect(lastQuery(api)).toContain('page=1&'));
    expect(lastQuery(api)).toContain('is_student=true');
    await choose(view, 'School grade', 'Grade 8');
    await waitFor(() => expect(lastQuery(api)).toContain('school_grade=8'));
    await choose(view, 'Organization', 'Riverside Academy');
    await waitFor(() => expect(lastQuery(api)).toContain('organization_id=1'));
    await choose(view, 'Admin', 'Not admins');
    await waitFor(() => expect(lastQuery(api)).toContain('is_admin=false'));
  });

  it('debounces the search: one request for what was typed, not one per key', async () => {
    const api = usersApi();
    const view = renderApp('/admin?tab=users', { api, user: admin });
    await screen.findByText('ava.lopez');
    await view.userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), 'lopez');
    await waitFor(() => expect(lastQuery(api)).toContain('search=lopez'));
    const searches = api.listQueries.map((query) => query.get('search')).filter(Boolean);
    expect(searches).toEqual(['lopez']);
  });

  it("says 'Failed to load admin data' in a red banner when the list cannot be read", async () => {
    const api = usersApi({ 'GET /admin/users': fail(500, '') });
    renderApp('/admin?tab=users', { api, user: admin });
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to load admin data');
  });

  it('is for admins only: anyone else goes home without asking for people', async () => {
    const api = usersApi();
    const view = renderApp('/admin?tab=users', { api, user: testUser() });
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/'));
    expect(api.listQueries).toHaveLength(0);
  });
});

describe('admin panel, Users tab: the detail', () => {
  it('opens the person: Edit, Permissions and Delete above the user page cards of GET /users/{id}', async () => {
    const api = usersApi();
    const view = renderApp('/admin?tab=users', { api, user: admin });
    await view.userEvent.click(await screen.findByRole('button', { name: 'View Ava Lopez' }));
    const drawer = await screen.findByRole('dialog', { name: /Ava Lopez/ });
    for (const name of ['Edit user', 'Permissions', 'Delete user']) {
      expect(within(drawer).getByRole('button', { name })).toBeTruthy();
    }
    // One Edit (the admin user form); the Details card's inline Edit is left out here.
    await within(drawer).findByText('ava@example.com');
    expect(within(drawer).getAllByRole('button', { name: /^Edit/ })).toHaveLength(1);
    // The record (id, username, gender, email, role, joined, phone, grade, address, bio) is UserCards' Details.
    for (const text of [
      'ava@example.com',
      '555-0101',
      'Grade 8',
      '1 Main St, Springfield, IL 62701',
      'Loves robotics.',
    ]) {
      expect(await within(drawer).findByText(text)).toBeTruthy();
    }
    expect(within(drawer).getByRole('heading', { name: 'Manager' })).toBeTruthy();
    expect(api.calls.some((call) => call.path === '/users/11')).toBe(true);
  });

  it("offers no Delete on the admin's own account", async () => {
    const me = { ...admin, id: ROOT.id };
    const api = usersApi();
    const view = renderApp('/admin?tab=users', { api, user: me });
    await view.userEvent.click(await screen.findByRole('button', { name: 'View Rita Reyes' }));
    const drawer = await screen.findByRole('dialog', { name: /Rita Reyes/ });
    expect(within(drawer).getByRole('button', { name: 'Edit user' })).toBeTruthy();
    expect(within(drawer).queryByRole('button', { name: 'Delete user' })).toBeNull();
  });

  it("deletes after 'Delete this user? This cannot be undone.' and says so; a failure stays in the dialog", async () => {
    let fails = true;
    const api = usersApi({
      'DELETE /admin/users/11': () => (fails ? fail(500, '') : ok(null)),
    });
    const view = renderApp('/admin?tab=users', { api, user: admin });
    await view.userEvent.click(await screen.findByRole('button', { name: 'View Ava Lopez' }));
    await view.userEvent.click(await screen.findByRole('button', { name: 'Delete user' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete Ava Lopez' });
    expect(within(confirm).getByText('Delete this user? This cannot be undone.')).toBeTruthy();
    await view.userEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(api.calls.some((call) => call.method === 'DELETE')).toBe(false);

    await view.userEvent.click(screen.getByRole('button', { name: 'Delete user' }));
    await view.userEvent.click(await screen.findByRole('button', { name: 'Delete User' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to delete user');
    fails = false;
    await view.userEvent.click(screen.getByRole('button', { name: 'Delete User' }));
    expect(await screen.findByText('Ava Lopez (ava.lopez) deleted')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.calls.filter((call) => call.method === 'DELETE')).toHaveLength(2);
  });
});
