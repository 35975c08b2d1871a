import { describe, expect, it } from 'vitest';
import { dashboardTabs } from './dashboard-tabs.js';
import { classifyRoute } from './routes.js';

const keys = (ownsCourseOrEvent: boolean, ownsOrganization: boolean) =>
  dashboardTabs({ ownsCourseOrEvent, ownsOrganization }).map((tab) => tab.key);

describe('dashboardTabs', () => {
  it.each([
    [false, false, ['calendar', 'my-events', 'my-courses', 'my-groups']],
    [true, false, ['calendar', 'owner-calendar', 'my-events', 'my-courses', 'my-groups']],
    [false, true, ['calendar', 'my-events', 'my-courses', 'my-groups', 'users']],
    [true, true, ['calendar', 'owner-calendar', 'my-events', 'my-courses', 'my-groups', 'users']],
  ])(
    'owns course or event=%s, owns organization=%s -> %j',
    (ownsCourseOrEvent, ownsOrganization, expected) => {
      expect(keys(ownsCourseOrEvent, ownsOrganization)).toEqual(expected);
    },
  );

  it('every tab links to a login-required dashboard route', () => {
    for (const tab of dashboardTabs({ ownsCourseOrEvent: true, ownsOrganization: true })) {
      expect(tab.path).toBe(`/dashboard/${tab.key}`);
      expect(classifyRoute(tab.path)).toBe('auth');
      expect(tab.label.length).toBeGreaterThan(0);
    }
  });
});
