import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createFakeApi, type FakeApi, ok } from '../../../testing/fake-api';
import { renderApp } from '../../../testing/render-app';
import { course, coursePage } from '../../courses/testing/course-fixtures';
import { campusEvent, eventPage } from '../../events/testing/event-fixtures';

function recordUrls(api: FakeApi): string[] {
  const urls: string[] = [];
  const fetch = api.fetch;
  api.fetch = (input, init) => {
    urls.push(String(input));
    return fetch(input, init);
  };
  return urls;
}

const three = [course(1, { name: 'Robotics' }), course(2, { name: 'Algebra' }), course(3, { name: 'Chess' })];

describe('home page, open courses', () => {
  it('shows the next three published courses under the upcoming events, with a link to /courses', async () => {
    const api = createFakeApi({
      'GET /events': ok(eventPage([campusEvent(1)], 1, 1, 3, 1)),
      'GET /courses': ok(coursePage(three, 1, 4, 3, 10)),
    });
    const urls = recordUrls(api);
    renderApp('/', { api });
    const section = (await screen.findByRole('heading', { level: 2, name: 'Open Courses' })).closest(
      'section',
    ) as HTMLElement;
    expect(within(section).getAllByRole('heading', { level: 3 })).toHaveLength(3);
    expect(within(section).getByRole('link', { name: 'Robotics' }).getAttribute('href')).toBe('/course/1');
    expect(within(section).getByRole('link', { name: 'View All Courses' }).getAttribute('href')).toBe(
      '/courses',
    );
    expect(urls).toContain('/api/courses?page=1&per_page=3');
    // Headings in order: the welcome's h1, then Upcoming Events before Open Courses.
    await screen.findByRole('heading', { level: 2, name: 'Upcoming Events' });
    const headings = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(headings.indexOf('Upcoming Events')).toBeGreaterThanOrEqual(0);
    expect(headings.indexOf('Upcoming Events')).toBeLessThan(headings.indexOf('Open Courses'));
  });

  it('shows no section when there are no courses, or when the list fails', async () => {
    const api = createFakeApi({ 'GET /courses': ok(coursePage([], 1, 1, 3, 0)) });
    const view = renderApp('/', { api });
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome to Campus' })).toBeTruthy();
    await waitFor(() => expect(api.calls.some((call) => call.path === '/courses')).toBe(true));
    expect(screen.queryByRole('heading', { name: 'Open Courses' })).toBeNull();
    view.unmount();

    const failing = createFakeApi({ 'GET /courses': { status: 500, body: {} } });
    renderApp('/', { api: failing });
    await waitFor(() => expect(failing.calls.some((call) => call.path === '/courses')).toBe(true));
    expect(screen.queryByRole('heading', { name: 'Open Courses' })).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
