import { screen } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ok } from '../../../testing/fake-api';
import { renderApp } from '../../../testing/render-app';
import { adminUser, testUser } from '../../../testing/users';
import { calendarApi, familyItems, freezeToday, mia, parent, sam, source } from '../testing/sample-calendar';

/**
 * Structure checks (names, roles, headings, labels) with axe-core in the DOM the tests render. Colour
 * contrast needs real layout: the browser journey measures it (web/e2e/calendar.test.ts).
 */
async function seriousViolations() {
  const results = await axe.run(document.body, {
    rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
  });
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
}

afterEach(() => vi.useRealTimers());

const FEED = { 'GET /calendar/feed': ok({ active: true, created_at: '2026-11-20T08:00:00.000Z' }) };

describe('calendars accessibility', () => {
  for (const view of ['day', 'week', 'month'] as const) {
    it(`has no serious axe violations in the ${view} view of the dashboard calendar`, async () => {
      freezeToday();
      renderApp(`/dashboard/calendar?view=${view}`, {
        user: testUser({ id: 1, username: 'parent' }),
        api: calendarApi({ mine: { items: familyItems(), people: [parent, sam, mia] } }, FEED),
      });
      await screen.findAllByRole('link', { name: /Spring Science Fair/ });
      await screen.findByRole('button', { name: 'Revoke' });
      expect(await seriousViolations()).toEqual([]);
    });
  }

  it('has no serious axe violations in the owner calendar and the admin Course Calendar', async () => {
    freezeToday();
    const owner = renderApp('/dashboard/owner-calendar', {
      user: testUser({ id: 5 }),
      api: calendarApi({
        owner: {
          items: familyItems(),
          courses: [source(10, 'Robotics', 2)],
          events: [source(20, 'Fair', 1)],
        },
      }),
    });
    await screen.findAllByRole('link', { name: /Spring Science Fair/ });
    expect(await seriousViolations()).toEqual([]);
    owner.unmount();

    renderApp('/admin?tab=calendar', {
      user: adminUser(),
      api: calendarApi({ admin: { items: familyItems(), courses: [source(10, 'Robotics', 2)] } }),
    });
    await screen.findByRole('searchbox', { name: 'Search courses' });
    expect(await seriousViolations()).toEqual([]);
  });
});
