// @vitest-environment node

import {
  addCalendarDays,
  type Calendar,
  type CalendarItem,
  calendarRange,
  calendarTitle,
  createCampusClient,
  dateIn,
  dayOfWeek,
  formatDateLong,
  paths,
  shiftCalendarAnchor,
} from '@campus/sdk';
import { loadFixtureIds } from '@campus/server/testing';
import ICAL from 'ical.js';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoSeriousAxeViolations } from './axe';
import { DESKTOP, JOURNEY_TIMEOUT_MS, type Journey, loginAs, PHONE, screenshot, useJourney } from './harness';

/**
 * The calendars (spec section 2, issue 21) with the seeded demo data: the parent lands on the calendar's
 * week, switches to the month, filters to one child and sees that child's course sessions and events and
 * no one else's; the feed URL of the Subscribe panel serves iCalendar with the child's entries and answers
 * 404 once revoked. The owner calendar and the admin Course Calendar open for their users; every view
 * passes axe in light and dark, at desktop and phone width.
 */

/** The calendar of one scope and range, asked of the real server with the user's own token. */
async function calendarOf(
  journey: Journey,
  username: string,
  scope: 'mine' | 'owner' | 'admin',
  range: {
    from: string;
    to: string;
  },
): Promise<Calendar> {
  const token = await journey.server.loginAs(username);
  const client = createCampusClient({ baseUrl: journey.server.apiUrl, getToken: () => token });
  return client.calendar.range({ ...range, scope });
}

/** The paths the calendar's entries link to, as shown (a month cell shows up to three a day). */
async function shownPaths(page: Page, container = page.getByRole('main')): Promise<string[]> {
  const links = container.locator('a[data-kind]');
  return links.evaluateAll((anchors) =>
    anchors.map((anchor) => new URL((anchor as HTMLAnchorElement).href).pathname),
  );
}

async function waitForCalendar(page: Page) {
  await page.getByRole('main').getByRole('status', { name: 'Loading' }).waitFor({ state: 'detached' });
  await page.locator('[aria-busy="true"]').waitFor({ state: 'detached' });
}

const today = () => dateIn(new Date());

describe('journeys: calendars', { timeout: JOURNEY_TIMEOUT_MS * 3 }, () => {
  const journey = useJourney();

  it('the parent lands on the week, switches to the month and filters to one child', async () => {
    const page = await journey.current.newPage({ viewport: DESKTOP, colorScheme: 'light' });
    await loginAs(page, 'parent');
    // Every sign-in lands here, on the week of today.
    await page.getByTestId('week-view').waitFor();
    await waitForCalendar(page);
    await page.getByRole('heading', { level: 2, name: calendarTitle('week', today()) }).waitFor();
    expect(await page.getByRole('radio', { name: 'Week' }).isChecked()).toBe(true);
    expect(await page.title()).toBe('Calendar · Campus');
    await expectNoSeriousAxeViolations(page, 'calendar week (parent)');
    await screenshot(page, 'calendar-week-light-desktop');

    await page.getByText('Month', { exact: true }).click();
    await page.waitForURL((url) => url.search === '?view=month');
    await page.getByRole('heading', { level: 2, name: calendarTitle('month', today()) }).waitFor();
    await page.getByRole('table').waitFor();
    await waitForCalendar(page);
    expect(await page.locator('table td').count()).toBe(42);
    await expectNoSeriousAxeViolations(page, 'calendar month (parent)');
    await screenshot(page, 'calendar-month-light-desktop');

    // The family, as the server knows it: Sam Parker (student) and Mia Parker are the parent's children.
    const range = calendarRange('month', today());
    const calendar = await calendarOf(journey.current, 'parent', 'mine', range);
    const self = calendar.people.find((person) => person.is_self);
    const sam = calendar.people.find((person) => person.username === 'student');
    expect(self).toBeDefined();
    expect(sam).toBeDefined();
    const others = calendar.people.filter((person) => person.id !== sam?.id);
    const show = page.getByRole('group', { name: 'Show' });
    for (const person of others) {
      const name = person.is_self ? 'Myself' : `${person.first_name} ${person.last_name}`;
      await show.getByRole('checkbox', { name }).uncheck();
    }
    expect(await show.getByRole('checkbox', { name: 'Sam Parker' }).isChecked()).toBe(true);

    const samsItems = calendar.items.filter((item) => item.people.includes(sam?.id ?? -1));
    const samsPaths = new Set(samsItems.map((item) => item.path));
    const notSams = calendar.items.filter((item) => !item.people.includes(sam?.id ?? -1));
    expect(samsItems.some((item) => item.kind === 'course')).toBe(true);
    expect(samsItems.some((item) => item.kind === 'event')).toBe(true);
    const shown = await shownPaths(page);
    expect(shown.length).toBeGreaterThan(0);
    // Only Sam's entries, and among them his course sessions and his events.
    expect(shown.filter((path) => !samsPaths.has(path))).toEqual([]);
    expect(shown.some((path) => path.includes('/session/'))).toBe(true);
    expect(shown.some((path) => path.startsWith('/event/'))).toBe(true);
    for (const item of notSams) expect(shown).not.toContain(item.path);
    await screenshot(page, 'calendar-month-one-child-light-desktop');

    // A day of Sam's with an event, opened from its cell: the day view lists it with his name badge.
    const event = samsItems.find((item) => item.kind === 'event') as CalendarItem;
    await page.getByRole('button', { name: new RegExp(`^${calendarTitle('day', event.date)}, `) }).click();
    await page.waitForURL((url) => url.searchParams.get('view') === 'day');
    const link = page.getByTestId('day-view').getByRole('link', { name: new RegExp(event.title) });
    await link.waitFor();
    expect(await link.getByText('Sam', { exact: true }).count()).toBe(1);
    await expectNoSeriousAxeViolations(page, 'calendar day (parent, Sam only)');
    await screenshot(page, 'calendar-day-light-desktop');

    // Back returns to the month (the view and the day are in the URL).
    await page.goBack();
    await page.getByRole('table').waitFor();
    expect(new URL(page.url()).search).toBe('?view=month');
  });

  it('the feed URL serves the child’s entries as iCalendar and answers 404 once revoked', async () => {
    const page = await journey.current.newPage({ viewport: DESKTOP, colorScheme: 'dark' });
    await loginAs(page, 'parent');
    const panel = page.getByRole('region', { name: 'Subscribe' });
    await panel.getByText('You have no feed URL.').waitFor();
    await panel.getByRole('button', { name: 'Create feed URL' }).click();
    const field = panel.getByRole('textbox', { name: 'Your feed URL' });
    await field.waitFor();
    const url = await field.inputValue();
    expect(url).toMatch(/^http:\/\/.+\/api\/calendar\/feed\/[A-Za-z0-9_-]{43}\.ics$/);
    expect(await panel.getByRole('link', { name: 'Open in calendar app' }).getAttribute('href')).toBe(
      url.replace(/^http:/, 'webcal:'),
    );
    await page.getByText('Feed URL created').waitFor();
    await panel.getByText(/^A feed URL is active since /).waitFor();
    await expectNoSeriousAxeViolations(page, 'Subscribe panel with a new URL (dark)');
    await screenshot(page, 'calendar-subscribe-dark-desktop');

    // A calendar app reads it without a session.
    const response = await fetch(url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/calendar/);
    const component = new ICAL.Component(ICAL.parse(await response.text()));
    const events = component.getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent));
    const summaries = events.map((event) => event.summary);
    expect(summaries.some((summary) => summary.includes('Introduction to Robotics'))).toBe(true);
    expect(summaries.some((summary) => summary.includes('Spring Science Fair'))).toBe(true);
    expect(new Set(events.map((event) => event.uid)).size).toBe(events.length);

    // A reload never shows the URL again.
    await page.reload();
    await panel.getByText(/^A feed URL is active since /).waitFor();
    expect(await panel.getByRole('textbox').count()).toBe(0);

    await panel.getByRole('button', { name: 'Revoke' }).click();
    const dialog = page.getByRole('dialog', { name: 'Revoke the feed URL?' });
    await dialog.getByRole('button', { name: 'Revoke' }).click();
    await panel.getByText('You have no feed URL.').waitFor();
    await page.getByText('Feed URL revoked').waitFor();
    expect((await fetch(url)).status).toBe(404);
  });

  it('works by keyboard: Previous, Today, Next and the view switcher', async () => {
    const page = await journey.current.newPage({ viewport: DESKTOP });
    await loginAs(page, 'parent');
    await page.getByTestId('week-view').waitFor();
    await page.getByRole('button', { name: 'Today' }).focus();
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Next week');
    await page.keyboard.press('Enter');
    const next = shiftCalendarAnchor('week', today(), 1);
    await page.getByRole('heading', { level: 2, name: calendarTitle('week', next) }).waitFor();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { level: 2, name: calendarTitle('week', today()) }).waitFor();
    // The view switcher is a radio group: Tab reaches the chosen view, the arrows move between views.
    await page.getByRole('radio', { name: 'Week' }).focus();
    await page.keyboard.press('ArrowRight');
    await page.waitForURL((url) => url.search === '?view=month');
    await page.getByRole('table').waitFor();
    // The day numbers of the month open their day with Enter.
    await page.getByRole('button', { name: new RegExp(`^${calendarTitle('day', today())}, `) }).focus();
    await page.keyboard.press('Enter');
    await page.getByTestId('day-view').waitFor();
    await page.getByRole('heading', { level: 2, name: calendarTitle('day', today()) }).waitFor();
  });

  it('the owner calendar and the admin Course Calendar open for their users', async () => {
    const page = await journey.current.newPage({ viewport: DESKTOP, colorScheme: 'light' });
    await loginAs(page, 'teacher');
    await page.getByRole('tab', { name: 'Owner Calendar' }).click();
    await page.waitForURL('**/dashboard/owner-calendar');
    const owned = await calendarOf(journey.current, 'teacher', 'owner', calendarRange('week', today()));
    expect(owned.courses.length + owned.events.length).toBeGreaterThan(0);
    const lists = page.getByRole('region', {
      name: owned.courses.length > 0 ? 'Courses' : 'Events',
      exact: true,
    });
    await lists.getByText(/ of \d+ selected/).waitFor();
    await waitForCalendar(page);
    await expectNoSeriousAxeViolations(page, 'owner calendar');
    await screenshot(page, 'calendar-owner-light-desktop');
    await lists.getByRole('button', { name: 'Unselect All' }).click();
    await lists.getByText(/^0 of \d+ selected/).waitFor();
    await lists.getByRole('button', { name: 'Select All', exact: true }).click();

    const admin = await journey.current.newPage({ viewport: DESKTOP, colorScheme: 'light' });
    await loginAs(admin, 'admin');
    await admin.goto('/admin?tab=calendar');
    const all = await calendarOf(journey.current, 'admin', 'admin', calendarRange('week', today(), 'sunday'));
    await admin.getByRole('heading', { level: 2, name: calendarTitle('week', today(), 'sunday') }).waitFor();
    await waitForCalendar(admin);
    expect(new Set(await shownPaths(admin))).toEqual(new Set(all.items.map((item) => item.path)));
    await admin.getByRole('searchbox', { name: 'Search courses' }).fill('Robotics');
    await expectNoSeriousAxeViolations(admin, 'admin Course Calendar');
    await screenshot(admin, 'calendar-admin-light-desktop');
  });

  it('View Next Session opens the day of the next session; a day without one says so', async () => {
    const ids = await loadFixtureIds(journey.current.server.database);
    const courseId = ids.course('Introduction to Robotics');
    const page = await journey.current.newPage({ viewport: DESKTOP, colorScheme: 'light' });
    await loginAs(page, 'student');
    await page.goto(paths.course(courseId));
    await page.getByRole('link', { name: 'View Next Session' }).click();
    await page.waitForURL(/\/session\/date\/\d{4}-\d{2}-\d{2}$/);
    const date = new URL(page.url()).pathname.split('/').at(-1) ?? '';
    await page.getByRole('heading', { level: 1, name: `Session on ${formatDateLong(date)}` }).waitFor();
    await page.getByRole('heading', { level: 2, name: 'Agenda' }).waitFor();
    await expectNoSeriousAxeViolations(page, 'next session (light)');
    await screenshot(page, 'calendar-next-session-light-desktop');
    await page.getByRole('link', { name: 'Open Session' }).click();
    await page.getByRole('heading', { level: 1, name: `Session: ${formatDateLong(date)}` }).waitFor();

    // Robotics meets on Mondays and Wednesdays: the Friday after has no session.
    const friday = addCalendarDays(date, (5 - dayOfWeek(date) + 7) % 7 || 7);
    await page.goto(paths.courseSessionOnDate(courseId, friday));
    await page.getByText(`No session is scheduled on ${formatDateLong(friday)}.`).waitFor();
    await page.getByText('This day is not on the course’s schedule.').waitFor();
    await page.getByText(/^Schedule: Weekly on Monday, Wednesday, /).waitFor();
    await expectNoSeriousAxeViolations(page, 'a day without a session');
    await screenshot(page, 'calendar-no-session-light-desktop');
  });

  const VARIANTS = [
    { scheme: 'dark', viewport: DESKTOP, size: 'desktop' },
    { scheme: 'light', viewport: PHONE, size: 'phone' },
    { scheme: 'dark', viewport: PHONE, size: 'phone' },
  ] as const;

  for (const { scheme, viewport, size } of VARIANTS) {
    it(`passes axe in ${scheme} at ${size} width, each view and the next-session page`, async () => {
      const page = await journey.current.newPage({ viewport, colorScheme: scheme });
      await loginAs(page, 'parent');
      for (const view of ['week', 'month', 'day'] as const) {
        await page.goto(`/dashboard/calendar?view=${view}`);
        await page.getByTestId(`${view}-view`).waitFor();
        await waitForCalendar(page);
        await expectNoSeriousAxeViolations(page, `calendar ${view} (${scheme}, ${size})`);
        await screenshot(page, `calendar-${view}-${scheme}-${size}`);
      }
      // The page never scrolls sideways at phone width.
      const { scrollWidth, innerWidth } = await page.evaluate(() => ({
        scrollWidth: document.documentElement.scrollWidth,
        innerWidth: window.innerWidth,
      }));
      expect(scrollWidth).toBeLessThanOrEqual(innerWidth);

      // A course date from the calendar opens the next-session page.
      const calendar = await calendarOf(journey.current, 'parent', 'mine', calendarRange('month', today()));
      const session = calendar.items.find((item) => item.kind === 'course' && item.date >= today());
      expect(session).toBeDefined();
      await page.goto(session?.path ?? '/');
      await page.getByRole('heading', { level: 1 }).waitFor();
      await page.getByRole('main').getByRole('status').waitFor({ state: 'detached' });
      await expectNoSeriousAxeViolations(page, `session from the calendar (${scheme}, ${size})`);
      await screenshot(page, `calendar-session-${scheme}-${size}`);

      const admin = await journey.current.newPage({ viewport, colorScheme: scheme });
      await loginAs(admin, 'admin');
      await admin.goto('/admin?tab=calendar&view=month');
      await admin.getByTestId('month-view').waitFor();
      await waitForCalendar(admin);
      await expectNoSeriousAxeViolations(admin, `admin Course Calendar month (${scheme}, ${size})`);
      await screenshot(admin, `calendar-admin-month-${scheme}-${size}`);
    });
  }
});
