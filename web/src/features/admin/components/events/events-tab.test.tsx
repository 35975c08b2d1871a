import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createFakeApi, type FakeApi, type FakeHandler, ok } from '../../../../testing/fake-api';
import { renderApp } from '../../../../testing/render-app';
import { adminUser } from '../../../../testing/users';
import { campusEvent } from '../../../events/testing/event-fixtures';

const author = { id: 5, username: 'teacher', first_name: 'Terry', middle_name: null, last_name: 'Teach' };
const fair = campusEvent(1, {
  title: 'Spring Science Fair',
  status: 'published',
  author,
  date: '2026-04-18',
  event_start_time: '10:00',
  main_photo: { image_url_small: '/uploads/fair-small.jpg', image_url_large: '/uploads/fair-large.jpg' },
});
const showcase = campusEvent(3, {
  title: 'Robotics Showcase',
  status: 'pending',
  is_online: true,
  location: null,
});
const brunch = campusEvent(4, { title: 'Alumni Networking Brunch', status: 'draft' });

function page(data: unknown[], overrides: Record<string, number> = {}) {
  return ok({ data, current_page: 1, last_page: 1, per_page: 25, total: data.length, ...overrides });
}

function api(routes: Record<string, FakeHandler> = {}) {
  return createFakeApi({ 'GET /admin/events': page([fair, showcase, brunch]), ...routes });
}

/** The fake API, also keeping every query string asked for. */
function withUrls(fake: FakeApi): FakeApi & { urls: string[] } {
  const urls: string[] = [];
  return {
    ...fake,
    urls,
    fetch: (input, init) => {
      const url = new URL(String(input), 'http://campus.test');
      if (url.pathname.endsWith('/admin/events')) urls.push(url.searchParams.toString());
      return fake.fetch(input, init);
    },
  };
}

async function redBanner() {
  return waitFor(() => {
    const banners = screen
      .getAllByRole('alert')
      .filter((alert) => alert.classList.contains('mantine-Alert-root'));
    if (banners.length === 0) throw new Error('No red banner');
    return banners.map((banner) => banner.textContent).join(' | ');
  });
}

// Mantine keeps its notifications in a global store: one test's messages must not leak into the next.
afterEach(() => notifications.clean());

const PATH = '/admin?tab=events';
const table = () => screen.findByRole('table', { name: 'Events' }, { timeout: 5000 });
async function rowElement(name: string) {
  const row = within(await table())
    .getAllByRole('row')
    .find((candidate) => within(candidate).queryByRole('link', { name }));
  if (!row) throw new Error(`No row for ${name}`);
  return row;
}
const rowOf = async (name: string) => within(await rowElement(name));

describe('admin Events tab', () => {
  it('lists every event with photo, title link, status, author, location and date, and its actions', async () => {
    renderApp(PATH, { api: api(), user: adminUser() });
    expect(within(await table()).getAllByRole('row')).toHaveLength(4);
    const fairRow = await rowOf('Spring Science Fair');
    expect(fairRow.getByRole('link', { name: 'Spring Science Fair' }).getAttribute('href')).toBe('/event/1');
    expect(fairRow.getByText('Published')).toBeTruthy();
    expect(fairRow.getByText('Terry Teach (teacher)')).toBeTruthy();
    expect(fairRow.getByText('Main Hall')).toBeTruthy();
    expect(fairRow.getByText('Apr 18, 2026, 10:00 AM')).toBeTruthy();
    expect((await rowElement('Spring Science Fair')).querySelector('img')?.getAttribute('src')).toBe(
      '/uploads/fair-small.jpg',
    );
    expect(fairRow.getByRole('link', { name: 'Edit Spring Science Fair' }).getAttribute('href')).toBe(
      '/edit-event/1',
    );
    expect(fairRow.getByRole('button', { name: 'Unpublish Spring Science Fair' })).toBeTruthy();
    expect(fairRow.queryByRole('button', { name: /^Publish/ })).toBeNull();
    const showcaseRow = await rowOf('Robotics Showcase');
    expect(showcaseRow.getByText('Pending Approval')).toBeTruthy();
    expect(showcaseRow.getByText('Unknown')).toBeTruthy();
    expect(showcaseRow.getByText('Online')).toBeTruthy();
    expect(showcaseRow.getByTestId('event-default-image')).toBeTruthy();
    expect(showcaseRow.getByRole('button', { name: 'Publish Robotics Showcase' })).toBeTruthy();
    const brunchRow = await rowOf('Alumni Networking Brunch');
    expect(brunchRow.getByText('Draft')).toBeTruthy();
    expect(brunchRow.getByRole('button', { name: 'Publish Alumni Networking Brunch' })).toBeTruthy();
    expect(brunchRow.getByRole('button', { name: 'Delete Alumni Networking Brunch' })).toBeTruthy();
    expect(screen.getByText('Showing 1-3 of 3 events')).toBeTruthy();
  });

  it('searches, filters and pages on the server', async () => {
    const fake = withUrls(api({ 'GET /admin/events': page([fair], { total: 60, last_page: 3 }) }));
    const view = renderApp(PATH, { api: fake, user: adminUser() });
    await table();
    expect(fake.urls[0]).toBe('page=1&per_page=25');
    await view.userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), ' fair ');
    await waitFor(() => expect(fake.urls).toContain('page=1&per_page=25&search=fair'));
    await view.userEvent.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'pending');
    await waitFor(() => expect(fake.urls).toContain('page=1&per_page=25&search=fair&status=pending'));
    await view.userEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    await waitFor(() => expect(fake.urls).toContain('page=3&per_page=25&search=fair&status=pending'));
  });

  it('publishes a pending event and unpublishes a published one, and says so', async () => {
    const fake = api({
      'PUT /admin/events/3/status': ok({ ...showcase, status: 'published' }),
      'PUT /admin/events/1/status': ok({ ...fair, status: 'draft' }),
    });
    const view = renderApp(PATH, { api: fake, user: adminUser() });
    await view.userEvent.click((await rowOf('Robotics Showcase')).getByRole('button', { name: /^Publish/ }));
    expect(await screen.findByText('Published "Robotics Showcase"')).toBeTruthy();
    await view.userEvent.click(
      (await rowOf('Spring Science Fair')).getByRole('button', { name: /^Unpublish/ }),
    );
    expect(await screen.findByText('Unpublished "Spring Science Fair" (now a draft)')).toBeTruthy();
    expect(fake.calls.filter((call) => call.method === 'PUT').map((call) => [call.path, call.body])).toEqual([
      ['/admin/events/3/status', { status: 'published' }],
      ['/admin/events/1/status', { status: 'draft' }],
    ]);
  });

  it("shows 'Failed to update event status' in the red banner", async () => {
    const fake = api({ 'PUT /admin/events/4/status': { status: 500, body: 'oops' } });
    const view = renderApp(PATH, { api: fake, user: adminUser() });
    await view.userEvent.click(
      (await rowOf('Alumni Networking Brunch')).getByRole('button', { name: /^Publish/ }),
    );
    expect(await redBanner()).toBe('Failed to update event status');
  });

  it('deletes after the confirmation; a failure says so in the dialog', async () => {
    let answer: FakeHandler = { status: 500, body: 'oops' };
    const fake = api({ 'DELETE /events/4': () => answer as { status: number; body: unknown } });
    const view = renderApp(PATH, { api: fake, user: adminUser() });
    await view.userEvent.click(
      (await rowOf('Alumni Networking Brunch')).getByRole('button', { name: /^Delete/ }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Delete Event' });
    expect(dialog.textContent).toContain('This action cannot be undone');
    await view.userEvent.click(within(dialog).getByRole('button', { name: 'Delete Event' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Failed to delete event');
    answer = ok(null);
    await view.userEvent.click(within(dialog).getByRole('button', { name: 'Delete Event' }));
    expect(await screen.findByText('Deleted "Alumni Networking Brunch"')).toBeTruthy();
  });

  it('shows skeletons while loading and the empty states', async () => {
    const waiting: (() => void)[] = [];
    const fake = createFakeApi({
      'GET /admin/events': () =>
        new Promise((resolve) => {
          waiting.push(() => resolve(page([])));
        }),
    });
    const view = renderApp(PATH, { api: fake, user: adminUser() });
    expect(await screen.findByRole('status', { name: 'Loading events' }, { timeout: 5000 })).toBeTruthy();
    for (const answer of waiting) answer();
    expect(await screen.findByText('No events yet.')).toBeTruthy();
    fake.on('GET /admin/events', page([]));
    await view.userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), 'zzz');
    expect(await screen.findByText('No events match the search and status.')).toBeTruthy();
  });
});
