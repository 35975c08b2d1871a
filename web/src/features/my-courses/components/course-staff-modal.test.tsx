import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createFakeApi, fail, ok } from '../../../testing/fake-api';
import { renderApp } from '../../../testing/render-app';
import { teacherUser } from '../../../testing/users';
import { candidate, casey, dashboard, jchen, person, robotics, terry } from '../testing/sample-my-courses';

const emma = person(11, 'Emma', 'Wilson', 'emma.wilson');
const courseUsers = {
  owners: [terry],
  editors: [jchen],
  candidates: [
    candidate(casey, { is_student: false }),
    candidate(emma),
    candidate(terry, { is_student: false }),
  ],
};

function api(routes: Parameters<typeof createFakeApi>[0] = {}) {
  return createFakeApi({
    'GET /organizations/owned': ok([]),
    'GET /dashboard/courses': ok(dashboard({ owned: [robotics] })),
    'GET /user/enrolled-courses': ok([]),
    'GET /user/recommended-courses': ok([]),
    'GET /user/children-courses': ok([]),
    'GET /admin/courses/1/users': ok(courseUsers),
    ...routes,
  });
}

async function openStaff(view: ReturnType<typeof renderApp>) {
  await view.userEvent.click(
    await screen.findByRole(
      'button',
      { name: 'Owners/Editors of Introduction to Robotics' },
      { timeout: 5000 },
    ),
  );
  return screen.findByRole('dialog', { name: 'Owners and Editors: Introduction to Robotics' });
}

const checked = (element: HTMLElement) => (element as HTMLInputElement).checked;

describe('course owners and editors modal', () => {
  it('ticks the current owners and editors; each list saves with its own Update', async () => {
    const fake = api({
      'PUT /admin/courses/1/owners': ok({ ...courseUsers, owners: [terry, emma] }),
      'PUT /admin/courses/1/editors': ok({ ...courseUsers, editors: [] }),
    });
    const view = renderApp('/dashboard/my-courses', { api: fake, user: teacherUser() });
    const dialog = await openStaff(view);
    const owners = await within(dialog).findByRole('group', { name: 'Owners' });
    const editors = within(dialog).getByRole('group', { name: 'Editors' });
    // The current editor (not a candidate) is offered too, so they may stay.
    expect(checked(within(owners).getByRole('checkbox', { name: 'Terry Teach (teacher)' }))).toBe(true);
    expect(checked(within(owners).getByRole('checkbox', { name: 'Jamie Chen (jchen)' }))).toBe(false);
    expect(checked(within(editors).getByRole('checkbox', { name: 'Jamie Chen (jchen)' }))).toBe(true);
    expect(checked(within(editors).getByRole('checkbox', { name: 'Emma Wilson (emma.wilson)' }))).toBe(false);

    await view.userEvent.click(within(owners).getByRole('checkbox', { name: 'Emma Wilson (emma.wilson)' }));
    await view.userEvent.click(within(dialog).getByRole('button', { name: 'Update Owners' }));
    expect(await within(dialog).findByText('Saved. You can close the modal.')).toBeTruthy();
    expect(fake.calls.find((call) => call.path === '/admin/courses/1/owners')?.body).toEqual({
      owner_ids: [5, 11],
    });
    expect(fake.calls.some((call) => call.path === '/admin/courses/1/editors')).toBe(false);

    await view.userEvent.click(within(editors).getByRole('checkbox', { name: 'Jamie Chen (jchen)' }));
    await view.userEvent.click(within(dialog).getByRole('button', { name: 'Update Editors' }));
    expect(fake.calls.find((call) => call.path === '/admin/courses/1/editors')?.body).toEqual({
      editor_ids: [],
    });
  });

  it('needs at least one owner, and says when an update fails', async () => {
    const fake = api({
      'PUT /admin/courses/1/owners': { status: 502, body: 'Bad gateway' },
      'PUT /admin/courses/1/editors': { status: 502, body: 'Bad gateway' },
    });
    const view = renderApp('/dashboard/my-courses', { api: fake, user: teacherUser() });
    const dialog = await openStaff(view);
    const owners = await within(dialog).findByRole('group', { name: 'Owners' });
    await view.userEvent.click(within(owners).getByRole('checkbox', { name: 'Terry Teach (teacher)' }));
    expect(within(dialog).getByText('Please select at least one owner')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Update Owners' }).hasAttribute('disabled')).toBe(true);
    await view.userEvent.click(within(owners).getByRole('checkbox', { name: 'Casey Cole (coordinator)' }));
    await view.userEvent.click(within(dialog).getByRole('button', { name: 'Update Owners' }));
    expect(await within(dialog).findByText('Failed to update course owners')).toBeTruthy();
    await view.userEvent.click(within(dialog).getByRole('button', { name: 'Update Editors' }));
    expect(await within(dialog).findByText('Failed to update course editors')).toBeTruthy();
  });

  it('says when the course users cannot load, and closes by keyboard', async () => {
    const fake = api({ 'GET /admin/courses/1/users': fail(403, 'Forbidden') });
    const view = renderApp('/dashboard/my-courses', { api: fake, user: teacherUser() });
    const dialog = await openStaff(view);
    expect(await within(dialog).findByText('Failed to load course users')).toBeTruthy();
    await view.userEvent.keyboard('{Escape}');
    await screen.findByRole('button', { name: 'Owners/Editors of Introduction to Robotics' });
    expect(screen.queryByRole('dialog', { name: /Owners and Editors/ })).toBeNull();
  });
});
