import type { GroupMember, Organization, OrganizationUser } from '@campus/sdk';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createFakeApi, fail, ok } from '../../../testing/fake-api';
import { renderApp } from '../../../testing/render-app';
import { adminUser } from '../../../testing/users';

const admin = adminUser();
const RIVERSIDE: Organization = {
  id: 1,
  name: 'Riverside Academy',
  description: null,
  owner_id: null,
  owner: null,
  stripe_account_id: null,
  is_active: true,
  users_count: 1,
};
const person = (id: number, username: string, first: string, last: string): GroupMember => ({
  id,
  username,
  first_name: first,
  middle_name: null,
  last_name: last,
  gender: 'male',
  is_student: false,
  school_grade: null,
});
const EMMA: OrganizationUser = {
  ...person(10, 'emma.wilson', 'Emma', 'Wilson'),
  role: 'member',
  joined_at: '2025-09-01',
};
const CANDIDATES = [
  person(20, 'lucas.kim', 'Lucas', 'Kim'),
  person(21, 'hcarter', 'Helen', 'Carter'),
  person(22, 'dwilson', 'Dana', 'Wilson'),
];

function adminApi(routes: Parameters<typeof createFakeApi>[0] = {}) {
  return createFakeApi({
    'GET /organizations': ok([RIVERSIDE]),
    'GET /organizations/1/users': ok({ organization: RIVERSIDE, users: [EMMA] }),
    'GET /organizations/1/available-users': ok(CANDIDATES),
    ...routes,
  });
}

async function open(view: ReturnType<typeof renderApp>, action: string, dialogName: string) {
  await view.userEvent.click(await screen.findByRole('button', { name: action }));
  return screen.findByRole('dialog', { name: dialogName });
}

describe('organization users dialogs', () => {
  it('shows the users with role and joined date, and removes one after the confirmation', async () => {
    const api = adminApi({ 'DELETE /organizations/1/users/10': fail(500, '') });
    const view = renderApp('/admin?tab=organizations', { api, user: admin });
    const dialog = await open(view, 'View Users', 'Users of Riverside Academy');
    expect(await within(dialog).findByText('emma.wilson')).toBeTruthy();
    expect(within(dialog).getByText('member')).toBeTruthy();
    expect(within(dialog).getByText('Sep 1, 2025')).toBeTruthy();

    await view.userEvent.click(within(dialog).getByRole('button', { name: 'Remove emma.wilson' }));
    const confirm = within(dialog).getByRole('group', { name: 'Confirm removal' });
    expect(within(confirm).getByText(/Are you sure you want to remove/)).toBeTruthy();
    expect(document.activeElement).toBe(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(api.calls.some((call) => call.method === 'DELETE')).toBe(false);
    await view.userEvent.click(within(confirm).getByRole('button', { name: 'Remove' }));
    expect(await within(dialog).findByText('Failed to remove user from organization')).toBeTruthy();

    api.on('DELETE /organizations/1/users/10', ok(null));
    api.on('GET /organizations/1/users', ok({ organization: RIVERSIDE, users: [] }));
    await view.userEvent.click(within(confirm).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('emma.wilson was removed from Riverside Academy')).toBeTruthy();
    expect(await within(dialog).findByText('No Users in Organization')).toBeTruthy();
  });

  it("says 'Failed to fetch organization users' in the dialog", async () => {
    const api = adminApi({ 'GET /organizations/1/users': fail(500, '') });
    const view = renderApp('/admin?tab=organizations', { api, user: admin });
    const dialog = await open(view, 'View Users', 'Users of Riverside Academy');
    expect(await within(dialog).findByText('Failed to fetch organization users')).toBeTruthy();
  });

  it('needs one selection, searches, makes one call per user and reports partial failures', async () => {
    const api = adminApi({
      'POST /organizations/1/users': (call) => {
        const { user_id } = call.body as { user_id: number };
        if (user_id === 22) return fail(409, 'The user is already in this organization');
        return ok({
          ...CANDIDATES.find((user) => user.id === user_id),
          role: 'member',
          joined_at: '2026-01-01',
        });
      },
    });
    const view = renderApp('/admin?tab=organizations', { api, user: admin });
    const dialog = await open(view, 'Add Users', 'Add Users to Riverside Academy');
    await within(dialog).findByText('Lucas Kim');
    await view.userEvent.click(within(dialog).getByRole('button', { name: 'Add Selected Users' }));
    expect(await within(dialog).findByText('Please select at least one user')).toBeTruthy();

    await view.userEvent.type(within(dialog).getByLabelText('Search users'), 'wilson');
    expect(within(dialog).queryByText('Lucas Kim')).toBeNull();
    await view.userEvent.click(within(dialog).getByLabelText('Dana Wilson'));
    await view.userEvent.clear(within(dialog).getByLabelText('Search users'));
    await view.userEvent.click(within(dialog).getByLabelText('Lucas Kim'));
    expect(within(dialog).getByText('2 selected')).toBeTruthy();
    await view.userEvent.click(within(dialog).getByRole('button', { name: 'Add Selected Users' }));

    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toContain('Added 1 user(s), but 1 failed: dwilson');
    const posts = api.calls.filter((call) => call.method === 'POST');
    expect(posts.map((call) => call.body)).toEqual([
      { user_id: 22, role: 'member' },
      { user_id: 20, role: 'member' },
    ]);
    // The failed one stays ticked for another try.
    expect(within(dialog).getByText('1 selected')).toBeTruthy();
  });

  it("says 'Failed to add users to organization' when every call fails, and 'Failed to fetch users'", async () => {
    const api = adminApi({ 'POST /organizations/1/users': fail(500, '') });
    const view = renderApp('/admin?tab=organizations', { api, user: admin });
    const dialog = await open(view, 'Add Users', 'Add Users to Riverside Academy');
    await view.userEvent.click(await within(dialog).findByLabelText('Helen Carter'));
    await view.userEvent.click(within(dialog).getByRole('button', { name: 'Add Selected Users' }));
    expect(await within(dialog).findByText('Failed to add users to organization')).toBeTruthy();

    api.on('GET /organizations/1/available-users', fail(500, ''));
    await view.userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    view.queryClient.clear();
    const again = await open(view, 'Add Users', 'Add Users to Riverside Academy');
    expect(await within(again).findByText('Failed to fetch users')).toBeTruthy();
  });
});
