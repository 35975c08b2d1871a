import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createFakeApi, fail, ok } from '../../../testing/fake-api';
import { renderApp } from '../../../testing/render-app';
import { testUser } from '../../../testing/users';
import { organizationKeys } from '../../groups/api/keys';

const user = testUser({ id: 3, username: 'owner' });
const RIVERSIDE = {
  id: 1,
  name: 'Riverside Academy',
  description: null,
  owner_id: 3,
  owner: { id: 3, username: 'owner' },
  stripe_account_id: null,
  is_active: true,
  users_count: 0,
};

const tabNames = () => screen.getAllByRole('tab').map((tab) => tab.textContent);

describe('dashboard tabs', () => {
  it('shows the Users tab to an organization owner, after My Groups', async () => {
    const api = createFakeApi({
      'GET /organizations/owned': ok([RIVERSIDE]),
      'GET /organizations/1/users': ok({ organization: RIVERSIDE, users: [] }),
    });
    const view = renderApp('/dashboard/calendar', { api, user });
    await waitFor(() =>
      expect(tabNames()).toEqual(['Calendar', 'My Events', 'My Courses', 'My Groups', 'Users']),
    );
    await view.userEvent.click(screen.getByRole('tab', { name: 'Users' }));
    expect(view.router.state.location.pathname).toBe('/dashboard/users');
    expect(await screen.findByText('No Users in Organization')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Users' }).getAttribute('aria-selected')).toBe('true');
  });

  it('hides it from a user who owns no organization', async () => {
    const api = createFakeApi({ 'GET /organizations/owned': ok([]) });
    const view = renderApp('/dashboard/calendar', { api, user });
    await waitFor(() =>
      expect(view.queryClient.getQueryState(organizationKeys.owned())?.status).toBe('success'),
    );
    expect(tabNames()).toEqual(['Calendar', 'My Events', 'My Courses', 'My Groups']);
  });

  it('hides it when the owned organizations cannot be loaded (an empty list, spec section 8)', async () => {
    const api = createFakeApi({
      'GET /organizations/owned': fail(500, 'Server error'),
      // The calendar under the tabs answers, so any alert would be the tabs'.
      'GET /calendar': ok({
        scope: 'mine',
        from: '2026-11-23',
        to: '2026-11-29',
        items: [],
        people: [],
        courses: [],
        events: [],
      }),
      'GET /calendar/feed': ok({ active: false, created_at: null }),
    });
    const view = renderApp('/dashboard/calendar', { api, user });
    await waitFor(() =>
      expect(view.queryClient.getQueryState(organizationKeys.owned())?.status).toBe('success'),
    );
    expect(tabNames()).not.toContain('Users');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
