import { EMPTY_STATE_MESSAGES } from '@campus/sdk';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../../testing/render-app';
import { adminUser } from '../../../../testing/users';
import { calendarApi, courseItem, freezeToday, source } from '../../../calendar/testing/sample-calendar';

afterEach(() => vi.useRealTimers());

/** Many courses, as a real platform has: the filter must be searchable. */
const MANY = Array.from({ length: 40 }, (_, index) => source(100 + index, `Elective ${index + 1}`, 0));

function adminData() {
  return {
    items: [
      // Sunday the 22nd starts the admin week.
      courseItem({
        title: 'SAT Math Prep',
        date: '2026-11-22',
        course_id: 12,
        teacher: 'jchen',
        location: 'Library',
        is_recurring: true,
      }),
      courseItem({
        title: 'Introduction to Robotics',
        date: '2026-11-23',
        course_id: 10,
        teacher: 'teacher',
        location: 'Room 204',
      }),
      courseItem({
        title: 'Watercolor Basics',
        date: '2026-11-26',
        course_id: 13,
        session_id: null,
        teacher: null,
        location: null,
        is_online: true,
        is_recurring: false,
        status: 'draft',
        start_time: '09:00',
        end_time: '10:00',
      }),
    ],
    courses: [
      source(10, 'Introduction to Robotics', 1),
      source(12, 'SAT Math Prep', 1),
      source(13, 'Watercolor Basics', 1),
      ...MANY,
    ],
  };
}

const titles = () =>
  within(screen.getByTestId('week-view'))
    .queryAllByRole('link')
    .map((link) => link.querySelector('[class*="itemTitle"]')?.textContent);

describe('admin Course Calendar tab', () => {
  it('shows the week from Sunday, each entry with teacher, location, times, recurring marker and status', async () => {
    freezeToday();
    const api = calendarApi({ admin: adminData() });
    renderApp('/admin?tab=calendar', { user: adminUser(), api });
    expect(await screen.findByRole('heading', { level: 2, name: 'Nov 22 - Nov 28, 2026' })).toBeTruthy();
    expect(api.ranges).toContainEqual({ from: '2026-11-22', to: '2026-11-28', scope: 'admin' });
    const days = within(await screen.findByTestId('week-view')).getAllByRole('region');
    expect(days[0]?.getAttribute('aria-labelledby')).toBe('calendar-day-2026-11-22');
    const sat = await screen.findByRole('link', { name: /SAT Math Prep/ });
    expect(sat.textContent).toContain('3:30 PM - 5:00 PM');
    expect(sat.textContent).toContain('Teacher: jchen');
    expect(sat.textContent).toContain('Library');
    expect(sat.textContent).toContain('Recurring · Published · Scheduled');
    const watercolor = screen.getByRole('link', { name: /Watercolor Basics/ });
    expect(watercolor.textContent).toContain('Teacher: Not assigned');
    expect(watercolor.textContent).toContain('Online');
    expect(watercolor.textContent).toContain('One-time · Draft');
    expect(watercolor.getAttribute('href')).toBe('/course/13/session/date/2026-11-26');
    // The catalogue's empty text on a day without courses.
    const saturday = screen.getByRole('region', { name: 'Saturday, November 28, 2026' });
    expect(within(saturday).getByText(EMPTY_STATE_MESSAGES.noCoursesToday)).toBeTruthy();
  });

  it('filters by course: search, untick, Unselect All and Select All over the matches', async () => {
    freezeToday();
    const view = renderApp('/admin?tab=calendar', {
      user: adminUser(),
      api: calendarApi({ admin: adminData() }),
    });
    const filter = await screen.findByRole('region', { name: 'Courses' });
    await screen.findByRole('link', { name: /SAT Math Prep/ });
    expect(within(filter).getByText('43 of 43 selected · 3 entries in range')).toBeTruthy();

    await view.userEvent.click(within(filter).getByRole('checkbox', { name: 'SAT Math Prep (1)' }));
    expect(titles()).toEqual(['Introduction to Robotics', 'Watercolor Basics']);

    await view.userEvent.type(within(filter).getByRole('searchbox', { name: 'Search courses' }), 'robot');
    expect(
      within(filter)
        .getAllByRole('checkbox')
        .map((box) => box.getAttribute('aria-checked') ?? ''),
    ).toHaveLength(1);
    await view.userEvent.click(within(filter).getByRole('button', { name: 'Unselect All' }));
    // Only the matching course was unticked.
    expect(titles()).toEqual(['Watercolor Basics']);
    expect(within(filter).getByText('41 of 43 selected · 1 entry in range')).toBeTruthy();

    await view.userEvent.clear(within(filter).getByRole('searchbox', { name: 'Search courses' }));
    await view.userEvent.type(within(filter).getByRole('searchbox', { name: 'Search courses' }), 'zzz');
    expect(within(filter).getByText('No courses match the search.')).toBeTruthy();
    await view.userEvent.clear(within(filter).getByRole('searchbox', { name: 'Search courses' }));
    await view.userEvent.click(within(filter).getByRole('button', { name: 'Select All' }));
    expect(titles()).toEqual(['SAT Math Prep', 'Introduction to Robotics', 'Watercolor Basics']);
  });

  it('opens the month from Monday and keeps the tab in the URL', async () => {
    freezeToday();
    const view = renderApp('/admin?tab=calendar', {
      user: adminUser(),
      api: calendarApi({ admin: adminData() }),
    });
    await screen.findByRole('link', { name: /SAT Math Prep/ });
    await view.userEvent.click(screen.getByRole('radio', { name: 'Month' }));
    expect(view.router.state.location.search).toBe('?tab=calendar&view=month');
    const month = await screen.findByRole('table');
    expect(within(month).getAllByRole('columnheader')[0]?.textContent).toBe('Mon');
    expect(month.querySelectorAll('td')).toHaveLength(42);
  });
});
