import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createFakeApi, fail, ok } from '../../../testing/fake-api';
import { renderApp } from '../../../testing/render-app';
import { teacherUser } from '../../../testing/users';
import { group, member } from '../../my-groups/testing/sample-groups';
import { childrenEvents, myEvents, parentTeacherNight, person } from '../testing/sample-my-events';

const teacher = person(5, 'Terry', 'Teach', 'teacher');
const coordinator = person(3, 'Casey', 'Cole', 'coordinator');
const science = group(1, {
  name: 'Grade 8 Science',
  users: [member(11, { first_name: 'Emma', last_name: 'Wilson', username: 'emma.wilson' })],
  coordinators: [coordinator],
});

function api(routes: Parameters<typeof createFakeApi>[0] = {}) {
  return createFakeApi({
    'GET /organizations/owned': ok([]),
    'GET /user/owner-events': ok([parentTeacherNight]),
    'GET /user/events': ok(myEvents()),
    'GET /user/children-events': ok(childrenEvents()),
    'GET /groups/coordinated-groups': ok([science]),
    'GET /events/2/owners': ok([teacher, coordinator]),
    ...routes,
  });
}

async function openOwners(view: ReturnType<typeof renderApp>) {
  await view.userEvent.click(
    await screen.findByRole('button', { name: 'Owners of Grade 8 Parent-Teacher Night' }, { timeout: 5000 }),
  );
  return screen.findByRole('dialog', { name: 'Event Owners: Grade 8 Parent-Teacher Night' });
}

describe('event owners modal', () => {
  it('ticks the current owners among the people of coordinated groups, and saves the new list', async () => {
    const fake = api({
      'PUT /events/2/owners': (call) => ok([teacher, coordinator, member(11)], String(call.body)),
    });
    const view = renderApp('/dashboard/my-events', { api: fake, user: teacherUser() });
    const dialog = await openOwners(view);
    const terry = await within(dialog).findByRole('checkbox', { name: 'Terry Teach (teacher)' });
    const casey = within(dialog).getByRole('checkbox', { name: 'Casey Cole (coordinator)' });
    const emma = within(dialog).getByRole('checkbox', { name: 'Emma Wilson (emma.wilson)' });
    expect((terry as HTMLInputElement).checked).toBe(true);
    expect((casey as HTMLInputElement).checked).toBe(true);
    expect((emma as HTMLInputElement).checked).toBe(false);
    await view.userEvent.click(emma);
    await view.userEvent.click(within(dialog).getByRole('button', { name: 'Update' }));
    expect(await within(dialog).findByText('Saved. You can close the modal.')).toBeTruthy();
    const put = fake.calls.find((call) => call.method === 'PUT');
    expect(put?.body).toEqual({ owner_ids: [5, 3, 11] });
  });

  it('needs at least one owner, and says when saving fails', async () => {
    const fake = api({ 'PUT /events/2/owners': { status: 502, body: 'Bad gateway' } });
    const view = renderApp('/dashboard/my-events', { api: fake, user: teacherUser() });
    const dialog = await openOwners(view);
    await view.userEvent.click(
      await within(dialog).findByRole('checkbox', { name: 'Terry Teach (teacher)' }),
    );
    await view.userEvent.click(within(dialog).getByRole('checkbox', { name: 'Casey Cole (coordinator)' }));
    expect(within(dialog).getByText('Please select at least one owner')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Update' }).hasAttribute('disabled')).toBe(true);
    await view.userEvent.click(within(dialog).getByRole('checkbox', { name: 'Casey Cole (coordinator)' }));
    await view.userEvent.click(within(dialog).getByRole('button', { name: 'Update' }));
    expect(await within(dialog).findByText('Failed to update event owners')).toBeTruthy();
  });

  it('says when the owners cannot load', async () => {
    const fake = api({ 'GET /events/2/owners': fail(403, 'Forbidden') });
    const view = renderApp('/dashboard/my-events', { api: fake, user: teacherUser() });
    const dialog = await openOwners(view);
    expect(await within(dialog).findByText('Failed to load event owners')).toBeTruthy();
  });
});
