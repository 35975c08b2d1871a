import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createFakeApi, type FakeApi, fail, ok } from '../../../testing/fake-api';
import { renderApp } from '../../../testing/render-app';
import { campusEvent, eventPage, ticket } from '../testing/event-fixtures';

const six = (offset: number) => Array.from({ length: 6 }, (_, i) => campusEvent(offset + i + 1));

/** Records the full URL (with the query) of every call to the fake API. */
function recordUrls(api: FakeApi): string[] {
  const urls: string[] = [];
  const fetch = api.fetch;
  api.fetch = (input, init) => {
    urls.push(String(input));
    return fetch(input, init);
  };
  return urls;
}

describe('upcoming events', () => {
  it('shows a page of cards with the paging text, and pages through ?page=', async () => {
    const api = createFakeApi();
    const urls = recordUrls(api);
    api.on('GET /events', () => {
      const page = Number(new URL(urls.at(-1) ?? '', 'http://x').searchParams.get('page'));
      return ok(eventPage(page === 2 ? six(6).slice(0, 3) : six(0), page === 2 ? 2 : 1, 2, 6, 9));
    });
    const view = renderApp('/events', { api });
    expect(await screen.findByRole('heading', { level: 1, name: 'Upcoming Events' })).toBeTruthy();
    expect(await screen.findByText('Showing 1-6 of 9 upcoming events')).toBeTruthy();
    expect(document.title).toBe('Upcoming Events · Campus');
    const link = screen.getByRole('link', { name: 'Event 1' });
    expect(link.getAttribute('href')).toBe('/event/1');
    expect(screen.getAllByText('Thursday, March 5, 2037')).toHaveLength(6);
    expect(screen.getAllByText('2:00 PM - 4:30 PM')).toHaveLength(6);
    expect(screen.getAllByText('Main Hall')).toHaveLength(6);
    expect(screen.getByRole('link', { name: 'View Past Events' }).getAttribute('href')).toBe('/past-events');

    const pager = screen.getByRole('navigation', { name: 'Upcoming Events pages' });
    expect(within(pager).getByRole('button', { name: 'Previous' }).hasAttribute('disabled')).toBe(true);
    await view.userEvent.click(within(pager).getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Showing 7-9 of 9 upcoming events')).toBeTruthy();
    expect(view.router.state.location.search).toBe('?page=2');
    expect(screen.getByRole('link', { name: 'Event 7' })).toBeTruthy();
    expect(urls.filter((url) => url.includes('/events?'))).toEqual([
      '/api/events?page=1&per_page=6&when=upcoming',
      '/api/events?page=2&per_page=6&when=upcoming',
    ]);
  });

  it('asks for the page in the URL, 6 per page, upcoming', async () => {
    const api = createFakeApi({ 'GET /events': ok(eventPage(six(12), 3, 3, 6, 18)) });
    const urls = recordUrls(api);
    renderApp('/events?page=3', { api });
    expect(await screen.findByText('Showing 13-18 of 18 upcoming events')).toBeTruthy();
    expect(urls.some((url) => url.includes('/events?page=3&per_page=6&when=upcoming'))).toBe(true);
    expect(screen.getByRole('button', { name: 'Page 3' }).getAttribute('aria-current')).toBe('page');
  });

  it('shows the price badges: Free, one price, a range and Paid', async () => {
    const events = [
      campusEvent(1, { title: 'Free Day' }),
      campusEvent(2, { title: 'One Price', is_free: false, ticket_types: [ticket(1, { price: 12.5 })] }),
      campusEvent(3, {
        title: 'Ranged',
        is_free: false,
        ticket_types: [ticket(2, { price: 25 }), ticket(3, { price: 5 }), ticket(4, { price: 15 })],
      }),
      campusEvent(4, { title: 'No Tickets Yet', is_free: false }),
      campusEvent(5, { title: 'Online Talk', is_online: true, location: null }),
    ];
    renderApp('/events', { api: createFakeApi({ 'GET /events': ok(eventPage(events, 1, 1, 6, 5)) }) });
    const card = async (name: string) =>
      (await screen.findByRole('link', { name })).closest('article') as HTMLElement;
    expect(within(await card('Free Day')).getByText('Free')).toBeTruthy();
    expect(within(await card('One Price')).getByText('$12.50')).toBeTruthy();
    expect(within(await card('Ranged')).getByText('$5.00 - $25.00')).toBeTruthy();
    expect(within(await card('No Tickets Yet')).getByText('Paid')).toBeTruthy();
    expect(within(await card('Online Talk')).getByText('Online')).toBeTruthy();
    // A single page: no pager.
    expect(screen.queryByRole('navigation', { name: 'Upcoming Events pages' })).toBeNull();
  });

  it('shows the empty state', async () => {
    renderApp('/events', { api: createFakeApi({ 'GET /events': ok(eventPage([], 1, 1, 6, 0)) }) });
    expect(await screen.findByRole('heading', { name: 'No Upcoming Events' })).toBeTruthy();
    expect(screen.getByText('Check back later for new events!')).toBeTruthy();
  });

  it('shows the load error', async () => {
    renderApp('/events', { api: createFakeApi({ 'GET /events': { status: 500, body: 'oops' } }) });
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to load events');
  });

  it('shows skeletons while loading', async () => {
    renderApp('/events', { api: createFakeApi({ 'GET /events': () => new Promise(() => {}) }) });
    expect(await screen.findByRole('status', { name: 'Loading upcoming events' })).toBeTruthy();
  });
});

describe('past events', () => {
  it('lists 12 per page with a link back, and its own error', async () => {
    const api = createFakeApi({ 'GET /events': ok(eventPage([campusEvent(1)], 1, 1, 12, 1)) });
    const urls = recordUrls(api);
    const view = renderApp('/past-events', { api });
    expect(await screen.findByRole('heading', { level: 1, name: 'Past Events' })).toBeTruthy();
    expect(await screen.findByText('Showing 1-1 of 1 past events')).toBeTruthy();
    expect(urls.some((url) => url.includes('per_page=12&when=past'))).toBe(true);
    expect(screen.getByRole('link', { name: 'Back to Upcoming Events' }).getAttribute('href')).toBe(
      '/events',
    );
    view.unmount();

    renderApp('/past-events', { api: createFakeApi({ 'GET /events': fail(500, '') }) });
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to load past events');
  });
});

describe('home page', () => {
  it('shows the next three upcoming events under the welcome', async () => {
    const api = createFakeApi({ 'GET /events': ok(eventPage(six(0).slice(0, 3), 1, 2, 3, 6)) });
    renderApp('/', { api });
    expect(await screen.findByRole('heading', { level: 2, name: 'Upcoming Events' })).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(3);
    expect(screen.getByRole('link', { name: 'View All Events' }).getAttribute('href')).toBe('/events');
    expect(api.calls.some((call) => call.path === '/events')).toBe(true);
  });

  it('shows nothing when there are none', async () => {
    const api = createFakeApi({ 'GET /events': ok(eventPage([], 1, 1, 3, 0)) });
    renderApp('/', { api });
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome to Campus' })).toBeTruthy();
    await waitFor(() => expect(api.calls.some((call) => call.path === '/events')).toBe(true));
    expect(screen.queryByRole('heading', { name: 'Upcoming Events' })).toBeNull();
  });
});
