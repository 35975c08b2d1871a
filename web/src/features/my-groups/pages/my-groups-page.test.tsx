import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createFakeApi, fail, ok } from '../../../testing/fake-api';
import { renderApp } from '../../../testing/render-app';
import { permissions, testUser } from '../../../testing/users';
import { group, science } from '../testing/sample-groups';

const coordinator = testUser({
  id: 3,
  username: 'coordinator',
  is_student: false,
  school_grade: null,
  permissions: permissions('create_group', 'create_user'),
});

function api(routes: Parameters<typeof createFakeApi>[0] = {}) {
  return createFakeApi({
    'GET /groups/user-groups': ok([]),
    'GET /groups/coordinated-groups': ok([science]),
    'GET /organizations/owned': ok([]),
    ...routes,
  });
}

/** The usernames in the member table, top to bottom. */
function usernames(): string[] {
  const table = screen.getByRole('table', { name: /Members of/ });
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[2]?.textContent ?? '');
}

describe('My Groups tab', () => {
  it('shows every empty state, and no Create buttons without the permissions', async () => {
    const plain = testUser({ id: 7, permissions: [] });
    renderApp('/dashboard/my-groups', {
      api: api({ 'GET /groups/coordinated-groups': ok([]) }),
      user: plain,
    });
    expect(await screen.findByRole('heading', { level: 2, name: 'My Groups' })).toBeTruthy();
    await waitFor(() => expect(screen.getAllByText('No Groups Found')).toHaveLength(2));
    expect(screen.queryByRole('button', { name: 'Create Group' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Create User' })).toBeNull();
    // Issue 18: no coordinated group, nothing to add users to: no (disabled, unexplained) Add Users.
    expect(screen.queryByRole('button', { name: 'Add Users' })).toBeNull();
    expect(document.title).toBe('My Groups · Campus');
  });

  it('offers a coordinator Add Users once a group is selected, and says so until then', async () => {
    const view = renderApp('/dashboard/my-groups', { api: api(), user: coordinator });
    const add = await screen.findByRole('button', { name: 'Add Users' });
    expect(add.hasAttribute('disabled')).toBe(true);
    expect(
      screen.getByText(
        "Select a group's name to manage its members and coordinators, or to add users to it.",
      ),
    ).toBeTruthy();
    await view.userEvent.click(screen.getByRole('button', { name: 'Grade 8 Science' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Add Users' }).hasAttribute('disabled')).toBe(false),
    );
  });

  it('shows loaders while the lists load, then the dashboard message when one fails', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const fake = api({
      'GET /groups/user-groups': async () => {
        await gate;
        return ok([]);
      },
      'GET /groups/coordinated-groups': { status: 502, body: 'Bad gateway' },
    });
    renderApp('/dashboard/my-groups', { api: fake, user: coordinator });
    expect(await screen.findByRole('status', { name: 'Loading groups' })).toBeTruthy();
    expect(await screen.findByText('Failed to load dashboard data')).toBeTruthy();
    release();
    expect(await screen.findByText('No Groups Found')).toBeTruthy();
  });

  it('offers Create User to an organization owner', async () => {
    const owner = testUser({ id: 8, permissions: [] });
    const owned = {
      id: 1,
      name: 'Riverside',
      description: null,
      owner_id: 8,
      stripe_account_id: null,
      is_active: true,
    };
    renderApp('/dashboard/my-groups', { api: api({ 'GET /organizations/owned': ok([owned]) }), user: owner });
    expect(await screen.findByRole('button', { name: 'Create User' })).toBeTruthy();
  });

  it('lists member groups as cards with View, and the managed group with its coordinators', async () => {
    const view = renderApp('/dashboard/my-groups', {
      api: api({ 'GET /groups/user-groups': ok([group(5, { name: 'Robotics Club' })]) }),
      user: coordinator,
    });
    const link = await screen.findByRole('link', { name: 'View Robotics Club' });
    expect(link.getAttribute('href')).toBe('/group/5');
    expect(await screen.findByText('4 members')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View Grade 8 Science' }).getAttribute('href')).toBe('/group/1');
    await view.userEvent.click(screen.getByRole('button', { name: 'Grade 8 Science', pressed: false }));
    const heading = await screen.findByRole('heading', { name: 'Managing: Grade 8 Science' });
    // The panel opened by the pick takes the focus (it sits below the list, out of view on a phone).
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(screen.getByText('Casey Cole')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add Users' }).hasAttribute('disabled')).toBe(false);
    expect(view.router.state.location.search).toBe('?group=1');
  });

  it('sorts by every column but Actions, with aria-sort', async () => {
    const view = renderApp('/dashboard/my-groups?group=1', { api: api(), user: coordinator });
    await screen.findByRole('table', { name: 'Members of Grade 8 Science' });
    // By last name at first.
    expect(usernames()).toEqual(['dadams', 'ava.johnson', 'liam.nguyen', 'emma.wilson']);
    const header = (name: string) => screen.getByRole('columnheader', { name: new RegExp(`^${name}`) });
    expect(header('Last Name').getAttribute('aria-sort')).toBe('ascending');
    expect(header('First Name').getAttribute('aria-sort')).toBe('none');
    expect(screen.getByRole('columnheader', { name: 'Actions' }).hasAttribute('aria-sort')).toBe(false);

    await view.userEvent.click(within(header('First Name')).getByRole('button'));
    expect(usernames()).toEqual(['ava.johnson', 'dadams', 'emma.wilson', 'liam.nguyen']);
    expect(header('First Name').getAttribute('aria-sort')).toBe('ascending');
    expect(header('Last Name').getAttribute('aria-sort')).toBe('none');
    await view.userEvent.click(within(header('First Name')).getByRole('button'));
    expect(header('First Name').getAttribute('aria-sort')).toBe('descending');
    expect(usernames()).toEqual(['liam.nguyen', 'emma.wilson', 'dadams', 'ava.johnson']);

    await view.userEvent.click(within(header('School Grade')).getByRole('button'));
    expect(usernames()).toEqual(['liam.nguyen', 'emma.wilson', 'ava.johnson', 'dadams']);
    await view.userEvent.click(within(header('Is Student')).getByRole('button'));
    expect(usernames().at(-1)).toBe('dadams');
  });

  it('filters by student status and grade, each with its clear button, down to No Members Found', async () => {
    const view = renderApp('/dashboard/my-groups?group=1', { api: api(), user: coordinator });
    await screen.findByRole('table', { name: 'Members of Grade 8 Science' });
    await view.userEvent.click(screen.getByLabelText('Student status', { selector: 'input' }));
    await view.userEvent.click(await screen.findByRole('option', { name: 'Non-students' }));
    expect(usernames()).toEqual(['dadams']);
    expect(screen.getByText('Showing 1 of 4 members')).toBeTruthy();
    await view.userEvent.click(screen.getByRole('button', { name: 'Clear student status filter' }));
    expect(usernames()).toHaveLength(4);

    await view.userEvent.click(screen.getByLabelText('School grade', { selector: 'input' }));
    await view.userEvent.click(await screen.findByRole('option', { name: 'Grade 7' }));
    expect(usernames()).toEqual(['liam.nguyen']);
    await view.userEvent.click(screen.getByLabelText('Student status', { selector: 'input' }));
    await view.userEvent.click(await screen.findByRole('option', { name: 'Non-students' }));
    expect(screen.getByText('No Members Found')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    await view.userEvent.click(screen.getByRole('button', { name: 'Clear school grade filter' }));
    expect(usernames()).toEqual(['dadams']);
  });

  it('shows No coordinators assigned and No Members Found for an empty group', async () => {
    const empty = group(9, { name: 'Chess Club' });
    renderApp('/dashboard/my-groups?group=9', {
      api: api({ 'GET /groups/coordinated-groups': ok([science, empty]) }),
      user: coordinator,
    });
    expect(await screen.findByRole('heading', { name: 'Managing: Chess Club' })).toBeTruthy();
    expect(screen.getByText('No coordinators assigned')).toBeTruthy();
    expect(screen.getByText('No Members Found')).toBeTruthy();
  });

  it('removes a member after a confirmation and says it did', async () => {
    const fake = api({ 'DELETE /groups/1/users': ok({ changed: 1, group: science }) });
    const view = renderApp('/dashboard/my-groups?group=1', { api: fake, user: coordinator });
    await screen.findByRole('table', { name: 'Members of Grade 8 Science' });
    await view.userEvent.click(screen.getByRole('button', { name: 'Remove Liam Nguyen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove Member' });
    await view.userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Removed Liam Nguyen from "Grade 8 Science"')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Remove Member' })).toBeNull());
  });

  it('removes a member after a confirmation, and says so when it fails', async () => {
    const fake = api({ 'DELETE /groups/1/users': fail(500, '') });
    const view = renderApp('/dashboard/my-groups?group=1', { api: fake, user: coordinator });
    await screen.findByRole('table', { name: 'Members of Grade 8 Science' });
    await view.userEvent.click(screen.getByRole('button', { name: 'Remove Liam Nguyen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove Member' });
    expect(
      within(dialog).getByText(/remove Liam Nguyen \(liam.nguyen\) from "Grade 8 Science"/),
    ).toBeTruthy();
    await view.userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await within(dialog).findByText('Failed to remove user from group')).toBeTruthy();
    expect(fake.calls.find((call) => call.method === 'DELETE')?.body).toEqual({ user_ids: [12] });
  });

  it('deletes a group after a confirmation that names it', async () => {
    let groups = [science];
    const fake = api({
      'GET /groups/coordinated-groups': () => ok(groups),
      'DELETE /groups/1': () => {
        groups = [];
        return ok(null);
      },
    });
    const view = renderApp('/dashboard/my-groups?group=1', { api: fake, user: coordinator });
    await view.userEvent.click(await screen.findByRole('button', { name: 'Delete Grade 8 Science' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Group' });
    expect(
      within(dialog).getByText(
        'Are you sure you want to delete the group "Grade 8 Science"? This action cannot be undone.',
      ),
    ).toBeTruthy();
    await view.userEvent.click(within(dialog).getByRole('button', { name: 'Delete Group' }));
    await waitFor(() => expect(screen.getAllByText('No Groups Found')).toHaveLength(2));
    expect(await screen.findByText('Group "Grade 8 Science" deleted')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: /Managing/ })).toBeNull();
  });
});
