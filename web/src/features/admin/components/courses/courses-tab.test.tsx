import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createFakeApi, type FakeApi, type FakeHandler, fail, ok } from '../../../../testing/fake-api';
import { renderApp } from '../../../../testing/render-app';
import { adminUser } from '../../../../testing/users';
import { course, robotics, science, terry, writing } from '../../../my-courses/testing/sample-my-courses';

const paid = course(9, {
  name: 'SAT Math Prep',
  is_free: false,
  price: 49.5,
  teacher: null,
  teacher_id: null,
  main_photo_small: '/uploads/sat-small.jpg',
  is_online: true,
  location: null,
  date: '2026-03-04',
});

function page(data: unknown[], overrides: Record<string, number> = {}) {
  return ok({ data, current_page: 1, last_page: 1, per_page: 25, total: data.length, ...overrides });
}

function api(routes: Record<string, FakeHandler> = {}) {
  return createFakeApi({
    'GET /admin/courses': page([robotics, science, writing, paid]),
    ...routes,
  });
}

/** The fake API, also keeping every URL asked for (the fake's calls keep only the path). */
function withUrls(fake: FakeApi): FakeApi & { urls: URLSearchParams[] } {
  const urls: URLSearchParams[] = [];
  return {
    ...fake,
    urls,
    fetch: (input, init) => {
      urls.push(new URL(String(input), 'http://campus.test').searchParams);
      return fake.fetch(input, init);
    },
  };
}

/** The texts of the red banners (Mantine alerts), not the notifications that also say role="alert". */
async function redBanner(root: HTMLElement = document.body) {
  return waitFor(() => {
    const banners = within(root)
      .getAllByRole('alert')
      .filter((alert) => alert.classList.contains('mantine-Alert-root'));
    if (banners.length === 0) throw new Error('No red banner');
    return banners.map((banner) => banner.textContent).join(' | ');
  });
}

const table = () => screen.findByRole('table', { name: 'Courses' }, { timeout: 5000 });
const rowElement = async (name: string) => {
  const rows = within(await table()).getAllByRole('row');
  const row = rows.find((candidate) => within(candidate).queryByRole('link', { name }));
  if (!row) throw new Error(`No row for ${name}`);
  return row;
};
const rowOf = async (name: string) => within(await rowElement(name));

// Mantine keeps its notifications in a global store: one test's messages must not leak into the next.
afterEach(() => notifications.clean());

describe('admin Courses tab', () => {
  it('is the default tab: rows with photo, name and id, status, teacher, location, price and date', async () => {
    renderApp('/admin', { api: api(), user: adminUser() });
    expect(await screen.findByRole('heading', { level: 2, name: 'Courses' }, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Create Course' }).getAttribute('href')).toBe('/create-course');
    const rows = within(await table()).getAllByRole('row');
    expect(rows).toHaveLength(5);
    const sat = await rowOf('SAT Math Prep');
    expect(sat.getByRole('link', { name: 'SAT Math Prep' }).getAttribute('href')).toBe('/course/9');
    expect(sat.getByText('ID 9')).toBeTruthy();
    expect(sat.getByText('Not assigned')).toBeTruthy();
    expect(sat.getByText('Online')).toBeTruthy();
    expect(sat.getByText('$49.50')).toBeTruthy();
    expect(sat.getByText('Mar 4, 2026')).toBeTruthy();
    expect((await rowElement('SAT Math Prep')).querySelector('img')?.getAttribute('src')).toBe(
      '/uploads/sat-small.jpg',
    );
    const rob = await rowOf('Introduction to Robotics');
    expect(rob.getByText('Published')).toBeTruthy();
    expect(rob.getByText('teacher')).toBeTruthy();
    expect(rob.getByText('Lab 2')).toBeTruthy();
    expect(rob.getByText('Free')).toBeTruthy();
    expect(rob.getByTestId('course-placeholder-image')).toBeTruthy();
    expect(rob.getByRole('link', { name: 'Edit Introduction to Robotics' }).getAttribute('href')).toBe(
      '/edit-course/1',
    );
    expect(rob.getByRole('button', { name: 'Unpublish Introduction to Robotics' })).toBeTruthy();
    expect(rob.getByRole('button', { name: 'Manage Users of Introduction to Robotics' })).toBeTruthy();
    expect(rob.queryByRole('button', { name: /Approve/ })).toBeNull();
    const draft = await rowOf('Grade 8 Science Lab');
    expect(draft.getByText('Draft')).toBeTruthy();
    expect(draft.getByRole('button', { name: 'Publish Grade 8 Science Lab' })).toBeTruthy();
    const pending = await rowOf('Creative Writing Circle');
    expect(pending.getByText('Pending Approval')).toBeTruthy();
    expect(pending.getByRole('button', { name: 'Approve Creative Writing Circle' })).toBeTruthy();
    expect(pending.getByRole('button', { name: 'Reject Creative Writing Circle' })).toBeTruthy();
    expect(pending.queryByRole('button', { name: /^Publish/ })).toBeNull();
    expect(screen.getByText('Showing 1-4 of 4 courses')).toBeTruthy();
  });

  it('filters by status on the server (pending first, with its count) and pages on the server', async () => {
    const fake = withUrls(
      createFakeApi({ 'GET /admin/courses': page([robotics], { total: 3, per_page: 1, last_page: 3 }) }),
    );
    const view = renderApp('/admin', { api: fake, user: adminUser() });
    await table();
    const select = screen.getByRole('combobox', { name: 'Status' }) as HTMLSelectElement;
    await waitFor(() =>
      expect([...select.options].map((option) => option.textContent)).toEqual([
        'All statuses',
        'Pending Approval (3)',
        'Published',
        'Draft',
      ]),
    );
    await view.userEvent.selectOptions(select, 'pending');
    await view.userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() =>
      expect(fake.urls.map((query) => query.toString())).toContain('page=2&per_page=25&status=pending'),
    );
    const asked = fake.urls.map((query) => query.toString());
    expect(asked).toContain('page=1&per_page=25');
    expect(asked).toContain('page=1&per_page=1&status=pending');
    expect(asked).toContain('page=1&per_page=25&status=pending');
  });

  it('approves a pending course, says so, and refetches', async () => {
    let courses = [robotics, writing];
    const fake = createFakeApi({
      'GET /admin/courses': () => page(courses),
      'PUT /admin/courses/7/status': (call) => {
        courses = [robotics, { ...writing, status: 'published' }];
        return ok({ ...writing, status: (call.body as { status: string }).status });
      },
    });
    const view = renderApp('/admin', { api: fake, user: adminUser() });
    await view.userEvent.click(
      (await rowOf('Creative Writing Circle')).getByRole('button', { name: /^Approve/ }),
    );
    expect(await screen.findByText('Approved "Creative Writing Circle": it is now published')).toBeTruthy();
    expect(fake.calls.find((call) => call.method === 'PUT')?.body).toEqual({ status: 'published' });
    expect(
      await (await rowOf('Creative Writing Circle')).findByRole('button', {
        name: 'Unpublish Creative Writing Circle',
      }),
    ).toBeTruthy();
  });

  it('rejects, unpublishes and publishes with the status the server answers', async () => {
    const fake = api({
      'PUT /admin/courses/7/status': ok({ ...writing, status: 'draft' }),
      'PUT /admin/courses/1/status': ok({ ...robotics, status: 'draft' }),
      'PUT /admin/courses/4/status': ok({ ...science, status: 'published' }),
    });
    const view = renderApp('/admin', { api: fake, user: adminUser() });
    await view.userEvent.click(
      (await rowOf('Creative Writing Circle')).getByRole('button', { name: /^Reject/ }),
    );
    expect(await screen.findByText('Rejected "Creative Writing Circle": it is a draft again')).toBeTruthy();
    await view.userEvent.click(
      (await rowOf('Introduction to Robotics')).getByRole('button', { name: /^Unpublish/ }),
    );
    expect(await screen.findByText('Unpublished "Introduction to Robotics" (now a draft)')).toBeTruthy();
    await view.userEvent.click(
      (await rowOf('Grade 8 Science Lab')).getByRole('button', { name: /^Publish/ }),
    );
    expect(await screen.findByText('Published "Grade 8 Science Lab"')).toBeTruthy();
    const puts = fake.calls.filter((call) => call.method === 'PUT').map((call) => [call.path, call.body]);
    expect(puts).toEqual([
      ['/admin/courses/7/status', { status: 'draft' }],
      ['/admin/courses/1/status', { status: 'draft' }],
      ['/admin/courses/4/status', { status: 'published' }],
    ]);
  });

  it("shows 'Failed to update course status' in the red banner", async () => {
    const fake = api({ 'PUT /admin/courses/1/status': { status: 500, body: 'oops' } });
    const view = renderApp('/admin', { api: fake, user: adminUser() });
    await view.userEvent.click(
      (await rowOf('Introduction to Robotics')).getByRole('button', { name: /^Unpublish/ }),
    );
    expect(await redBanner()).toBe('Failed to update course status');
  });

  it('deletes after the confirmation, and shows the failure in the dialog', async () => {
    let remove: FakeHandler = { status: 500, body: 'oops' };
    const fake = api({
      'DELETE /courses/4': (call) => (typeof remove === 'function' ? remove(call) : remove),
    });
    const view = renderApp('/admin', { api: fake, user: adminUser() });
    await view.userEvent.click((await rowOf('Grade 8 Science Lab')).getByRole('button', { name: /^Delete/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Course' });
    expect(dialog.textContent).toContain('This action cannot be undone');
    await view.userEvent.click(within(dialog).getByRole('button', { name: 'Delete Course' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Failed to delete course');
    remove = ok(null);
    await view.userEvent.click(within(dialog).getByRole('button', { name: 'Delete Course' }));
    expect(await screen.findByText('Deleted "Grade 8 Science Lab"')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Delete Course' })).toBeNull());
  });

  it('manages owners and editors, with the spec messages', async () => {
    const fake = api({
      'GET /admin/courses/1/users': ok({ owners: [terry], editors: [], candidates: [] }),
      'PUT /admin/courses/1/editors': fail(500, ''),
    });
    const view = renderApp('/admin', { api: fake, user: adminUser() });
    await view.userEvent.click(
      (await rowOf('Introduction to Robotics')).getByRole('button', { name: /^Manage Users/ }),
    );
    const dialog = await screen.findByRole('dialog', {
      name: 'Owners and Editors: Introduction to Robotics',
    });
    await view.userEvent.click(await within(dialog).findByRole('button', { name: 'Update Editors' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Failed to update course editors');
  });

  it("shows 'Failed to load course users' when the owners and editors cannot load", async () => {
    const fake = api({ 'GET /admin/courses/1/users': fail(500, '') });
    const view = renderApp('/admin', { api: fake, user: adminUser() });
    await view.userEvent.click(
      (await rowOf('Introduction to Robotics')).getByRole('button', { name: /^Manage Users/ }),
    );
    const dialog = await screen.findByRole('dialog');
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Failed to load course users');
  });

  it('shows skeletons while loading, then the empty state', async () => {
    const waiting: (() => void)[] = [];
    const fake = createFakeApi({
      'GET /admin/courses': () =>
        new Promise((resolve) => {
          waiting.push(() => resolve(page([])));
        }),
    });
    renderApp('/admin', { api: fake, user: adminUser() });
    expect(await screen.findByRole('status', { name: 'Loading courses' }, { timeout: 5000 })).toBeTruthy();
    for (const answer of waiting) answer();
    expect(await screen.findByText('No courses yet. Create the first one with Create Course.')).toBeTruthy();
  });
});
