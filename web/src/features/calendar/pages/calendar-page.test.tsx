import { DASHBOARD_MESSAGES } from '@campus/sdk';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fail, ok } from '../../../testing/fake-api';
import { renderApp } from '../../../testing/render-app';
import { testUser } from '../../../testing/users';
import { CALENDAR_TEXT } from '../lib/calendar-text';
import { calendarApi, familyItems, freezeToday, mia, parent, sam } from '../testing/sample-calendar';

const user = testUser({ id: 1, username: 'parent' });
const FEED_OFF = { 'GET /calendar/feed': ok({ active: false, created_at: null }) };

function family() {
  return calendarApi({ mine: { items: familyItems(), people: [sam, parent, mia] } }, FEED_OFF);
}

/** The section of one day in the week view, found by its full date. */
const dayOf = (name: string) => screen.getByRole('region', { name });
const titlesIn = (element: HTMLElement) =>
  within(element)
    .queryAllByRole('link')
    .map((link) => link.querySelector('[class*="itemTitle"]')?.textContent);

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('dashboard calendar', () => {
  it('opens on the week of today (Monday first), each day with its entries by start time', async () => {
    freezeToday();
    const api = family();
    renderApp('/dashboard/calendar', { user, api });
    expect(await screen.findByRole('heading', { level: 2, name: 'Nov 23 - Nov 29, 2026' })).toBeTruthy();
    await screen.findAllByRole('link', { name: /Introduction to Robotics/ });
    expect(api.ranges).toContainEqual({ from: '2026-11-23', to: '2026-11-29', scope: 'mine' });
    const days = within(screen.getByTestId('week-view')).getAllByRole('region');
    expect(days.map((day) => day.getAttribute('aria-labelledby'))).toEqual([
      'calendar-day-2026-11-23',
      'calendar-day-2026-11-24',
      'calendar-day-2026-11-25',
      'calendar-day-2026-11-26',
      'calendar-day-2026-11-27',
      'calendar-day-2026-11-28',
      'calendar-day-2026-11-29',
    ]);
    // Today: the timed event first, then the entry without a time ('Time TBD'), with Mia's badge.
    const thursday = dayOf('Thursday, November 26, 2026');
    expect(thursday.getAttribute('aria-current')).toBe('date');
    expect(titlesIn(thursday)).toEqual(['Spring Science Fair', 'Piano Lessons']);
    const piano = within(thursday).getByRole('link', { name: /Piano Lessons/ });
    expect(piano.textContent).toContain('Time TBD');
    expect(within(piano).getByText('Mia')).toBeTruthy();
    expect(piano.getAttribute('href')).toBe('/course/11/session/date/2026-11-26');
    const fair = within(thursday).getByRole('link', { name: /Spring Science Fair/ });
    expect(fair.textContent).toContain('10:00 AM - 12:00 PM');
    expect(fair.textContent).toContain('Event: ');
    expect(within(fair).getByText('Sam')).toBeTruthy();
    expect(fair.getAttribute('href')).toBe('/event/20');
    // A cancelled session says so; a session links to its page.
    const wednesday = within(dayOf('Wednesday, November 25, 2026')).getByRole('link');
    expect(within(wednesday).getByText('Cancelled')).toBeTruthy();
    expect(wednesday.getAttribute('href')).toBe('/course/10/session/102');
    // The two-day fair is on both of its days; an empty day says so.
    expect(titlesIn(dayOf('Friday, November 27, 2026'))).toEqual(['Community Book Fair']);
    expect(titlesIn(dayOf('Saturday, November 28, 2026'))).toEqual(['Community Book Fair']);
    expect(within(dayOf('Sunday, November 29, 2026')).getByText(CALENDAR_TEXT.noItemsThisDay)).toBeTruthy();
    // The legend names both kinds in words.
    const legend = screen.getByRole('list', { name: 'Legend' });
    expect(
      within(legend)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Courses', 'Events']);
    expect(document.title).toBe('Calendar · Campus');
  });

  it('filters: a child alone shows only that child’s entries; the kinds switch off', async () => {
    freezeToday();
    const view = renderApp('/dashboard/calendar', { user, api: family() });
    await screen.findAllByRole('link', { name: /Art Show/ });
    const show = screen.getByRole('group', { name: 'Show' });
    const boxes = within(show).getAllByRole('checkbox');
    // Myself first, then the children by name, then the kinds; everything on at first.
    expect(boxes.map((box) => box.closest('.mantine-Checkbox-root')?.textContent)).toEqual([
      'Myself',
      'Mia Parker',
      'Sam Parker',
      'Events',
      'Courses',
    ]);
    expect(boxes.every((box) => (box as HTMLInputElement).checked)).toBe(true);

    await view.userEvent.click(within(show).getByRole('checkbox', { name: 'Myself' }));
    await view.userEvent.click(within(show).getByRole('checkbox', { name: 'Mia Parker' }));
    const week = screen.getByTestId('week-view');
    const shown = within(week)
      .getAllByRole('link')
      .map((link) => link.querySelector('[class*="itemTitle"]')?.textContent);
    // Sam's: his Robotics sessions and the fair he shares with his parent; not Mia's, not the parent's own.
    expect(shown).toEqual(['Introduction to Robotics', 'Introduction to Robotics', 'Spring Science Fair']);

    await view.userEvent.click(within(show).getByRole('checkbox', { name: 'Courses' }));
    expect(
      within(week)
        .getAllByRole('link')
        .map((link) => link.querySelector('[class*="itemTitle"]')?.textContent),
    ).toEqual(['Spring Science Fair']);
    await view.userEvent.click(within(show).getByRole('checkbox', { name: 'Events' }));
    expect(within(week).queryAllByRole('link')).toEqual([]);
    expect(within(week).getAllByText(CALENDAR_TEXT.noItemsThisDay)).toHaveLength(7);
  });

  it('switches to the month: 42 cells from Monday, other months dimmed, today marked; the URL keeps it', async () => {
    freezeToday();
    const api = family();
    const view = renderApp('/dashboard/calendar', { user, api });
    await screen.findAllByRole('link', { name: /Art Show/ });
    await view.userEvent.click(screen.getByRole('radio', { name: 'Month' }));
    expect(view.router.state.location.search).toBe('?view=month');
    expect(await screen.findByRole('heading', { level: 2, name: 'November 2026' })).toBeTruthy();
    const month = await screen.findByRole('table');
    await waitFor(() =>
      expect(api.ranges.at(-1)).toEqual({ from: '2026-10-26', to: '2026-12-06', scope: 'mine' }),
    );
    const cells = month.querySelectorAll('td');
    expect(cells).toHaveLength(42);
    expect(
      within(month)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']);
    expect(cells[0]?.getAttribute('data-date')).toBe('2026-10-26');
    expect(cells[0]?.className).toContain('outside');
    expect(cells[6]?.className).not.toContain('outside');
    const today = within(month).getByRole('button', { name: 'Thursday, November 26, 2026, 2 entries' });
    expect(today.getAttribute('aria-current')).toBe('date');
    expect(within(month).getByRole('button', { name: 'Sunday, November 29, 2026, no entries' })).toBeTruthy();
    // A day's number opens its day view.
    await view.userEvent.click(today);
    expect(view.router.state.location.search).toBe('?view=day');
    const heading = await screen.findByRole('heading', { level: 2, name: 'Thursday, November 26, 2026' });
    // The pressed button left with the month: focus is on the day's title.
    await waitFor(() => expect(document.activeElement).toBe(heading));
  });

  it('moves by day with Previous and Next, and back with Today; Back in history returns', async () => {
    freezeToday();
    const view = renderApp('/dashboard/calendar?view=day', { user, api: family() });
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Thursday, November 26, 2026' }),
    ).toBeTruthy();
    await view.userEvent.click(screen.getByRole('button', { name: 'Next day' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Friday, November 27, 2026' })).toBeTruthy();
    expect(view.router.state.location.search).toBe('?view=day&date=2026-11-27');
    const fair = await screen.findByRole('link', { name: /Community Book Fair/ });
    // The day view has room for the place.
    expect(fair.textContent).toContain('Gym');
    await view.userEvent.click(screen.getByRole('button', { name: 'Next day' }));
    await view.userEvent.click(screen.getByRole('button', { name: 'Next day' }));
    expect(await screen.findByText(CALENDAR_TEXT.noItemsThisDay)).toBeTruthy();
    await view.userEvent.click(screen.getByRole('button', { name: 'Today' }));
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Thursday, November 26, 2026' }),
    ).toBeTruthy();
    await view.router.navigate(-1);
    expect(await screen.findByRole('heading', { level: 2, name: 'Sunday, November 29, 2026' })).toBeTruthy();
    await view.userEvent.click(screen.getByRole('button', { name: 'Previous day' }));
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Saturday, November 28, 2026' }),
    ).toBeTruthy();
  });

  it('reads the view and the day from the URL (a reload keeps them) and ignores bad ones', async () => {
    freezeToday();
    const api = family();
    renderApp('/dashboard/calendar?view=month&date=2026-12-10', { user, api });
    expect(await screen.findByRole('heading', { level: 2, name: 'December 2026' })).toBeTruthy();
    const jazz = await screen.findByRole('link', { name: /Riverside Jazz Night/ });
    expect(jazz.textContent).toContain('7:00 PM');
    expect(jazz.textContent).toContain('Pending');
    const reloaded = renderApp('/dashboard/calendar?view=year&date=2026-02-30', { user, api: family() });
    expect(
      await within(reloaded.container).findByRole('heading', { level: 2, name: 'Nov 23 - Nov 29, 2026' }),
    ).toBeTruthy();
  });

  it('shows a skeleton while loading and the catalogue text when loading fails', async () => {
    freezeToday();
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const api = calendarApi(
      {},
      {
        ...FEED_OFF,
        'GET /calendar': async () => {
          await gate;
          return fail(500, '');
        },
      },
    );
    renderApp('/dashboard/calendar', { user, api });
    expect(await screen.findByRole('status', { name: CALENDAR_TEXT.loading })).toBeTruthy();
    release();
    expect((await screen.findByRole('alert')).textContent).toBe(DASHBOARD_MESSAGES.loadFailed);
  });

  it('on a phone, the week is a list of days, each named in full with its entries', async () => {
    freezeToday();
    vi.stubGlobal(
      'matchMedia',
      (query: string) =>
        ({
          matches: query.includes('max-width: 48em'),
          media: query,
          addEventListener: () => {},
          removeEventListener: () => {},
          addListener: () => {},
          removeListener: () => {},
        }) as unknown as MediaQueryList,
    );
    renderApp('/dashboard/calendar', { user, api: family() });
    const friday = await screen.findByRole('heading', { level: 3, name: 'Friday, November 27, 2026' });
    expect(friday.textContent).toBe('Friday, November 27, 2026');
    expect(screen.getByTestId('week-view').className).toBe('');
  });
});
