import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createFakeApi, fail, ok } from '../../../testing/fake-api';
import { renderApp } from '../../../testing/render-app';
import { permissions, testUser } from '../../../testing/users';
import { group, science } from '../testing/sample-groups';

const coordinator = testUser({ id: 3, permissions: permissions('create_group') });

function api(routes: Parameters<typeof createFakeApi>[0] = {}) {
  return createFakeApi({
    'GET /groups/user-groups': ok([]),
    'GET /groups/coordinated-groups': ok([science]),
    'GET /organizations/owned': ok([]),
    ...routes,
  });
}

describe('group form modal', () => {
  it('keeps Create Group disabled while the name is blank, and shows the server field error until edited', async () => {
    const fake = api({
      'POST /groups': fail(422, 'The given data was invalid', { name: ['The name has already been taken.'] }),
    });
    const view = renderApp('/dashboard/my-groups', { api: fake, user: coordinator });
    await view.userEvent.click(await screen.findByRole('button', { name: 'Create Group' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create Group' });
    const submit = within(dialog).getByRole('button', { name: 'Create Group' });
    expect(submit.hasAttribute('disabled')).toBe(true);
    const name = within(dialog).getByLabelText(/Group Name/);
    await view.userEvent.type(name, '   ');
    expect(submit.hasAttribute('disabled')).toBe(true);
    await view.userEvent.type(name, 'Grade 8 Science');
    expect(submit.hasAttribute('disabled')).toBe(false);
    await view.userEvent.click(submit);
    expect(await within(dialog).findByText('The name has already been taken.')).toBeTruthy();
    // Said under the field only, and the field takes the focus.
    expect(within(dialog).queryByRole('alert')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(name));
    await view.userEvent.type(name, ' 2');
    expect(within(dialog).queryByText('The name has already been taken.')).toBeNull();
  });

  it('creates a group, selects it, and refreshes the lists', async () => {
    let groups = [science];
    const created = group(9, { name: 'Chess Club', description: 'Weekly games' });
    const fake = api({
      'GET /groups/coordinated-groups': () => ok(groups),
      'POST /groups': () => {
        groups = [science, created];
        return ok(created);
      },
    });
    const view = renderApp('/dashboard/my-groups', { api: fake, user: coordinator });
    await view.userEvent.click(await screen.findByRole('button', { name: 'Create Group' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create Group' });
    await view.userEvent.type(within(dialog).getByLabelText(/Group Name/), ' Chess Club ');
    await view.userEvent.type(within(dialog).getByLabelText('Description'), 'Weekly games');
    await view.userEvent.click(within(dialog).getByRole('button', { name: 'Create Group' }));
    expect(await screen.findByRole('heading', { name: 'Managing: Chess Club' })).toBeTruthy();
    expect(await screen.findByText('Group "Chess Club" created')).toBeTruthy();
    expect(fake.calls.find((call) => call.method === 'POST')?.body).toEqual({
      name: 'Chess Club',
      description: 'Weekly games',
    });
  });

  it('edits a group, and shows the catalogue message when the update fails without one', async () => {
    const fake = api({
      'PUT /groups/1': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    const view = renderApp('/dashboard/my-groups', { api: fake, user: coordinator });
    await view.userEvent.click(await screen.findByRole('button', { name: 'Edit Grade 8 Science' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Group' });
    const name = within(dialog).getByLabelText(/Group Name/) as HTMLInputElement;
    expect(name.value).toBe('Grade 8 Science');
    await view.userEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await within(dialog).findByText('Failed to update group. Please try again.')).toBeTruthy();
  });

  it('says the create fallback when the server gives no message', async () => {
    const fake = api({ 'POST /groups': { status: 502, body: 'Bad gateway' } });
    const view = renderApp('/dashboard/my-groups', { api: fake, user: coordinator });
    await view.userEvent.click(await screen.findByRole('button', { name: 'Create Group' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create Group' });
    await view.userEvent.type(within(dialog).getByLabelText(/Group Name/), 'Chess Club');
    await view.userEvent.click(within(dialog).getByRole('button', { name: 'Create Group' }));
    expect(await within(dialog).findByText('Failed to create group. Please try again.')).toBeTruthy();
  });
});
