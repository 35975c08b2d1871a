import { VALIDATION_MESSAGES } from '@campus/sdk';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fail, ok } from '../../../testing/fake-api';
import { permissions } from '../../../testing/users';
import { card, renderUserPage } from '../testing/render-user-page';
import { abilities, summary, userDetail } from '../testing/user-fixtures';

const mum = summary(3, 'Patricia', 'Parker', 'parent');
const emma = summary(12, 'Emma', 'Wilson', 'emma.wilson');
const liam = summary(13, 'Liam', 'Nguyen', 'liam.nguyen');
const dana = userDetail({
  id: 50,
  first_name: 'Dana',
  last_name: 'Wilson',
  parents: [mum],
  children: [],
  permissions: [],
  can: abilities('manage_family', 'view_permissions', 'grant_permissions'),
});

describe('family and permissions cards: assign and manage', { timeout: 60_000 }, () => {
  it('assigns children from the candidates, keeping the parents, and says so', async () => {
    const view = await renderUserPage(dana, {
      'GET /users/50/family-candidates': ok([emma, liam]),
      'PUT /users/50/family-relationships': (call) => {
        view.state.current = { ...dana, children: [emma] };
        return ok({ ...dana, ...(call.body as object), children: [emma] });
      },
    });
    expect(within(card('Family Relationships')).getByText('No children')).toBeTruthy();
    await view.userEvent.click(screen.getByRole('button', { name: 'Assign Children' }));
    const dialog = await screen.findByRole('dialog', { name: 'Assign Children' });
    await view.userEvent.click(within(dialog).getByLabelText(/^Children/, { selector: 'input' }));
    await view.userEvent.click(await screen.findByRole('option', { name: 'Emma Wilson (@emma.wilson)' }));
    await view.userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Children updated')).toBeTruthy();
    expect(view.api.calls.find((call) => call.method === 'PUT')?.body).toEqual({
      parent_ids: [3],
      child_ids: [12],
    });
    const family = card('Family Relationships');
    await waitFor(() => expect(within(family).getByRole('link', { name: 'Emma Wilson' })).toBeTruthy());
    expect(within(family).getByRole('link', { name: 'Emma Wilson' }).getAttribute('href')).toBe('/user/12');
  });

  it("shows the server's 422 (a loop) in the dialog, and 'Failed to assign parents' without a message", async () => {
    const loop = VALIDATION_MESSAGES.familyLoop;
    const view = await renderUserPage(dana, {
      'GET /users/50/family-candidates': ok([emma]),
      'PUT /users/50/family-relationships': fail(422, loop, { parent_ids: [loop] }),
    });
    await view.userEvent.click(screen.getByRole('button', { name: 'Assign Parents' }));
    const dialog = await screen.findByRole('dialog', { name: 'Assign Parents' });
    // The current parent is already picked.
    expect(within(dialog).getByText('Patricia Parker (@parent)')).toBeTruthy();
    await view.userEvent.click(within(dialog).getByLabelText(/^Parents/, { selector: 'input' }));
    await view.userEvent.click(await screen.findByRole('option', { name: /Emma Wilson/ }));
    await view.userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(loop);
    expect(view.api.calls.find((call) => call.method === 'PUT')?.body).toEqual({
      parent_ids: [3, 12],
      child_ids: [],
    });

    view.api.on('PUT /users/50/family-relationships', () => {
      throw new TypeError('Failed to fetch');
    });
    await view.userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Failed to assign parents')).toBeTruthy();
  });

  it('manages permissions with a checkbox each, and says so', async () => {
    const all = [
      { id: 1, key: 'create_event', label: 'Create events', user_count: 2 },
      { id: 5, key: 'view_user', label: 'View users', user_count: 0 },
    ];
    const view = await renderUserPage(dana, {
      'GET /admin/permissions': ok(all),
      'PUT /admin/users/50/permissions': () => {
        view.state.current = { ...dana, permissions: [{ id: 5, key: 'view_user', label: 'View users' }] };
        return ok(view.state.current);
      },
    });
    expect(within(card('Permissions')).getByText('No permissions assigned')).toBeTruthy();
    await view.userEvent.click(screen.getByRole('button', { name: 'Manage' }));
    const dialog = await screen.findByRole('dialog', { name: 'Manage Permissions' });
    await view.userEvent.click(await within(dialog).findByRole('checkbox', { name: /View users/ }));
    await view.userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Permissions updated')).toBeTruthy();
    expect(view.api.calls.find((call) => call.method === 'PUT')?.body).toEqual({ permission_ids: [5] });
    await waitFor(() => expect(within(card('Permissions')).getByText('View users')).toBeTruthy());
  });

  it("says 'Failed to update user permissions' when saving fails, with the granted ones ticked", async () => {
    const granted = permissions('create_event');
    const view = await renderUserPage(
      { ...dana, permissions: granted },
      {
        'GET /admin/permissions': ok([{ ...granted[0], user_count: 1 }]),
        'PUT /admin/users/50/permissions': fail(500, ''),
      },
    );
    await view.userEvent.click(screen.getByRole('button', { name: 'Manage' }));
    const dialog = await screen.findByRole('dialog', { name: 'Manage Permissions' });
    const box = (await within(dialog).findByRole('checkbox', { name: /create event/ })) as HTMLInputElement;
    expect(box.checked).toBe(true);
    await view.userEvent.click(box);
    await view.userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Failed to update user permissions')).toBeTruthy();
    expect(view.api.calls.find((call) => call.method === 'PUT')?.body).toEqual({ permission_ids: [] });
  });
});
