import type { Organization, OrganizationUser } from '@campus/sdk';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createFakeApi, fail, ok } from '../../../testing/fake-api';
import { renderApp } from '../../../testing/render-app';
import { testUser } from '../../../testing/users';

const owner = testUser({ id: 2, username: 'owner', is_student: false, school_grade: null });

const organization = (id: number, name: string): Organization => ({
  id,
  name,
  description: null,
  owner_id: owner.id,
  owner: { id: owner.id, username: owner.username },
  stripe_account_id: null,
  is_active: true,
  users_count: 3,
});

const member = (overrides: Partial<OrganizationUser> & Pick<OrganizationUser, 'id' | 'username'>) => ({
  first_name: 'First',
  middle_name: null,
  last_name: 'Last',
  gender: 'female' as const,
  is_student: false,
  school_grade: null,
  role: 'member' as const,
  joined_at: '2025-09-01T10:00:00.000Z',
  ...overrides,
});

const RIVERSIDE = organization(1, 'Riverside Academy');
const HILLCREST = organization(2, 'Hillcrest Learning Center');
const USERS: OrganizationUser[] = [
  member({
    id: 10,
    username: 'emma',
    first_name: 'Emma',
    last_name: 'Wilson',
    is_student: true,
    school_grade: '8',
  }),
  member({
    id: 11,
    username: 'ava',
    first_name: 'Ava',
    last_name: 'Johnson',
    is_student: true,
    school_grade: '7',
  }),
  member({
    id: 12,
    username: 'noah',
    first_name: 'Noah',
    last_name: 'Smith',
    is_student: true,
    school_grade: '9',
    gender: 'male',
  }),
  member({ id: 13, username: 'tom', first_name: 'Thomas', last_name: 'Reed', gender: 'male', role: 'admin' }),
];

function ownerApi(routes: Parameters<typeof createFakeApi>[0] = {}) {
  return createFakeApi({
    'GET /organizations/owned': ok([RIVERSIDE, HILLCREST]),
    'GET /organizations/1/users': ok({ organization: RIVERSIDE, users: USERS }),
    'GET /organizations/2/users': ok({ organization: HILLCREST, users: [] }),
    ...routes,
  });
}

/** The usernames of the table's rows, in order. */
function usernames(): string[] {
  const table = screen.getByRole('table');
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[2]?.textContent ?? '');
}

describe('users tab', () => {
  it('says No Owned Organizations to a user who owns none', async () => {
    renderApp('/dashboard/users', {
      api: createFakeApi({ 'GET /organizations/owned': ok([]) }),
      user: owner,
    });
    expect(await screen.findByText('No Owned Organizations')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Users' })).toBeTruthy();
    expect(document.title).toMatch(/^Users/);
  });

  it('falls back to an empty list when GET /organizations/owned fails', async () => {
    const api = createFakeApi({ 'GET /organizations/owned': fail(500, 'Server error') });
    renderApp('/dashboard/users', { api, user: owner });
    expect(await screen.findByText('No Owned Organizations')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('loads the first owned organization, and says No Users in Organization for an empty one', async () => {
    const view = renderApp('/dashboard/users', { api: ownerApi(), user: owner });
    expect(await screen.findByRole('table')).toBeTruthy();
    expect(usernames()).toEqual(['ava', 'tom', 'noah', 'emma']);
    expect(view.api.calls.some((call) => call.path === '/organizations/2/users')).toBe(false);
    await view.userEvent.click(screen.getByLabelText('Organization', { selector: 'input' }));
    await view.userEvent.click(await screen.findByRole('option', { name: 'Hillcrest Learning Center' }));
    expect(await screen.findByText('No Users in Organization')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('filters to students and a grade, each filter with its clear button', async () => {
    const view = renderApp('/dashboard/users', { api: ownerApi(), user: owner });
    await screen.findByRole('table');
    await view.userEvent.click(screen.getByLabelText('Student status', { selector: 'input' }));
    await view.userEvent.click(await screen.findByRole('option', { name: 'Students' }));
    await waitFor(() => expect(usernames()).toEqual(['ava', 'noah', 'emma']));
    await view.userEvent.click(screen.getByLabelText('School grade', { selector: 'input' }));
    await view.userEvent.click(await screen.findByRole('option', { name: 'Grade 8' }));
    await waitFor(() => expect(usernames()).toEqual(['emma']));
    await view.userEvent.click(screen.getByRole('button', { name: 'Clear school grade filter' }));
    await waitFor(() => expect(usernames()).toEqual(['ava', 'noah', 'emma']));
    await view.userEvent.click(screen.getByRole('button', { name: 'Clear student status filter' }));
    await waitFor(() => expect(usernames()).toHaveLength(4));

    await view.userEvent.click(screen.getByLabelText('School grade', { selector: 'input' }));
    await view.userEvent.click(await screen.findByRole('option', { name: 'Grade 12' }));
    expect(await screen.findByText('No users match these filters.')).toBeTruthy();
  });

  it('sorts by a column, with aria-sort on the headers, and flips on a second press', async () => {
    const view = renderApp('/dashboard/users', { api: ownerApi(), user: owner });
    await screen.findByRole('table');
    const header = (name: string) => screen.getByRole('columnheader', { name: new RegExp(`^${name}`) });
    expect(header('Last Name').getAttribute('aria-sort')).toBe('ascending');
    expect(header('First Name').getAttribute('aria-sort')).toBe('none');
    expect(header('Role').getAttribute('aria-sort')).toBe('none');
    expect(header('Joined').getAttribute('aria-sort')).toBe('none');

    await view.userEvent.click(within(header('First Name')).getByRole('button'));
    expect(usernames()).toEqual(['ava', 'emma', 'noah', 'tom']);
    expect(header('First Name').getAttribute('aria-sort')).toBe('ascending');
    expect(header('Last Name').getAttribute('aria-sort')).toBe('none');
    await view.userEvent.click(within(header('First Name')).getByRole('button'));
    expect(usernames()).toEqual(['tom', 'noah', 'emma', 'ava']);
    expect(header('First Name').getAttribute('aria-sort')).toBe('descending');

    // Grades sort in school order, students first on the Student column.
    await view.userEvent.click(within(header('Grade')).getByRole('button'));
    expect(usernames()).toEqual(['ava', 'emma', 'noah', 'tom']);
    const emma = screen.getAllByRole('row')[2] as HTMLElement;
    expect(within(emma).getByText('Grade 8')).toBeTruthy();
    expect(within(emma).getByText('Female')).toBeTruthy();
    expect(within(emma).getByText('Sep 1, 2025')).toBeTruthy();

    // Role sorts too: the organization's admin (tom) comes before its members.
    await view.userEvent.click(within(header('Role')).getByRole('button'));
    expect(usernames()).toEqual(['tom', 'ava', 'emma', 'noah']);
    expect(header('Role').getAttribute('aria-sort')).toBe('ascending');
  });

  it("shows 'Failed to fetch organization users' when the users cannot be read", async () => {
    const api = ownerApi({
      'GET /organizations/1/users': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    renderApp('/dashboard/users', { api, user: owner });
    expect(await screen.findByText('Failed to fetch organization users')).toBeTruthy();
  });
});
