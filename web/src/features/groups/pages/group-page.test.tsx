import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fail, ok } from '../../../testing/fake-api';
import { renderApp } from '../../../testing/render-app';
import { adminUser, testUser } from '../../../testing/users';
import {
  announcement,
  coordinatorPerson,
  course,
  event,
  groupDetail,
  memberPerson,
  page,
  recordingApi,
} from '../testing/group-fixtures';

const member = testUser({ id: memberPerson.id, username: 'student' });
const coordinator = testUser({ id: coordinatorPerson.id, username: 'coordinator' });

const listUrls = (urls: string[]) => urls.filter((url) => url.includes('/groups/7/announcements'));

describe('group page', () => {
  it('shows the group, its people, announcements and recommendations', async () => {
    const api = recordingApi({
      'GET /groups/7': ok(groupDetail({ recommended_courses: [course], recommended_events: [event] })),
      'GET /groups/7/announcements': ok(page([announcement(1, { title: 'Bring goggles' })])),
    });
    renderApp('/group/7', { api, user: member });
    expect(await screen.findByRole('heading', { level: 1, name: 'Grade 8 Science' })).toBeTruthy();
    expect(document.title).toBe('Grade 8 Science · Campus');
    expect(screen.getByText(/Created by Casey Cole on Monday, September 1, 2025/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sam Student' }).getAttribute('href')).toBe('/profile/3');
    expect(screen.getByRole('link', { name: 'Casey Cole' }).getAttribute('href')).toBe('/profile/2');
    const link = await screen.findByRole('link', { name: 'Bring goggles' });
    expect(link.getAttribute('href')).toBe('/groups/7/announcements/1');
    expect(screen.getByText('Body of announcement 1')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Grade 8 Science Lab' }).getAttribute('href')).toBe('/course/31');
    expect(screen.getByText('$25.00')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Planetarium Trip' }).getAttribute('href')).toBe('/event/41');
    expect(screen.getByText('Thursday, March 5, 2026')).toBeTruthy();
    expect(screen.getByText('2:00 PM - 4:30 PM')).toBeTruthy();
    // A member: no Show all, no Create Announcement, no status badges; the list asked without show_all.
    expect(screen.queryByRole('switch', { name: 'Show all' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Create Announcement' })).toBeNull();
    expect(screen.queryByText('Active')).toBeNull();
    expect(listUrls(api.urls)).toEqual(['/api/groups/7/announcements?page=1&per_page=10']);
  });

  it('shows the empty states', async () => {
    const api = recordingApi({
      'GET /groups/7': ok(groupDetail()),
      'GET /groups/7/announcements': ok(page([])),
    });
    renderApp('/group/7', { api, user: member });
    expect(await screen.findByText('No Announcements')).toBeTruthy();
    expect(screen.getByText('No private courses for this group')).toBeTruthy();
    expect(screen.getByText('No upcoming private events for this group')).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Announcement pages' })).toBeNull();
  });

  it('tells a non-member that access is denied (403)', async () => {
    const message = 'Access denied: You are not a member of this group';
    const api = recordingApi({
      'GET /groups/7': fail(403, message),
      'GET /groups/7/announcements': fail(403, message),
    });
    renderApp('/group/7', { api, user: member });
    expect((await screen.findByRole('alert')).textContent).toBe(message);
    expect(screen.getByRole('heading', { level: 1, name: 'Access Denied' })).toBeTruthy();
  });

  it('says Group not found (404) and the fallback for anything else', async () => {
    const api = recordingApi({ 'GET /groups/7': fail(404, 'No such group') });
    const view = renderApp('/group/7', { api, user: member });
    expect((await screen.findByRole('alert')).textContent).toBe('Group not found');
    view.unmount();
    window.localStorage.clear();

    const broken = recordingApi({ 'GET /groups/7': fail(500, 'Internal Server Error') });
    renderApp('/group/7', { api: broken, user: member });
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Failed to fetch group data. Please try again.',
    );
  });

  it('says when the announcements fail to load', async () => {
    const api = recordingApi({
      'GET /groups/7': ok(groupDetail()),
      'GET /groups/7/announcements': fail(500, 'boom'),
    });
    renderApp('/group/7', { api, user: member });
    expect(await screen.findByText('Failed to load announcements')).toBeTruthy();
  });

  it('pages with up to 5 numbered buttons, Previous and Next', async () => {
    const api = recordingApi({
      'GET /groups/7': ok(groupDetail()),
      'GET /groups/7/announcements': ok(page([announcement(1)], 1, 8)),
    });
    const view = renderApp('/group/7', { api, user: member });
    const pager = await screen.findByRole('navigation', { name: 'Announcement pages' });
    const numbers = within(pager)
      .getAllByRole('button', { name: /^Page / })
      .map((button) => button.textContent);
    expect(numbers).toEqual(['1', '2', '3', '4', '5']);
    expect(within(pager).getByRole('button', { name: 'Page 1' }).getAttribute('aria-current')).toBe('page');
    expect((within(pager).getByRole('button', { name: 'Previous' }) as HTMLButtonElement).disabled).toBe(
      true,
    );

    api.on('GET /groups/7/announcements', ok(page([announcement(11)], 6, 8)));
    await view.userEvent.click(within(pager).getByRole('button', { name: 'Page 5' }));
    await waitFor(() => expect(view.router.state.location.search).toBe('?page=5'));
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 2, name: 'Announcements' }));
    expect(listUrls(api.urls)).toContain('/api/groups/7/announcements?page=5&per_page=10');
    await screen.findByRole('link', { name: 'Announcement 11' });
    await view.userEvent.click(within(pager).getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(view.router.state.location.search).toBe('?page=7'));
    const after = within(screen.getByRole('navigation', { name: 'Announcement pages' }))
      .getAllByRole('button', { name: /^Page / })
      .map((button) => button.textContent);
    expect(after).toEqual(['4', '5', '6', '7', '8']);
  });

  it('moves a page past the end to the last page', async () => {
    const api = recordingApi({
      'GET /groups/7': ok(groupDetail()),
      'GET /groups/7/announcements': ok(page([], 5, 2)),
    });
    const view = renderApp('/group/7?page=5', { api, user: member });
    await waitFor(() => expect(view.router.state.location.search).toBe('?page=2'));
    await waitFor(() =>
      expect(listUrls(api.urls)).toContain('/api/groups/7/announcements?page=2&per_page=10'),
    );
  });

  it('offers Show all and Create Announcement to a coordinator; Show all sends show_all and shows statuses', async () => {
    const api = recordingApi({
      'GET /groups/7': ok(groupDetail()),
      'GET /groups/7/announcements': ok(page([announcement(1)])),
    });
    const view = renderApp('/group/7', { api, user: coordinator });
    expect((await screen.findByRole('link', { name: 'Create Announcement' })).getAttribute('href')).toBe(
      '/groups/7/announcements/create',
    );
    await screen.findByRole('link', { name: 'Announcement 1' });
    expect(screen.queryByText('Inactive')).toBeNull();

    api.on(
      'GET /groups/7/announcements',
      ok(page([announcement(1), announcement(2, { title: 'Draft note', is_active: false })])),
    );
    await view.userEvent.click(screen.getByRole('switch', { name: 'Show all' }));
    expect(await screen.findByText('Inactive')).toBeTruthy();
    expect(screen.getByText('Active')).toBeTruthy();
    expect(listUrls(api.urls)).toContain('/api/groups/7/announcements?page=1&per_page=10&show_all=true');
  });

  it('offers Show all to an admin who is not a member', async () => {
    const api = recordingApi({
      'GET /groups/7': ok(groupDetail()),
      'GET /groups/7/announcements': ok(page([])),
    });
    renderApp('/group/7', { api, user: adminUser() });
    expect(await screen.findByRole('switch', { name: 'Show all' })).toBeTruthy();
  });
});
