import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fail, ok } from '../../../testing/fake-api';
import { renderApp } from '../../../testing/render-app';
import { testUser } from '../../../testing/users';
import { activeSince, FEED_TEXT } from '../lib/feed-text';
import { calendarApi, freezeToday } from '../testing/sample-calendar';

const user = testUser({ id: 1, username: 'parent' });
const URL_ONE = 'http://campus.test/api/calendar/feed/abc123.ics';
const URL_TWO = 'http://campus.test/api/calendar/feed/def456.ics';

afterEach(() => vi.useRealTimers());

function panel() {
  return screen.getByRole('region', { name: FEED_TEXT.heading });
}

describe('Subscribe panel', () => {
  it('creates a feed URL, shows it once with Copy and a webcal link, and replaces it on a second create', async () => {
    freezeToday();
    const urls = [URL_ONE, URL_TWO];
    const api = calendarApi(
      { mine: { items: [] } },
      {
        'GET /calendar/feed': ok({ active: false, created_at: null }),
        'POST /calendar/feed': () => ok({ url: urls.shift(), created_at: '2026-11-26T12:00:00.000Z' }),
      },
    );
    const view = renderApp('/dashboard/calendar', { user, api });
    expect(
      await within(await screen.findByRole('region', { name: FEED_TEXT.heading })).findByText(FEED_TEXT.none),
    ).toBeTruthy();
    expect(within(panel()).queryByRole('button', { name: FEED_TEXT.revoke })).toBeNull();

    await view.userEvent.click(within(panel()).getByRole('button', { name: FEED_TEXT.create }));
    const field = await within(panel()).findByRole('textbox', { name: FEED_TEXT.urlLabel });
    expect((field as HTMLInputElement).value).toBe(URL_ONE);
    expect((field as HTMLInputElement).readOnly).toBe(true);
    expect(within(panel()).getByRole('button', { name: 'Copy' })).toBeTruthy();
    expect(within(panel()).getByRole('link', { name: FEED_TEXT.openInApp }).getAttribute('href')).toBe(
      'webcal://campus.test/api/calendar/feed/abc123.ics',
    );
    expect(within(panel()).getByText(FEED_TEXT.secretTitle)).toBeTruthy();
    expect(within(panel()).getByText(activeSince('Nov 26, 2026'))).toBeTruthy();
    expect(await screen.findByText(FEED_TEXT.created)).toBeTruthy();
    expect(api.calls.filter((call) => call.method === 'POST' && call.path === '/calendar/feed')).toHaveLength(
      1,
    );

    // Creating again replaces the URL: the new one is shown, the old one is gone.
    await view.userEvent.click(within(panel()).getByRole('button', { name: FEED_TEXT.createAgain }));
    await waitFor(() =>
      expect(
        (within(panel()).getByRole('textbox', { name: FEED_TEXT.urlLabel }) as HTMLInputElement).value,
      ).toBe(URL_TWO),
    );
    expect(screen.queryByDisplayValue(URL_ONE)).toBeNull();
  });

  it('never shows the URL again: a reload says only that a feed is active, and that a new one replaces it', async () => {
    freezeToday();
    const api = calendarApi(
      { mine: { items: [] } },
      {
        'GET /calendar/feed': ok({ active: true, created_at: '2026-11-20T08:00:00.000Z' }),
      },
    );
    renderApp('/dashboard/calendar', { user, api });
    expect(
      await within(await screen.findByRole('region', { name: FEED_TEXT.heading })).findByText(
        activeSince('Nov 20, 2026'),
      ),
    ).toBeTruthy();
    expect(within(panel()).queryByRole('textbox')).toBeNull();
    expect(within(panel()).getByText(FEED_TEXT.replaces)).toBeTruthy();
    expect(within(panel()).getByRole('button', { name: FEED_TEXT.createAgain })).toBeTruthy();
  });

  it('revokes after a confirmation; Cancel keeps it', async () => {
    freezeToday();
    const api = calendarApi(
      { mine: { items: [] } },
      {
        'GET /calendar/feed': ok({ active: true, created_at: '2026-11-20T08:00:00.000Z' }),
        'DELETE /calendar/feed': ok(null),
      },
    );
    const view = renderApp('/dashboard/calendar', { user, api });
    const revoke = await within(await screen.findByRole('region', { name: FEED_TEXT.heading })).findByRole(
      'button',
      {
        name: FEED_TEXT.revoke,
      },
    );
    await view.userEvent.click(revoke);
    let dialog = await screen.findByRole('dialog', { name: FEED_TEXT.revokeTitle });
    await view.userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.calls.some((call) => call.method === 'DELETE')).toBe(false);

    await view.userEvent.click(within(panel()).getByRole('button', { name: FEED_TEXT.revoke }));
    dialog = await screen.findByRole('dialog', { name: FEED_TEXT.revokeTitle });
    expect(within(dialog).getByText(FEED_TEXT.revokeText)).toBeTruthy();
    await view.userEvent.click(within(dialog).getByRole('button', { name: FEED_TEXT.revoke }));
    expect(await within(panel()).findByText(FEED_TEXT.none)).toBeTruthy();
    expect(await screen.findByText(FEED_TEXT.revoked)).toBeTruthy();
    expect(
      api.calls.filter((call) => call.method === 'DELETE' && call.path === '/calendar/feed'),
    ).toHaveLength(1);
    expect(within(panel()).queryByRole('button', { name: FEED_TEXT.revoke })).toBeNull();
  });

  it("shows the server's message when creating fails", async () => {
    freezeToday();
    const api = calendarApi(
      { mine: { items: [] } },
      {
        'GET /calendar/feed': ok({ active: false, created_at: null }),
        'POST /calendar/feed': fail(429, 'Too many requests, try again in a minute'),
      },
    );
    const view = renderApp('/dashboard/calendar', { user, api });
    await view.userEvent.click(
      await within(await screen.findByRole('region', { name: FEED_TEXT.heading })).findByRole('button', {
        name: FEED_TEXT.create,
      }),
    );
    expect((await within(panel()).findByRole('alert')).textContent).toBe(
      'Too many requests, try again in a minute',
    );
    expect(within(panel()).queryByRole('textbox')).toBeNull();
  });
});
