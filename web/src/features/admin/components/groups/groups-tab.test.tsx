import type { Group } from '@campus/sdk';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createFakeApi, fail, ok } from '../../../../testing/fake-api';
import { renderApp } from '../../../../testing/render-app';
import { adminUser, testUser } from '../../../../testing/users';
import { candidate, group, science } from '../../../my-groups/testing/sample-groups';

// The tabs are lazy chunks: on a busy machine their first load takes longer than the default second.
configure({ asyncUtilTimeout: 5000 });

const admin = adminUser();
type View = ReturnType<typeof renderApp>;

const SCIENCE: Group = {
  ...science,
  creator: { id: 3, username: 'coordinator', first_name: 'Casey', middle_name: null, last_name: 'Cole' },
  created_at: '2026-02-03T09:00:00.000Z',
  users_count: 4,
  coordinators_count: 1,
};
const ROBOTICS = group(2, { name: 'Robotics Club', users_count: 0, coordinators_count: 0 });
const detail = (g: Group) => ok({ group: g, recommended_courses: [], recommended_events: [] });

function api(routes: Parameters<typeof createFakeApi>[0] = {}) {
  return createFakeApi({
    'GET /groups': ok([SCIENCE, ROBOTICS]),
    'GET /groups/1': detail(SCIENCE),
    'GET /groups/2': detail(ROBOTICS),
    'GET /groups/1/available-users': ok([
      candidate(21, { first_name: 'Noah', last_name: 'Smith', username: 'noah.smith' }),
      candidate(22, { first_name: 'Mia', last_name: 'Park', username: 'mia.park' }),
    ]),
    'GET /groups/1/available-coordinators': ok([
      candidate(31, { first_name: 'Tara', last_name: 'Teach', username: 'teacher' }),
    ]),
    ...routes,
  });
}

async function openScience(view: View) {
  await view.userEvent.click(
    await screen.findByRole('button', { name: 'View Grade 8 Science' }, { timeout: 5000 }),
  );
  const drawer = await screen.findByRole('dialog', { name: 'Grade 8 Science' });
  await within(drawer).findByRole('table', { name: 'Members of Grade 8 Science' });
  return drawer;
}

describe('admin panel, Groups tab', () => {
  it('lists every group with name, id, description and counts', async () => {
    renderApp('/admin?tab=groups', { api: api(), user: admin });
    const row = (await screen.findByText('Grade 8 Science', {}, { timeout: 5000 })).closest(
      'tr',
    ) as HTMLElement;
    expect([...row.querySelectorAll('td')].slice(0, 5).map((cell) => cell.textContent)).toEqual([
      'Grade 8 Science',
      '1',
      'Eighth-grade science students',
      '4',
      '1',
    ]);
    const robotics = screen.getByText('Robotics Club').closest('tr') as HTMLElement;
    expect(within(robotics).getByText('No description')).toBeTruthy();
  });

  it("shows skeletons while loading and 'Failed to load admin data' when the list fails", async () => {
    const first = renderApp('/admin?tab=groups', {
      api: api({ 'GET /groups': () => new Promise<never>(() => {}) }),
      user: admin,
    });
    expect(await screen.findByRole('status', { name: 'Loading groups' }, { timeout: 5000 })).toBeTruthy();
    first.unmount();
    renderApp('/admin?tab=groups', { api: api({ 'GET /groups': fail(500, '') }), user: admin });
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to load admin data');
  });

  it('opens the detail: name, description, creator username, creation date, members, coordinators', async () => {
    const view = renderApp('/admin?tab=groups', { api: api(), user: admin });
    const drawer = await openScience(view);
    const facts = Object.fromEntries(
      within(drawer)
        .getAllByRole('term')
        .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
    );
    expect(facts).toEqual({
      Name: 'Grade 8 Science',
      Description: 'Eighth-grade science students',
      'Created by': 'coordinator',
      Created: 'Tuesday, February 3, 2026',
    });
    expect(within(drawer).getByText('emma.wilson')).toBeTruthy();
    expect(within(drawer).getByRole('heading', { name: 'Coordinators (1)' })).toBeTruthy();
    expect(within(drawer).getByText('Casey Cole')).toBeTruthy();
  });

  it('adds members: at least one selection, then POST with the picked ids and a message', async () => {
    const api_ = api({ 'POST /groups/1/users': ok({ changed: 1, group: SCIENCE }) });
    const view = renderApp('/admin?tab=groups', { api: api_, user: admin });
    const drawer = await openScience(view);
    await view.userEvent.click(within(drawer).getByRole('button', { name: 'Add Members' }));
    const modal = await screen.findByRole('dialog', { name: 'Add Members to Grade 8 Science' });
    const submit = await within(modal).findByRole('button', { name: 'Add Members' });
    expect((submit as HTMLButtonElement).disabled).toBe(true);
    await view.userEvent.click(await within(modal).findByRole('checkbox', { name: /Mia Park/ }));
    await view.userEvent.click(submit);
    expect(await screen.findByText('Added 1 member to "Grade 8 Science"')).toBeTruthy();
    expect(api_.calls.find((call) => call.method === 'POST')?.body).toEqual({ user_ids: [22] });
  });

  it("says 'Failed to add users to list' and 'Failed to add coordinators to list' when adding fails", async () => {
    const api_ = api({
      'POST /groups/1/users': fail(500, ''),
      'POST /groups/1/coordinators': fail(500, ''),
    });
    const view = renderApp('/admin?tab=groups', { api: api_, user: admin });
    const drawer = await openScience(view);
    await view.userEvent.click(within(drawer).getByRole('button', { name: 'Add Members' }));
    let modal = await screen.findByRole('dialog', { name: 'Add Members to Grade 8 Science' });
    await view.userEvent.click(await within(modal).findByRole('checkbox', { name: /Noah Smith/ }));
    await view.userEvent.click(within(modal).getByRole('button', { name: 'Add Members' }));
    expect((await within(modal).findByRole('alert')).textContent).toBe('Failed to add users to list');
    await view.userEvent.click(within(modal).getByRole('button', { name: 'Cancel' }));

    await view.userEvent.click(within(drawer).getByRole('button', { name: 'Add Coordinators' }));
    modal = await screen.findByRole('dialog', { name: 'Add Coordinators to Grade 8 Science' });
    await view.userEvent.click(await within(modal).findByRole('checkbox', { name: /Tara Teach/ }));
    await view.userEvent.click(within(modal).getByRole('button', { name: 'Add Coordinators' }));
    expect((await within(modal).findByRole('alert')).textContent).toBe('Failed to add coordinators to list');
  });

  it('removes a member and a coordinator after confirmations; failures use the admin texts', async () => {
    let failing = true;
    const answer = () => (failing ? fail(500, '') : ok({ changed: 1, group: SCIENCE }));
    const api_ = api({ 'DELETE /groups/1/users': answer, 'DELETE /groups/1/coordinators': answer });
    const view = renderApp('/admin?tab=groups', { api: api_, user: admin });
    const drawer = await openScience(view);

    await view.userEvent.click(within(drawer).getByRole('button', { name: 'Remove Liam Nguyen' }));
    let confirm = await screen.findByRole('dialog', { name: 'Remove Member' });
    expect(confirm.textContent).toContain('Are you sure you want to remove Liam Nguyen (liam.nguyen)');
    await view.userEvent.click(within(confirm).getByRole('button', { name: 'Remove' }));
    expect((await within(confirm).findByRole('alert')).textContent).toBe('Failed to remove users from list');
    failing = false;
    await view.userEvent.click(within(confirm).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Removed Liam Nguyen from "Grade 8 Science"')).toBeTruthy();
    expect(api_.calls.filter((call) => call.method === 'DELETE').at(-1)?.body).toEqual({ user_ids: [12] });

    failing = true;
    await view.userEvent.click(
      within(drawer).getByRole('button', { name: 'Remove Casey Cole as coordinator' }),
    );
    confirm = await screen.findByRole('dialog', { name: 'Remove Coordinator' });
    await view.userEvent.click(within(confirm).getByRole('button', { name: 'Remove' }));
    expect((await within(confirm).findByRole('alert')).textContent).toBe(
      'Failed to remove coordinators from list',
    );
    failing = false;
    await view.userEvent.click(within(confirm).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Removed Casey Cole as a coordinator of "Grade 8 Science"')).toBeTruthy();
  });

  it("deletes a group after a confirmation; 'Failed to delete user list' when it fails", async () => {
    let failing = true;
    const api_ = api({ 'DELETE /groups/1': () => (failing ? fail(500, '') : ok(null)) });
    const view = renderApp('/admin?tab=groups', { api: api_, user: admin });
    const drawer = await openScience(view);
    await view.userEvent.click(within(drawer).getByRole('button', { name: 'Delete Group' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete Group' });
    expect(confirm.textContent).toContain(
      'Are you sure you want to delete the group "Grade 8 Science"? This action cannot be undone.',
    );
    await view.userEvent.click(within(confirm).getByRole('button', { name: 'Delete Group' }));
    expect((await within(confirm).findByRole('alert')).textContent).toBe('Failed to delete user list');
    failing = false;
    await view.userEvent.click(within(confirm).getByRole('button', { name: 'Delete Group' }));
    expect(await screen.findByText('Group "Grade 8 Science" deleted')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("creates a group: name required (button disabled while blank); 'Failed to create user list' on failure", async () => {
    let failing = true;
    const api_ = api({
      'POST /groups': (call) =>
        failing ? fail(500, '') : ok({ ...group(9, { name: 'Chess' }), ...(call.body as object) }),
      'GET /groups/9': detail(group(9, { name: 'Chess', description: 'Fridays' })),
    });
    const view = renderApp('/admin?tab=groups', { api: api_, user: admin });
    await view.userEvent.click(
      await screen.findByRole('button', { name: 'Create Group' }, { timeout: 5000 }),
    );
    const modal = await screen.findByRole('dialog', { name: 'Create Group' });
    const submit = within(modal).getByRole('button', { name: 'Create Group' }) as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    await view.userEvent.type(within(modal).getByLabelText(/Group Name/), 'Chess');
    await view.userEvent.type(within(modal).getByLabelText(/Description/), 'Fridays');
    await view.userEvent.click(submit);
    expect((await within(modal).findByRole('alert')).textContent).toBe('Failed to create user list');
    failing = false;
    await view.userEvent.click(submit);
    expect(await screen.findByText('Group "Chess" created')).toBeTruthy();
    expect(api_.calls.filter((call) => call.method === 'POST').at(-1)?.body).toEqual({
      name: 'Chess',
      description: 'Fridays',
    });
    expect(await screen.findByRole('dialog', { name: 'Chess' })).toBeTruthy();
  });

  it('is for admins only: anyone else goes home', async () => {
    const view = renderApp('/admin?tab=groups', { api: api(), user: testUser() });
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/'));
    expect(view.api.calls.some((call) => call.path === '/groups')).toBe(false);
  });
});
