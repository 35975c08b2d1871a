import type { GroupMember, Organization } from '@campus/sdk';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createFakeApi, fail, ok } from '../../../testing/fake-api';
import { renderApp } from '../../../testing/render-app';
import { adminUser } from '../../../testing/users';

const admin = adminUser();

const RIVERSIDE: Organization = {
  id: 1,
  name: 'Riverside Academy',
  description: 'A K-12 school',
  owner_id: 2,
  owner: { id: 2, username: 'owner' },
  stripe_account_id: 'acct_demo_riverside',
  is_active: true,
  users_count: 18,
};
const OLD: Organization = {
  id: 3,
  name: 'Old School',
  description: null,
  owner_id: null,
  owner: null,
  stripe_account_id: null,
  is_active: false,
  users_count: 0,
};

const person = (id: number, username: string, first: string, last: string): GroupMember => ({
  id,
  username,
  first_name: first,
  middle_name: null,
  last_name: last,
  gender: 'female',
  is_student: true,
  school_grade: '8',
});
const OWNERS = [person(2, 'owner', 'Olivia', 'Bennett'), person(5, 'hcarter', 'Helen', 'Carter')];

function adminApi(routes: Parameters<typeof createFakeApi>[0] = {}) {
  return createFakeApi({
    'GET /organizations': ok([RIVERSIDE, OLD]),
    'GET /organizations/available-owners': ok(OWNERS),
    ...routes,
  });
}

const row = (name: string) => screen.getByRole('row', { name: new RegExp(name) });

describe('organization management (admin panel, Organizations tab)', () => {
  it('lists organizations with owner, user count and a Deactivated badge; no Deactivate for those', async () => {
    renderApp('/admin?tab=organizations', { api: adminApi(), user: admin });
    expect(await screen.findByText('Riverside Academy')).toBeTruthy();
    expect(within(row('Riverside Academy')).getByText('owner')).toBeTruthy();
    expect(within(row('Riverside Academy')).getByText('18')).toBeTruthy();
    expect(within(row('Riverside Academy')).getByRole('button', { name: 'Deactivate' })).toBeTruthy();
    expect(within(row('Old School')).getByText('Deactivated')).toBeTruthy();
    expect(within(row('Old School')).queryByRole('button', { name: 'Deactivate' })).toBeNull();
    expect(within(row('Old School')).getByRole('button', { name: 'View Users' })).toBeTruthy();
  });

  it("says 'Failed to fetch organizations' when the list cannot be read", async () => {
    const api = adminApi({
      'GET /organizations': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    renderApp('/admin?tab=organizations', { api, user: admin });
    expect(await screen.findByText('Failed to fetch organizations')).toBeTruthy();
  });

  it('validates the name with the sdk message, then creates with the chosen owner', async () => {
    const api = adminApi({
      'POST /organizations': (call) => ok({ ...OLD, id: 9, is_active: true, ...(call.body as object) }),
    });
    const view = renderApp('/admin?tab=organizations', { api, user: admin });
    await view.userEvent.click(await screen.findByRole('button', { name: 'Create Organization' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create Organization' });
    await view.userEvent.click(within(dialog).getByRole('button', { name: 'Create Organization' }));
    expect(await within(dialog).findByText('Organization name is required')).toBeTruthy();
    const name = within(dialog).getByLabelText(/^Name/);
    await waitFor(() => expect(document.activeElement).toBe(name));
    expect(api.calls.some((call) => call.method === 'POST')).toBe(false);

    await view.userEvent.type(name, 'Lakeside School');
    await view.userEvent.type(within(dialog).getByLabelText('Description'), 'Evening classes');
    await view.userEvent.click(within(dialog).getByLabelText('Owner', { selector: 'input' }));
    await view.userEvent.click(await screen.findByRole('option', { name: 'Helen Carter (hcarter)' }));
    await view.userEvent.click(within(dialog).getByRole('button', { name: 'Create Organization' }));
    await waitFor(() => expect(api.calls.some((call) => call.method === 'POST')).toBe(true));
    expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({
      name: 'Lakeside School',
      description: 'Evening classes',
      owner_id: 5,
      stripe_account_id: null,
    });
    expect(await screen.findByText('Lakeside School was created')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Create Organization' })).toBeNull());
  });

  it("edits with the values filled in; server field errors go under fields, else 'Failed to save organization'", async () => {
    const api = adminApi({
      'PUT /organizations/1': fail(422, 'The given data was invalid.', {
        name: ['The name has already been taken.'],
      }),
    });
    const view = renderApp('/admin?tab=organizations', { api, user: admin });
    await view.userEvent.click(
      within(await waitFor(() => row('Riverside Academy'))).getByRole('button', { name: 'Edit' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Edit Organization' });
    expect((within(dialog).getByLabelText(/^Name/) as HTMLInputElement).value).toBe('Riverside Academy');
    expect((within(dialog).getByLabelText('Stripe Connect Account ID') as HTMLInputElement).value).toBe(
      'acct_demo_riverside',
    );
    await waitFor(() =>
      expect((within(dialog).getByLabelText('Owner', { selector: 'input' }) as HTMLInputElement).value).toBe(
        'Olivia Bennett (owner)',
      ),
    );
    await view.userEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await within(dialog).findByText('The name has already been taken.')).toBeTruthy();
    expect(within(dialog).queryByRole('alert')).toBeNull();

    api.on('PUT /organizations/1', () => {
      throw new TypeError('Failed to fetch');
    });
    await view.userEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await within(dialog).findByText('Failed to save organization')).toBeTruthy();
  });

  it("says 'Failed to fetch available owners' in the form when the owners cannot be read", async () => {
    const api = adminApi({ 'GET /organizations/available-owners': fail(500, '') });
    const view = renderApp('/admin?tab=organizations', { api, user: admin });
    await view.userEvent.click(await screen.findByRole('button', { name: 'Create Organization' }));
    expect(await screen.findByText('Failed to fetch available owners')).toBeTruthy();
  });

  it('deactivates only after the confirmation, and reports a failure inside it', async () => {
    const api = adminApi({ 'DELETE /organizations/1': fail(500, '') });
    const view = renderApp('/admin?tab=organizations', { api, user: admin });
    await view.userEvent.click(
      within(await waitFor(() => row('Riverside Academy'))).getByRole('button', { name: 'Deactivate' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Deactivate Organization' });
    expect(within(dialog).getByText(/Are you sure you want to deactivate/)).toBeTruthy();
    await view.userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.calls.some((call) => call.method === 'DELETE')).toBe(false);

    await view.userEvent.click(within(row('Riverside Academy')).getByRole('button', { name: 'Deactivate' }));
    const again = await screen.findByRole('dialog', { name: 'Deactivate Organization' });
    await view.userEvent.click(within(again).getByRole('button', { name: 'Deactivate' }));
    expect(await within(again).findByText('Failed to deactivate organization')).toBeTruthy();

    api.on('DELETE /organizations/1', ok({ ...RIVERSIDE, is_active: false }));
    api.on('GET /organizations', ok([{ ...RIVERSIDE, is_active: false }, OLD]));
    await view.userEvent.click(within(again).getByRole('button', { name: 'Deactivate' }));
    expect(await screen.findByText('Riverside Academy was deactivated')).toBeTruthy();
    await waitFor(() => expect(within(row('Riverside Academy')).getByText('Deactivated')).toBeTruthy());
    // Focus lands on the row's first action, not on the page.
    await waitFor(() =>
      expect(document.activeElement).toBe(
        within(row('Riverside Academy')).getByRole('button', { name: 'View Users' }),
      ),
    );
    expect(api.calls.filter((call) => call.method === 'DELETE').map((call) => call.path)).toEqual([
      '/organizations/1',
      '/organizations/1',
    ]);
  });
});
