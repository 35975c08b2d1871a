import { COURSE_APPROVAL_TEXT } from '@campus/sdk';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFakeApi, fail, ok } from '../../../testing/fake-api';
import { renderApp } from '../../../testing/render-app';
import { adminUser, teacherUser, testUser } from '../../../testing/users';
import { MY_COURSES_TEXT } from '../components/messages';
import {
  course,
  courseEnrollment,
  dashboard,
  person,
  robotics,
  science,
  writing,
} from '../testing/sample-my-courses';

function api(routes: Parameters<typeof createFakeApi>[0] = {}) {
  return createFakeApi({
    'GET /organizations/owned': ok([]),
    'GET /dashboard/courses': ok(dashboard()),
    'GET /user/enrolled-courses': ok([]),
    'GET /user/recommended-courses': ok([]),
    'GET /user/children-courses': ok([]),
    ...routes,
  });
}

const PATH = '/dashboard/my-courses';
const ownerTable = () => screen.findByRole('table', { name: "Courses I'm an owner" }, { timeout: 5000 });
const region = (name: string) => screen.findByRole('region', { name }, { timeout: 5000 });

describe('My Courses tab', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('shows every empty state, Create Course, and no children section', async () => {
    renderApp(PATH, { api: api(), user: testUser({ permissions: [] }) });
    expect(
      await screen.findByRole('heading', { level: 2, name: 'My Courses' }, { timeout: 5000 }),
    ).toBeTruthy();
    expect(await screen.findByText(MY_COURSES_TEXT.noOwned)).toBeTruthy();
    for (const text of [
      MY_COURSES_TEXT.noEditing,
      MY_COURSES_TEXT.noTeaching,
      "You haven't enrolled in any courses yet.",
      MY_COURSES_TEXT.noRequests,
      MY_COURSES_TEXT.noRecommended,
    ]) {
      expect(await screen.findByText(text)).toBeTruthy();
    }
    for (const name of [
      "Courses I'm an owner",
      "Courses I'm editing",
      "Courses I'm teaching",
      'My Course Enrollments',
      'My Course Enrollment Requests',
      'Recommended Courses',
    ]) {
      expect(screen.getByRole('heading', { level: 3, name })).toBeTruthy();
    }
    const header = screen.getByRole('heading', { level: 2, name: 'My Courses' }).parentElement as HTMLElement;
    expect(within(header).getByRole('link', { name: 'Create Course' }).getAttribute('href')).toBe(
      '/create-course',
    );
    expect(screen.queryByRole('heading', { name: "My Children's Courses" })).toBeNull();
    expect(document.title).toBe('My Courses · Campus');
  });

  it('falls back to empty lists when a section call fails, and keeps the others', async () => {
    const fake = api({
      'GET /dashboard/courses': fail(500, 'Server error'),
      'GET /user/enrolled-courses': { status: 502, body: 'Bad gateway' },
      'GET /user/recommended-courses': ok([course(9, { name: 'Lab Safety' })]),
    });
    renderApp(PATH, { api: fake, user: teacherUser() });
    expect(await screen.findByText(MY_COURSES_TEXT.noOwned, undefined, { timeout: 5000 })).toBeTruthy();
    expect(await screen.findByText("You haven't enrolled in any courses yet.")).toBeTruthy();
    const recommended = await region('Recommended Courses');
    expect(await within(recommended).findByRole('link', { name: /Lab Safety/ })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('lists owned courses with status, teacher, visibility and RSVP needed, and their actions', async () => {
    const fake = api({ 'GET /dashboard/courses': ok(dashboard({ owned: [robotics, science, writing] })) });
    renderApp(PATH, { api: fake, user: teacherUser() });
    const table = await ownerTable();
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(3);
    // Sorted by name at first.
    const creative = within(rows[0] as HTMLElement);
    expect(creative.getByRole('link', { name: 'Creative Writing Circle' }).getAttribute('href')).toBe(
      '/course/7',
    );
    expect(creative.getByText('Pending Approval')).toBeTruthy();
    expect(creative.getByText('Unknown')).toBeTruthy();
    const roboticsRow = within(rows[2] as HTMLElement);
    expect(roboticsRow.getByText('Published')).toBeTruthy();
    expect(roboticsRow.getByText('teacher')).toBeTruthy();
    expect(roboticsRow.getByText('public')).toBeTruthy();
    expect(roboticsRow.getByText('Yes')).toBeTruthy();
    expect(
      roboticsRow.getByRole('link', { name: 'Edit Introduction to Robotics' }).getAttribute('href'),
    ).toBe('/edit-course/1');
    expect(roboticsRow.getByRole('button', { name: 'Unpublish Introduction to Robotics' })).toBeTruthy();
    expect(
      roboticsRow.getByRole('button', { name: 'Owners/Editors of Introduction to Robotics' }),
    ).toBeTruthy();
    expect(roboticsRow.getByRole('button', { name: 'Enrollments of Introduction to Robotics' })).toBeTruthy();
    expect(roboticsRow.getByRole('button', { name: 'Messages of Introduction to Robotics' })).toBeTruthy();
    const scienceRow = within(rows[1] as HTMLElement);
    expect(scienceRow.getByText('Draft')).toBeTruthy();
    expect(scienceRow.getByText('No')).toBeTruthy();
    expect(scienceRow.getByRole('button', { name: 'Publish Grade 8 Science Lab' })).toBeTruthy();
  });

  it('sorts the owned table by each column, by keyboard, with aria-sort', async () => {
    const fake = api({ 'GET /dashboard/courses': ok(dashboard({ owned: [robotics, science, writing] })) });
    const view = renderApp(PATH, { api: fake, user: teacherUser() });
    const table = await ownerTable();
    const names = () =>
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((row) => within(row).getAllByRole('link')[0]?.textContent);
    const header = (name: string) =>
      within(table).getByRole('columnheader', { name: new RegExp(`^${name}`) });
    expect(header('Name').getAttribute('aria-sort')).toBe('ascending');
    expect(header('Status').getAttribute('aria-sort')).toBe('none');

    within(header('Status')).getByRole('button').focus();
    await view.userEvent.keyboard('{Enter}');
    expect(header('Status').getAttribute('aria-sort')).toBe('ascending');
    expect(header('Name').getAttribute('aria-sort')).toBe('none');
    expect(names()).toEqual(['Grade 8 Science Lab', 'Creative Writing Circle', 'Introduction to Robotics']);
    await view.userEvent.keyboard('{Enter}');
    expect(header('Status').getAttribute('aria-sort')).toBe('descending');
    expect(names()).toEqual(['Introduction to Robotics', 'Creative Writing Circle', 'Grade 8 Science Lab']);

    await view.userEvent.click(within(header('Teacher')).getByRole('button'));
    expect(names()).toEqual(['Grade 8 Science Lab', 'Introduction to Robotics', 'Creative Writing Circle']);
    await view.userEvent.click(within(header('RSVP Needed')).getByRole('button'));
    await view.userEvent.click(within(header('RSVP Needed')).getByRole('button'));
    expect(names()[0]).toBe('Introduction to Robotics');
    expect(within(table).getByRole('columnheader', { name: 'Actions' }).hasAttribute('aria-sort')).toBe(
      false,
    );
  });

  it('publishes with the sdk toggle and shows the status the server answered (pending for a non-holder)', async () => {
    let owned = [science];
    const fake = api({
      'GET /dashboard/courses': () => ok(dashboard({ owned })),
      'PUT /admin/courses/4/status': () => {
        owned = [{ ...science, status: 'pending' }];
        return ok(owned[0]);
      },
    });
    const view = renderApp(PATH, { api: fake, user: testUser({ permissions: [] }) });
    await view.userEvent.click(
      await screen.findByRole('button', { name: 'Publish Grade 8 Science Lab' }, { timeout: 5000 }),
    );
    expect(await screen.findByText('"Grade 8 Science Lab" is waiting for approval')).toBeTruthy();
    expect(fake.calls.find((call) => call.method === 'PUT')?.body).toEqual({ status: 'published' });
    const table = await ownerTable();
    expect(await within(table).findByText('Pending Approval')).toBeTruthy();
    // Only an administrator's approval moves a pending course on: no Publish that would change nothing.
    expect(within(table).queryByRole('button', { name: 'Publish Grade 8 Science Lab' })).toBeNull();
  });

  it('unpublishes a published course, and says when the status change fails', async () => {
    const fake = api({
      'GET /dashboard/courses': ok(dashboard({ owned: [robotics] })),
      'PUT /admin/courses/1/status': { status: 502, body: 'Bad gateway' },
    });
    const view = renderApp(PATH, { api: fake, user: teacherUser() });
    await view.userEvent.click(
      await screen.findByRole('button', { name: 'Unpublish Introduction to Robotics' }, { timeout: 5000 }),
    );
    expect(await screen.findByText('Failed to update course status')).toBeTruthy();
    expect(fake.calls.find((call) => call.method === 'PUT')?.body).toEqual({ status: 'draft' });
  });

  it('deletes a course only after the confirmation, and says when deleting fails', async () => {
    let owned = [robotics, writing];
    let deleteFails = true;
    const fake = api({
      'GET /dashboard/courses': () => ok(dashboard({ owned })),
      'DELETE /courses/7': () => {
        if (deleteFails) return { status: 502, body: 'Bad gateway' };
        owned = [robotics];
        return ok(null);
      },
    });
    const view = renderApp(PATH, { api: fake, user: teacherUser() });
    await view.userEvent.click(
      await screen.findByRole('button', { name: 'Delete Creative Writing Circle' }, { timeout: 5000 }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Delete Course' });
    expect(within(dialog).getByText(/Creative Writing Circle.*This action cannot be undone/)).toBeTruthy();
    // Cancel has the focus, so Enter never deletes by accident.
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Cancel' }));
    await view.userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Delete Course' })).toBeNull());
    expect(fake.calls.some((call) => call.method === 'DELETE')).toBe(false);

    await view.userEvent.click(screen.getByRole('button', { name: 'Delete Creative Writing Circle' }));
    const again = await screen.findByRole('dialog', { name: 'Delete Course' });
    await view.userEvent.click(within(again).getByRole('button', { name: 'Delete Course' }));
    expect(await within(again).findByText('Failed to delete course')).toBeTruthy();
    deleteFails = false;
    await view.userEvent.click(within(again).getByRole('button', { name: 'Delete Course' }));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Creative Writing Circle' })).toBeNull());
    expect(within(await ownerTable()).getAllByRole('row')).toHaveLength(2);
  });

  it('shows editing courses with Edit Course and View, and teaching courses as cards', async () => {
    const fake = api({
      'GET /dashboard/courses': ok(
        dashboard({ editing: [robotics], teaching: [course(8, { name: 'Algebra Workshop' })] }),
      ),
    });
    renderApp(PATH, { api: fake, user: teacherUser() });
    const editing = await region("Courses I'm editing");
    expect(await within(editing).findByRole('link', { name: /^Introduction to Robotics/ })).toBeTruthy();
    expect(
      within(editing)
        .getByRole('link', { name: 'Edit Course Introduction to Robotics' })
        .getAttribute('href'),
    ).toBe('/edit-course/1');
    expect(
      within(editing).getByRole('link', { name: 'View Introduction to Robotics' }).getAttribute('href'),
    ).toBe('/course/1');
    const teaching = screen.getByRole('region', { name: "Courses I'm teaching" });
    expect(
      within(teaching)
        .getByRole('link', { name: /Algebra Workshop/ })
        .getAttribute('href'),
    ).toBe('/course/8');
    expect(within(teaching).queryByRole('link', { name: /Edit Course/ })).toBeNull();
  });

  it('splits my enrollments from my requests (requested or rejected)', async () => {
    const me = person(30, 'Sam', 'Student', 'student');
    const fake = api({
      'GET /user/enrolled-courses': ok([
        courseEnrollment(1, robotics, me, 'enrolled'),
        courseEnrollment(2, course(8, { name: 'Algebra Workshop' }), me, 'completed'),
        courseEnrollment(3, course(9, { name: 'SAT Math Prep' }), me, 'requested'),
        courseEnrollment(4, course(10, { name: 'Summer Chess Camp' }), me, 'rejected'),
      ]),
    });
    renderApp(PATH, { api: fake, user: testUser({ permissions: [] }) });
    const enrollments = await region('My Course Enrollments');
    const linkNames = (section: HTMLElement) =>
      within(section)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href'));
    await within(enrollments).findByRole('link', { name: /Introduction to Robotics/ });
    expect(linkNames(enrollments)).toEqual(['/course/1', '/course/8']);
    expect(within(enrollments).getByText('Enrolled')).toBeTruthy();
    expect(within(enrollments).getByText('Completed')).toBeTruthy();
    const requests = screen.getByRole('region', { name: 'My Course Enrollment Requests' });
    expect(linkNames(requests)).toEqual(['/course/9', '/course/10']);
    // Each card carries the enrollment's own badge.
    const [sat, chess] = within(requests).getAllByRole('article');
    expect(within(sat as HTMLElement).getByText('Pending Approval')).toBeTruthy();
    expect(within(chess as HTMLElement).getByText('Request Rejected')).toBeTruthy();
    expect(screen.queryByText("You haven't enrolled in any courses yet.")).toBeNull();
  });

  it("groups My Children's Courses by child, filtered by the child chips", async () => {
    const emma = person(21, 'Emma', 'Wilson', 'emma.wilson');
    const noah = person(22, 'Noah', 'Wilson', 'noah.wilson');
    const fake = api({
      'GET /user/children-courses': ok([
        courseEnrollment(40, robotics, emma),
        courseEnrollment(41, course(8, { name: 'Algebra Workshop' }), noah, 'requested'),
        courseEnrollment(42, course(9, { name: 'SAT Math Prep' }), emma),
      ]),
    });
    const view = renderApp(PATH, { api: fake, user: testUser({ permissions: [] }) });
    const section = await region("My Children's Courses");
    const emmas = within(section).getByRole('region', { name: "Emma Wilson's courses" });
    expect(
      within(emmas)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/course/1', '/course/9']);
    const noahs = within(section).getByRole('region', { name: "Noah Wilson's courses" });
    expect(within(noahs).getByRole('link', { name: /Algebra Workshop/ })).toBeTruthy();

    await view.userEvent.click(within(section).getByRole('checkbox', { name: 'Noah Wilson' }));
    expect(within(section).queryByRole('region', { name: "Noah Wilson's courses" })).toBeNull();
    expect(within(section).getByRole('region', { name: "Emma Wilson's courses" })).toBeTruthy();
    await view.userEvent.click(within(section).getByRole('checkbox', { name: 'Emma Wilson' }));
    expect(within(section).getByText(MY_COURSES_TEXT.noChildSelected)).toBeTruthy();
  });

  it('shows loaders while the sections load', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const fake = api({
      'GET /dashboard/courses': async () => {
        await gate;
        return ok(dashboard());
      },
    });
    renderApp(PATH, { api: fake, user: teacherUser() });
    expect(
      await screen.findByRole('status', { name: 'Loading your courses' }, { timeout: 5000 }),
    ).toBeTruthy();
    expect(screen.getByRole('status', { name: "Loading Courses I'm editing" })).toBeTruthy();
    release();
    expect(await screen.findByText(MY_COURSES_TEXT.noOwned)).toBeTruthy();
  });
  it('shows owned courses as cards with the same actions at phone width', async () => {
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
    const fake = api({ 'GET /dashboard/courses': ok(dashboard({ owned: [robotics, writing] })) });
    renderApp(PATH, { api: fake, user: teacherUser() });
    const list = await screen.findByRole('list', { name: "Courses I'm an owner" }, { timeout: 5000 });
    expect(screen.queryByRole('table', { name: "Courses I'm an owner" })).toBeNull();
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    const first = within(cards[0] as HTMLElement);
    expect(first.getByRole('heading', { level: 4, name: 'Creative Writing Circle' })).toBeTruthy();
    expect(first.getByText('Unknown')).toBeTruthy();
    expect(first.getByRole('button', { name: 'Publish Creative Writing Circle' })).toBeTruthy();
    expect(first.getByRole('button', { name: 'Delete Creative Writing Circle' })).toBeTruthy();
  });

  it('lists every pending course for an admin, with Approve and Reject that say what they did', async () => {
    const chess = course(12, { name: 'Chess Club', status: 'pending' });
    let pending = [writing, chess];
    const decide = (id: number) => (call: { body: unknown }) => {
      const status = (call.body as { status: 'published' | 'draft' }).status;
      const decided = pending.find((one) => one.id === id);
      pending = pending.filter((one) => one.id !== id);
      return ok({ ...decided, status });
    };
    const fake = api({
      'GET /admin/courses': () =>
        ok({ data: pending, current_page: 1, last_page: 1, per_page: 12, total: pending.length }),
      'PUT /admin/courses/7/status': decide(7),
      'PUT /admin/courses/12/status': decide(12),
    });
    const view = renderApp(PATH, { api: fake, user: adminUser() });
    const section = await region(COURSE_APPROVAL_TEXT.awaitingTitle);
    expect(
      await within(section).findByRole('heading', { level: 4, name: 'Creative Writing Circle' }),
    ).toBeTruthy();
    expect(within(section).getAllByText('Pending Approval')).toHaveLength(2);
    const listCall = fake.calls.find((call) => call.path === '/admin/courses');
    expect(listCall).toBeTruthy();

    await view.userEvent.click(
      within(section).getByRole('button', { name: 'Approve Creative Writing Circle' }),
    );
    expect(await screen.findByText('Approved "Creative Writing Circle": it is now published')).toBeTruthy();
    expect(fake.calls.find((call) => call.path === '/admin/courses/7/status')?.body).toEqual({
      status: 'published',
    });
    await waitFor(() =>
      expect(within(section).queryByRole('heading', { name: 'Creative Writing Circle' })).toBeNull(),
    );

    await view.userEvent.click(within(section).getByRole('button', { name: 'Reject Chess Club' }));
    expect(await screen.findByText('Rejected "Chess Club": it is a draft again')).toBeTruthy();
    expect(fake.calls.find((call) => call.path === '/admin/courses/12/status')?.body).toEqual({
      status: 'draft',
    });
    expect(await within(section).findByText(COURSE_APPROVAL_TEXT.noneAwaiting)).toBeTruthy();
  });

  it('asks for the pending list with status=pending, and says when it cannot load', async () => {
    const urls: string[] = [];
    const fake = api({ 'GET /admin/courses': fail(500, '') });
    const fetch = fake.fetch;
    fake.fetch = (input, init) => {
      urls.push(String(input));
      return fetch(input, init);
    };
    renderApp(PATH, { api: fake, user: adminUser() });
    const section = await region(COURSE_APPROVAL_TEXT.awaitingTitle);
    expect((await within(section).findByRole('alert')).textContent).toBe('Failed to load admin data');
    expect(urls.some((url) => url.includes('/admin/courses?') && url.includes('status=pending'))).toBe(true);
  });

  it('shows no approval section to anyone but admins, and asks for no admin list', async () => {
    const fake = api();
    renderApp(PATH, { api: fake, user: teacherUser() });
    expect(await screen.findByText(MY_COURSES_TEXT.noOwned, undefined, { timeout: 5000 })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: COURSE_APPROVAL_TEXT.awaitingTitle })).toBeNull();
    expect(fake.calls.some((call) => call.path === '/admin/courses')).toBe(false);
  });

  it('tells an owner who cannot publish what happens to their pending course', async () => {
    const fake = api({ 'GET /dashboard/courses': ok(dashboard({ owned: [writing] })) });
    renderApp(PATH, { api: fake, user: testUser({ permissions: [] }) });
    const table = await ownerTable();
    expect(within(table).getByText('Pending Approval')).toBeTruthy();
    expect(screen.getByText(COURSE_APPROVAL_TEXT.pendingOwned)).toBeTruthy();
  });

  it('says nothing of approval to an owner who publishes themself', async () => {
    const fake = api({ 'GET /dashboard/courses': ok(dashboard({ owned: [writing] })) });
    renderApp(PATH, { api: fake, user: teacherUser() });
    await ownerTable();
    expect(screen.queryByText(COURSE_APPROVAL_TEXT.pendingOwned)).toBeNull();
  });
});
