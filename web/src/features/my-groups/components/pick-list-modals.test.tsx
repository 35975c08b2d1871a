import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createFakeApi, fail, ok } from '../../../testing/fake-api';
import { renderApp } from '../../../testing/render-app';
import { permissions, testUser } from '../../../testing/users';
import { candidate, group, member } from '../testing/sample-groups';

const coordinator = testUser({ id: 3, permissions: permissions('create_group') });
const chess = group(9, { name: 'Chess Club' });

function api(routes: Parameters<typeof createFakeApi>[0] = {}) {
  return createFakeApi({
    'GET /groups/user-groups': ok([]),
    'GET /groups/coordinated-groups': ok([chess]),
    'GET /organizations/owned': ok([]),
    ...routes,
  });
}

describe('Add Users and Manage Coordinators modals', () => {
  it('adds the ticked users, each shown with their source group and grade', async () => {
    let groups = [chess];
    const fake = api({
      'GET /groups/coordinated-groups': () => ok(groups),
      'GET /groups/9/available-users': ok([
        candidate(11, { first_name: 'Emma', last_name: 'Wilson', username: 'emma.wilson' }),
        candidate(12, {
          first_name: 'Liam',
          last_name: 'Nguyen',
          username: 'liam.nguyen',
          school_grade: '7',
        }),
      ]),
      'POST /groups/9/users': () => {
        groups = [{ ...chess, users: [member(11, { first_name: 'Emma', last_name: 'Wilson' })] }];
        return ok({ changed: 1, group: groups[0] });
      },
    });
    const view = renderApp('/dashboard/my-groups?group=9', { api: fake, user: coordinator });
    await screen.findByRole('heading', { name: 'Managing: Chess Club' });
    await view.userEvent.click(screen.getByRole('button', { name: 'Add Users' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Users to Chess Club' });
    const submit = within(dialog).getByRole('button', { name: 'Add Selected Users' });
    const emma = await within(dialog).findByRole('checkbox', { name: /Emma Wilson \(emma.wilson\)/ });
    expect(within(dialog).getByText('Grade 8 Science · Grade 7')).toBeTruthy();
    expect(submit.hasAttribute('disabled')).toBe(true);
    await view.userEvent.click(emma);
    expect(submit.hasAttribute('disabled')).toBe(false);
    await view.userEvent.click(submit);
    expect(await screen.findByRole('table', { name: 'Members of Chess Club' })).toBeTruthy();
    expect(fake.calls.find((call) => call.method === 'POST')?.body).toEqual({ user_ids: [11] });
  });

  it('draws at most 100 of a long list and finds the others by search', async () => {
    const many = Array.from({ length: 150 }, (_, i) =>
      candidate(100 + i, { first_name: 'Pupil', last_name: `Number${i}`, username: `pupil${i}` }),
    );
    const view = renderApp('/dashboard/my-groups?group=9', {
      api: api({ 'GET /groups/9/available-users': ok(many) }),
      user: coordinator,
    });
    await screen.findByRole('heading', { name: 'Managing: Chess Club' });
    await view.userEvent.click(screen.getByRole('button', { name: 'Add Users' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Users to Chess Club' });
    await within(dialog).findByText('Showing 100 of 150. Search to find the others.');
    expect(within(dialog).getAllByRole('checkbox')).toHaveLength(100);
    await view.userEvent.type(within(dialog).getByRole('textbox', { name: 'Search' }), 'pupil149');
    expect(within(dialog).getByRole('checkbox', { name: /Pupil Number149/ })).toBeTruthy();
    expect(within(dialog).getAllByRole('checkbox')).toHaveLength(1);
  });

  it('says when the list cannot load, and when adding fails', async () => {
    const fake = api({ 'GET /groups/9/available-users': { status: 502, body: 'Bad gateway' } });
    const view = renderApp('/dashboard/my-groups?group=9', { api: fake, user: coordinator });
    await screen.findByRole('heading', { name: 'Managing: Chess Club' });
    await view.userEvent.click(screen.getByRole('button', { name: 'Add Users' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Users to Chess Club' });
    expect(await within(dialog).findByText('Failed to load available users')).toBeTruthy();

    await view.userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    fake.on('GET /groups/9/available-users', ok([candidate(11)]));
    fake.on('POST /groups/9/users', { status: 502, body: 'Bad gateway' });
    await view.userEvent.click(screen.getByRole('button', { name: 'Add Users' }));
    const again = await screen.findByRole('dialog', { name: 'Add Users to Chess Club' });
    await view.userEvent.click(await within(again).findByRole('checkbox', { name: /First11 Last11/ }));
    await view.userEvent.click(within(again).getByRole('button', { name: 'Add Selected Users' }));
    expect(await within(again).findByText('Failed to add users to group')).toBeTruthy();
  });

  it('assigns coordinators (disabled with none selected) and shows the failures', async () => {
    const fake = api({
      'GET /groups/9/available-coordinators': ok([candidate(21, { first_name: 'Jo', last_name: 'Chen' })]),
      'POST /groups/9/coordinators': fail(500, ''),
    });
    const view = renderApp('/dashboard/my-groups?group=9', { api: fake, user: coordinator });
    expect(await screen.findByText('No coordinators assigned')).toBeTruthy();
    await view.userEvent.click(screen.getByRole('button', { name: 'Manage coordinators' }));
    const dialog = await screen.findByRole('dialog', { name: 'Manage Coordinators of Chess Club' });
    const assign = within(dialog).getByRole('button', { name: 'Assign Coordinators' });
    expect(assign.hasAttribute('disabled')).toBe(true);
    await view.userEvent.click(await within(dialog).findByRole('checkbox', { name: /Jo Chen/ }));
    await view.userEvent.click(assign);
    expect(await within(dialog).findByText('Failed to assign coordinators')).toBeTruthy();
    expect(fake.calls.find((call) => call.method === 'POST')?.body).toEqual({ user_ids: [21] });
  });

  it('says when the coordinator list cannot load', async () => {
    const fake = api({ 'GET /groups/9/available-coordinators': { status: 502, body: 'Bad gateway' } });
    const view = renderApp('/dashboard/my-groups?group=9', { api: fake, user: coordinator });
    await view.userEvent.click(await screen.findByRole('button', { name: 'Manage coordinators' }));
    const dialog = await screen.findByRole('dialog', { name: 'Manage Coordinators of Chess Club' });
    expect(await within(dialog).findByText('Failed to load available coordinators')).toBeTruthy();
  });

  it('removes a coordinator after a confirmation, and says so when it fails', async () => {
    const casey = {
      id: 3,
      username: 'coordinator',
      first_name: 'Casey',
      middle_name: null,
      last_name: 'Cole',
    };
    const fake = api({
      'GET /groups/coordinated-groups': ok([{ ...chess, coordinators: [casey] }]),
      'DELETE /groups/9/coordinators': { status: 502, body: 'Bad gateway' },
    });
    const view = renderApp('/dashboard/my-groups?group=9', { api: fake, user: coordinator });
    await view.userEvent.click(await screen.findByRole('button', { name: 'Remove Casey Cole' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove Coordinator' });
    await view.userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await within(dialog).findByText('Failed to remove coordinator from group')).toBeTruthy();

    fake.on('DELETE /groups/9/coordinators', ok({ changed: 1, group: chess }));
    await view.userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Removed Casey Cole as a coordinator of "Chess Club"')).toBeTruthy();
  });
});
