import type { Activity, Stats } from '@campus/sdk';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createFakeApi, fail, ok } from '../../../../testing/fake-api';
import { renderApp } from '../../../../testing/render-app';
import { adminUser, testUser } from '../../../../testing/users';

// The tabs are lazy chunks: on a busy machine their first load takes longer than the default second.
configure({ asyncUtilTimeout: 5000 });

const STATS: Stats = {
  total_users: 10042,
  total_events: 31,
  total_courses: 27,
  published_events: 20,
  draft_events: 7,
  pending_events: 4,
  draft_courses: 5,
  pending_courses: 3,
  published_courses: 19,
};

/** Twelve Mondays from 2026-09-07, with distinct numbers. */
const ACTIVITY: Activity = {
  weeks: Array.from({ length: 12 }, (_, index) => {
    const day = new Date(Date.UTC(2026, 8, 7 + index * 7)).toISOString().slice(0, 10);
    return { week_start: day, new_users: index * 3, enrollments: 100 + index, rsvps: 50 - index };
  }),
};

/** The tab and the chart are lazy chunks: on a busy machine their first load takes a while. */
const SLOW = { timeout: 8000 };

function api(routes: Parameters<typeof createFakeApi>[0] = {}) {
  return createFakeApi({
    'GET /admin/stats': ok(STATS),
    'GET /admin/stats/activity': ok(ACTIVITY),
    ...routes,
  });
}

describe('admin panel, Dashboard tab', () => {
  it('shows the nine stat cards of the spec from GET /admin/stats', async () => {
    renderApp('/admin?tab=dashboard', { api: api(), user: adminUser() });
    expect(await screen.findByRole('heading', { level: 2, name: 'Dashboard' }, SLOW)).toBeTruthy();
    const cards = await screen.findAllByRole('listitem', {}, SLOW);
    expect(cards.map((card) => card.getAttribute('aria-label'))).toEqual([
      'Total Users: 10042',
      'Total Events: 31',
      'Total Courses: 27',
      'Published Events: 20',
      'Draft Events: 7',
      'Pending Events: 4',
      'Draft Courses: 5',
      'Pending Courses: 3',
      'Published Courses: 19',
    ]);
    expect(screen.getByText('10,042')).toBeTruthy();
  });

  it('shows skeletons while loading', async () => {
    const never = () => new Promise<never>(() => {});
    renderApp('/admin?tab=dashboard', {
      api: api({ 'GET /admin/stats': never, 'GET /admin/stats/activity': never }),
      user: adminUser(),
    });
    expect(await screen.findByRole('status', { name: 'Loading statistics' }, SLOW)).toBeTruthy();
    expect(screen.getByRole('status', { name: 'Loading activity' })).toBeTruthy();
  });

  it('gives the chart a text alternative: every week in a table, which Show table shows instead', async () => {
    const view = renderApp('/admin?tab=dashboard', { api: api(), user: adminUser() });
    const table = await screen.findByRole(
      'table',
      { name: /New users, enrollments and RSVPs per week/ },
      SLOW,
    );
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(13);
    expect(rows[0]?.textContent).toBe('Week ofNew usersEnrollmentsRSVPs');
    expect(rows[1]?.textContent).toBe('Sep 7, 2026010050');
    expect(rows[12]?.textContent).toBe('Nov 23, 20263311139');
    await view.userEvent.click(screen.getByRole('button', { name: 'Show table' }));
    expect(screen.queryByTestId('activity-chart')).toBeNull();
    expect(screen.getByRole('table', { name: /per week/ })).toBeTruthy();
    await view.userEvent.click(screen.getByRole('button', { name: 'Show chart' }));
    expect(await screen.findByTestId('activity-chart', {}, SLOW)).toBeTruthy();
  });

  it("says 'Failed to load admin data' in a red banner when the stats cannot be read", async () => {
    renderApp('/admin?tab=dashboard', {
      api: api({
        'GET /admin/stats': () => {
          throw new TypeError('Failed to fetch');
        },
        'GET /admin/stats/activity': fail(500, ''),
      }),
      user: adminUser(),
    });
    await waitFor(() => expect(screen.getAllByRole('alert')).toHaveLength(2), SLOW);
    for (const alert of screen.getAllByRole('alert'))
      expect(alert.textContent).toBe('Failed to load admin data');
  });

  it('is for admins only: anyone else goes home', async () => {
    const view = renderApp('/admin?tab=dashboard', { api: api(), user: testUser() });
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/'));
    expect(view.api.calls.some((call) => call.path.startsWith('/admin/'))).toBe(false);
  });
});
