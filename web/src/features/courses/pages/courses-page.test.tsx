import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createFakeApi, type FakeApi, fail, ok } from '../../../testing/fake-api';
import { renderApp } from '../../../testing/render-app';
import { testUser } from '../../../testing/users';
import { course, coursePage } from '../testing/course-fixtures';

const twelve = (offset: number) => Array.from({ length: 12 }, (_, i) => course(offset + i + 1));

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

describe('Available Courses', () => {
  it('shows a page of cards with the paging text, and pages through ?page=', async () => {
    const api = createFakeApi();
    const urls = recordUrls(api);
    api.on('GET /courses', () => {
      const page = Number(new URL(urls.at(-1) ?? '', 'http://x').searchParams.get('page'));
      return ok(
        page === 2 ? coursePage(twelve(12).slice(0, 3), 2, 2, 12, 15) : coursePage(twelve(0), 1, 2, 12, 15),
      );
    });
    const view = renderApp('/courses', { api });
    expect(await screen.findByRole('heading', { level: 1, name: 'Available Courses' })).toBeTruthy();
    expect(await screen.findByText('Showing 1-12 of 15 courses')).toBeTruthy();
    expect(document.title).toBe('Available Courses · Campus');
    expect(screen.getByRole('link', { name: 'Course 1' }).getAttribute('href')).toBe('/course/1');
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(12);

    const pager = screen.getByRole('navigation', { name: 'Available Courses pages' });
    expect(within(pager).getByRole('button', { name: 'Previous' }).hasAttribute('disabled')).toBe(true);
    await view.userEvent.click(within(pager).getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Showing 13-15 of 15 courses')).toBeTruthy();
    expect(view.router.state.location.search).toBe('?page=2');
    expect(screen.getByRole('link', { name: 'Course 13' })).toBeTruthy();
    expect(urls.filter((url) => url.includes('/courses?'))).toEqual([
      '/api/courses?page=1&per_page=12',
      '/api/courses?page=2&per_page=12',
    ]);
  });

  it('shows a skeleton while the page loads', async () => {
    let answer: (value: ReturnType<typeof ok>) => void = () => {};
    const api = createFakeApi({
      'GET /courses': () => new Promise((resolve) => (answer = resolve)),
    });
    renderApp('/courses', { api });
    expect(await screen.findByRole('status', { name: 'Loading courses' })).toBeTruthy();
    answer(ok(coursePage([course(1)], 1, 1, 12, 1)));
    expect(await screen.findByRole('link', { name: 'Course 1' })).toBeTruthy();
    expect(screen.queryByRole('status', { name: 'Loading courses' })).toBeNull();
    // One page: no pager.
    expect(screen.queryByRole('navigation', { name: 'Available Courses pages' })).toBeNull();
  });

  it("says 'No Courses Available' when there are none", async () => {
    renderApp('/courses', { api: createFakeApi({ 'GET /courses': ok(coursePage([], 1, 1, 12, 0)) }) });
    expect(await screen.findByRole('heading', { level: 2, name: 'No Courses Available' })).toBeTruthy();
    expect(screen.queryByText(/^Showing/)).toBeNull();
  });

  it("says 'Failed to load courses' when the list fails", async () => {
    renderApp('/courses', { api: createFakeApi({ 'GET /courses': { status: 500, body: {} } }) });
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to load courses');
  });

  it('prefers the server message of a failure', async () => {
    renderApp('/courses', { api: createFakeApi({ 'GET /courses': fail(503, 'Down for maintenance') }) });
    expect((await screen.findByRole('alert')).textContent).toBe('Down for maintenance');
  });

  it('offers Create Course to signed-in users only', async () => {
    const api = createFakeApi({ 'GET /courses': ok(coursePage([course(1)], 1, 1, 12, 1)) });
    renderApp('/courses', { api });
    await screen.findByRole('link', { name: 'Course 1' });
    expect(screen.queryByRole('link', { name: 'Create Course' })).toBeNull();
  });

  it('links a signed-in user to /create-course', async () => {
    const api = createFakeApi({ 'GET /courses': ok(coursePage([course(1)], 1, 1, 12, 1)) });
    renderApp('/courses', { api, user: testUser() });
    const link = await screen.findByRole('link', { name: 'Create Course' });
    expect(link.getAttribute('href')).toBe('/create-course');
  });
});
