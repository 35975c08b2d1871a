import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../testing/render-app';
import { testUser } from '../../../testing/users';
import { CALENDAR_TEXT } from '../lib/calendar-text';
import { calendarApi, courseItem, eventItem, freezeToday, source } from '../testing/sample-calendar';

const owner = testUser({ id: 5, username: 'teacher' });

afterEach(() => vi.useRealTimers());

function ownerData() {
  return {
    items: [
      courseItem({ title: 'Introduction to Robotics', date: '2026-11-23', course_id: 10 }),
      courseItem({ title: 'Introduction to Robotics', date: '2026-11-25', course_id: 10 }),
      courseItem({ title: 'Grade 8 Science Lab', date: '2026-11-24', course_id: 11 }),
      eventItem({ title: 'Spring Science Fair', date: '2026-11-26', event_id: 20 }),
      eventItem({ title: 'Robotics Showcase', date: '2026-11-27', event_id: 21, status: 'pending' }),
    ],
    courses: [
      source(10, 'Introduction to Robotics', 2),
      source(11, 'Grade 8 Science Lab', 1),
      source(12, 'Chess Club', 0),
    ],
    events: [source(20, 'Spring Science Fair', 1), source(21, 'Robotics Showcase', 1)],
  };
}

const shownTitles = () =>
  within(screen.getByTestId('week-view'))
    .queryAllByRole('link')
    .map((link) => link.querySelector('[class*="itemTitle"]')?.textContent);

describe('owner calendar', () => {
  it('shows the tab to an owner, and every owned course and event ticked at first, with the counts', async () => {
    freezeToday();
    const api = calendarApi({ owner: ownerData() });
    renderApp('/dashboard/owner-calendar', { user: owner, api });
    await waitFor(() =>
      expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
        'Calendar',
        'Owner Calendar',
        'My Events',
        'My Courses',
        'My Groups',
      ]),
    );
    expect(screen.getByRole('tab', { name: 'Owner Calendar' }).getAttribute('aria-selected')).toBe('true');
    const courses = await screen.findByRole('region', { name: 'Courses' });
    const events = screen.getByRole('region', { name: 'Events' });
    expect(within(courses).getByText('3 of 3 selected · 3 entries in range')).toBeTruthy();
    expect(within(events).getByText('2 of 2 selected · 2 entries in range')).toBeTruthy();
    expect(within(courses).getByRole('checkbox', { name: 'Chess Club (0)' })).toBeTruthy();
    expect(api.ranges).toContainEqual({ from: '2026-11-23', to: '2026-11-29', scope: 'owner' });
    expect(shownTitles()).toEqual([
      'Introduction to Robotics',
      'Grade 8 Science Lab',
      'Introduction to Robotics',
      'Spring Science Fair',
      'Robotics Showcase',
    ]);
    expect(document.title).toBe('Owner Calendar · Campus');
  });

  it('Unselect All, a tick, and Select All change what shows and the counts', async () => {
    freezeToday();
    const view = renderApp('/dashboard/owner-calendar', {
      user: owner,
      api: calendarApi({ owner: ownerData() }),
    });
    const courses = await screen.findByRole('region', { name: 'Courses' });
    const events = screen.getByRole('region', { name: 'Events' });
    await screen.findAllByRole('link', { name: /Spring Science Fair/ });

    await view.userEvent.click(within(courses).getByRole('button', { name: 'Unselect All' }));
    expect(within(courses).getByText('0 of 3 selected · 0 entries in range')).toBeTruthy();
    expect(shownTitles()).toEqual(['Spring Science Fair', 'Robotics Showcase']);

    await view.userEvent.click(within(events).getByRole('button', { name: 'Unselect All' }));
    expect(shownTitles()).toEqual([]);
    expect(screen.getByText(CALENDAR_TEXT.noneSelected)).toBeTruthy();
    expect(screen.getAllByText(CALENDAR_TEXT.noItemsThisDay)).toHaveLength(7);

    await view.userEvent.click(within(courses).getByRole('checkbox', { name: 'Grade 8 Science Lab (1)' }));
    expect(within(courses).getByText('1 of 3 selected · 1 entry in range')).toBeTruthy();
    expect(shownTitles()).toEqual(['Grade 8 Science Lab']);
    expect(screen.queryByText(CALENDAR_TEXT.noneSelected)).toBeNull();

    await view.userEvent.click(within(courses).getByRole('button', { name: 'Select All' }));
    await view.userEvent.click(within(events).getByRole('button', { name: 'Select All' }));
    expect(within(courses).getByText('3 of 3 selected · 3 entries in range')).toBeTruthy();
    expect(shownTitles()).toHaveLength(5);
  });

  it('says so when the user owns nothing, and hides the tab', async () => {
    freezeToday();
    renderApp('/dashboard/owner-calendar', { user: owner, api: calendarApi({ owner: { items: [] } }) });
    expect(await screen.findByText(CALENDAR_TEXT.noOwnedSources)).toBeTruthy();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).not.toContain('Owner Calendar');
    expect(screen.queryByRole('button', { name: 'Select All' })).toBeNull();
  });

  it('shows the month with the owned entries, each day opening its day view', async () => {
    freezeToday();
    const view = renderApp('/dashboard/owner-calendar?view=month', {
      user: owner,
      api: calendarApi({ owner: ownerData() }),
    });
    const month = await screen.findByRole('table');
    await within(month).findAllByRole('link', { name: /Introduction to Robotics/ });
    await view.userEvent.click(
      within(month).getByRole('button', { name: 'Friday, November 27, 2026, 1 entry' }),
    );
    expect(view.router.state.location.search).toBe('?view=day&date=2026-11-27');
    expect(await screen.findByRole('link', { name: /Robotics Showcase/ })).toBeTruthy();
  });
});
