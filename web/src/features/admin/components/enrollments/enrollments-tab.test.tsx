import type { CourseEnrollment } from '@campus/sdk';
import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createFakeApi, type FakeApi, type FakeHandler, fail, ok } from '../../../../testing/fake-api';
import { renderApp } from '../../../../testing/render-app';
import { adminUser, testUser } from '../../../../testing/users';
import {
  candidate,
  course,
  courseEnrollment,
  enrollment,
  person,
  robotics,
  science,
  writing,
} from '../../../my-courses/testing/sample-my-courses';

const emma = person(21, 'Emma', 'Wilson', 'emma.wilson');
const noah = person(22, 'Noah', 'Smith', 'noah.smith');
const emmaUser = testUser({ ...emma, is_student: true, school_grade: '8' });
const chess = course(5, { name: 'Summer Chess Camp', status: 'published' });

function page(data: unknown[]) {
  return ok({ data, current_page: 1, last_page: 1, per_page: 200, total: data.length });
}

/** The fake API, also keeping the query strings of GET /admin/courses and /admin/users. */
function withUrls(fake: FakeApi): FakeApi & { urls: string[] } {
  const urls: string[] = [];
  return {
    ...fake,
    urls,
    fetch: (input, init) => {
      const url = new URL(String(input), 'http://campus.test');
      urls.push(`${url.pathname.replace(/^\/api/, '')}?${url.searchParams.toString()}`);
      return fake.fetch(input, init);
    },
  };
}

function api(routes: Record<string, FakeHandler> = {}) {
  return withUrls(
    createFakeApi({
      'GET /admin/courses': page([robotics, science, writing, chess]),
      'GET /courses/1/enrollments': ok([enrollment(1, 1, emma)]),
      'GET /admin/courses/1/users': ok({
        owners: [],
        editors: [],
        candidates: [
          candidate(emma, { enrollment_status: 'enrolled', school_grade: '8' }),
          candidate(noah, { school_grade: '7' }),
        ],
      }),
      'GET /admin/users': ok({ data: [emmaUser], current_page: 1, last_page: 1, per_page: 20, total: 1 }),
      ...routes,
    }),
  );
}

async function redBanner(root: HTMLElement = document.body) {
  return waitFor(() => {
    const banners = within(root)
      .getAllByRole('alert')
      .filter((alert) => alert.classList.contains('mantine-Alert-root'));
    if (banners.length === 0) throw new Error('No red banner');
    return banners.map((banner) => banner.textContent).join(' | ');
  });
}

// Mantine keeps its notifications in a global store: one test's messages must not leak into the next.
afterEach(() => notifications.clean());

const PATH = '/admin?tab=enrollments';

async function pick(view: ReturnType<typeof renderApp>, label: string, option: string | RegExp) {
  const box = await screen.findByLabelText(
    label,
    { selector: 'input:not([type="hidden"])' },
    { timeout: 5000 },
  );
  await view.userEvent.click(box);
  await view.userEvent.click(await screen.findByRole('option', { name: option }));
}

describe('admin Enrollments tab, by course', () => {
  it('lists the enrolled students of the chosen course and removes one after the confirmation', async () => {
    const fake = api({ 'DELETE /admin/courses/1/enrollments': ok(null) });
    const view = renderApp(PATH, { api: fake, user: adminUser() });
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Enrollments' }, { timeout: 5000 }),
    ).toBeTruthy();
    expect(await screen.findByText('Choose a course to see its students.')).toBeTruthy();
    await pick(view, 'Course', 'Introduction to Robotics (Published)');
    const table = await screen.findByRole('table', { name: 'Enrolled Students' });
    expect(within(table).getByText('Emma Wilson')).toBeTruthy();
    await view.userEvent.click(within(table).getByRole('button', { name: 'Remove Emma Wilson' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove Student' });
    expect(
      within(dialog).getByText('Are you sure you want to remove this student from the course?'),
    ).toBeTruthy();
    fake.on('GET /courses/1/enrollments', ok([]));
    await view.userEvent.click(within(dialog).getByRole('button', { name: 'Remove Student' }));
    expect(await screen.findByText('Removed Emma Wilson from "Introduction to Robotics"')).toBeTruthy();
    expect(fake.calls.find((call) => call.method === 'DELETE')?.body).toEqual({ user_id: 21 });
    expect(await screen.findByText('No students enrolled in this course')).toBeTruthy();
    // The picker offers every course of every status, read 200 at a time.
    expect(fake.urls).toContain('/admin/courses?page=1&per_page=200');
  });

  it('adds students from the list without admins and the enrolled, and says so', async () => {
    const fake = api({ 'POST /admin/courses/1/enrollments': ok(enrollment(2, 1, noah)) });
    const view = renderApp(PATH, { api: fake, user: adminUser() });
    await pick(view, 'Course', 'Introduction to Robotics (Published)');
    await view.userEvent.click(await screen.findByRole('button', { name: 'Add Student' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Students: Introduction to Robotics' });
    const students = await within(dialog).findByRole('group', { name: 'Students' });
    expect(
      within(students)
        .getAllByRole('checkbox')
        .map((box) => box.getAttribute('value')),
    ).toEqual(['22']);
    await view.userEvent.click(within(dialog).getByRole('button', { name: 'Add Students' }));
    expect(within(dialog).getByText('Please select at least one student')).toBeTruthy();
    await view.userEvent.click(within(dialog).getByRole('checkbox', { name: 'Select All' }));
    await view.userEvent.click(within(dialog).getByRole('button', { name: 'Add Students' }));
    expect(await screen.findByText('Added 1 student(s)')).toBeTruthy();
    expect(fake.calls.find((call) => call.method === 'POST')?.body).toEqual({ user_id: 22 });
  });

  it('draws the first 100 of thousands of students; a search finds the others', async () => {
    const many = Array.from({ length: 1500 }, (_, index) =>
      candidate(person(1000 + index, 'Pupil', `Number${index}`, `pupil${index}`)),
    );
    const fake = api({ 'GET /admin/courses/1/users': ok({ owners: [], editors: [], candidates: many }) });
    const view = renderApp(PATH, { api: fake, user: adminUser() });
    await pick(view, 'Course', 'Introduction to Robotics (Published)');
    await view.userEvent.click(await screen.findByRole('button', { name: 'Add Student' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Students: Introduction to Robotics' });
    const students = await within(dialog).findByRole('group', { name: 'Students' });
    expect(within(students).getAllByRole('checkbox')).toHaveLength(100);
    expect(within(dialog).getByText('Showing 100 of 1,500. Search to find the others.')).toBeTruthy();
    await view.userEvent.type(within(dialog).getByRole('searchbox', { name: 'Search' }), 'pupil1499');
    await waitFor(() =>
      expect(
        within(students)
          .getAllByRole('checkbox')
          .map((box) => box.getAttribute('value')),
      ).toEqual(['2499']),
    );
    await view.userEvent.clear(within(dialog).getByRole('searchbox', { name: 'Search' }));
    await view.userEvent.click(within(dialog).getByRole('checkbox', { name: 'Select All' }));
    expect(within(dialog).getByText('1500 selected')).toBeTruthy();
    expect(within(students).getAllByRole('checkbox').length).toBeLessThanOrEqual(200);
  });

  it("says 'No Students Available' when everyone is enrolled, and when adding failed", async () => {
    const fake = api({
      'GET /admin/courses/1/users': ok({
        owners: [],
        editors: [],
        candidates: [candidate(emma, { enrollment_status: 'enrolled' })],
      }),
    });
    const view = renderApp(PATH, { api: fake, user: adminUser() });
    await pick(view, 'Course', 'Introduction to Robotics (Published)');
    await view.userEvent.click(await screen.findByRole('button', { name: 'Add Student' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Students: Introduction to Robotics' });
    expect(await within(dialog).findByText('No Students Available')).toBeTruthy();
    await view.userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    fake.on('GET /admin/courses/1/users', ok({ owners: [], editors: [], candidates: [candidate(noah)] }));
    fake.on('POST /admin/courses/1/enrollments', fail(500, ''));
    await view.userEvent.click(await screen.findByRole('button', { name: 'Add Student' }));
    const again = await screen.findByRole('dialog', { name: 'Add Students: Introduction to Robotics' });
    await view.userEvent.click(await within(again).findByRole('checkbox', { name: /Noah Smith/ }));
    await view.userEvent.click(within(again).getByRole('button', { name: 'Add Students' }));
    expect(await redBanner(again)).toBe('Failed to add students (they may already be enrolled)');
  });

  it("shows 'Failed to load course enrollments' and 'Failed to remove student from course'", async () => {
    const fake = api({
      'GET /courses/4/enrollments': fail(500, ''),
      'DELETE /admin/courses/1/enrollments': fail(500, ''),
    });
    const view = renderApp(PATH, { api: fake, user: adminUser() });
    await pick(view, 'Course', 'Grade 8 Science Lab (Draft)');
    expect(await redBanner()).toBe('Failed to load course enrollments');
    await pick(view, 'Course', 'Introduction to Robotics (Published)');
    const table = await screen.findByRole('table', { name: 'Enrolled Students' });
    await view.userEvent.click(within(table).getByRole('button', { name: 'Remove Emma Wilson' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove Student' });
    await view.userEvent.click(within(dialog).getByRole('button', { name: 'Remove Student' }));
    expect(await redBanner(dialog)).toBe('Failed to remove student from course');
  });
});

describe('admin Enrollments tab, by student', () => {
  const emmaCourses: CourseEnrollment[] = [courseEnrollment(7, robotics, emma)];

  async function openByStudent(view: ReturnType<typeof renderApp>) {
    await view.userEvent.click(await screen.findByRole('radio', { name: 'By Student' }, { timeout: 5000 }));
  }

  it('searches non-admin students on the server, lists their courses, removes one', async () => {
    const fake = api({
      'GET /admin/users/21/enrollments': ok(emmaCourses),
      'DELETE /admin/users/21/enrollments': ok(null),
    });
    const view = renderApp(PATH, { api: fake, user: adminUser() });
    await openByStudent(view);
    expect(await screen.findByText('Choose a student to see their courses.')).toBeTruthy();
    const box = await screen.findByLabelText('Student', { selector: 'input:not([type="hidden"])' });
    await view.userEvent.type(box, 'emma');
    await waitFor(() =>
      expect(fake.urls).toContain(
        '/admin/users?per_page=20&search=emma&sort=last_name&order=asc&is_student=true&is_admin=false',
      ),
    );
    await view.userEvent.click(
      await screen.findByRole('option', { name: 'Emma Wilson (emma.wilson) · Grade 8' }),
    );
    const region = await screen.findByRole('region', { name: 'Courses of Emma Wilson' });
    const table = await within(region).findByRole('table');
    expect(within(table).getByRole('link', { name: 'Introduction to Robotics' }).getAttribute('href')).toBe(
      '/course/1',
    );
    expect(within(table).getByText('Enrolled')).toBeTruthy();
    await view.userEvent.click(
      within(table).getByRole('button', { name: 'Remove Introduction to Robotics' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Remove Student' });
    expect(
      within(dialog).getByText('Are you sure you want to remove this student from the course?'),
    ).toBeTruthy();
    fake.on('GET /admin/users/21/enrollments', ok([]));
    await view.userEvent.click(within(dialog).getByRole('button', { name: 'Remove Student' }));
    expect(await screen.findByText('Removed Emma Wilson from "Introduction to Robotics"')).toBeTruthy();
    expect(fake.calls.find((call) => call.method === 'DELETE')?.body).toEqual({ course_id: 1 });
    expect(await within(region).findByText('No courses enrolled for this student')).toBeTruthy();
  });

  it('Add Course offers only the published courses the student is not in', async () => {
    const fake = api({
      'GET /admin/users/21/enrollments': ok(emmaCourses),
      'POST /admin/users/21/enrollments': ok(enrollment(9, 5, emma)),
    });
    fake.on('GET /admin/courses', (call) => {
      void call;
      const published = fake.urls.at(-1)?.includes('status=published');
      return page(published ? [robotics, chess] : [robotics, science, writing, chess]);
    });
    const view = renderApp(PATH, { api: fake, user: adminUser() });
    await openByStudent(view);
    await pick(view, 'Student', /Emma Wilson/);
    await screen.findByRole('region', { name: 'Courses of Emma Wilson' });
    await view.userEvent.click(screen.getByRole('button', { name: 'Add Course' }));
    expect(await screen.findByText('Please select a course')).toBeTruthy();
    await view.userEvent.click(
      screen.getByLabelText('Add Course', { selector: 'input:not([type="hidden"])' }),
    );
    const listbox = await screen.findByRole('listbox');
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Summer Chess Camp']);
    await view.userEvent.click(within(listbox).getByRole('option', { name: 'Summer Chess Camp' }));
    await view.userEvent.click(screen.getByRole('button', { name: 'Add Course' }));
    expect(await screen.findByText('Added Emma Wilson to "Summer Chess Camp"')).toBeTruthy();
    expect(fake.calls.find((call) => call.method === 'POST')?.body).toEqual({
      course_id: 5,
      status: 'enrolled',
    });
  });

  it("shows 'Failed to load student enrollments' in the red banner", async () => {
    const fake = api({ 'GET /admin/users/21/enrollments': fail(500, '') });
    const view = renderApp(PATH, { api: fake, user: adminUser() });
    await openByStudent(view);
    await pick(view, 'Student', /Emma Wilson/);
    expect(await redBanner()).toBe('Failed to load student enrollments');
  });

  it("shows 'Failed to add course to student' and 'Failed to remove course from student'", async () => {
    const fake = api({
      'GET /admin/users/21/enrollments': ok(emmaCourses),
      'POST /admin/users/21/enrollments': fail(500, ''),
      'DELETE /admin/users/21/enrollments': fail(500, ''),
    });
    const view = renderApp(PATH, { api: fake, user: adminUser() });
    await openByStudent(view);
    await pick(view, 'Student', /Emma Wilson/);
    const region = await screen.findByRole('region', { name: 'Courses of Emma Wilson' });
    await pick(view, 'Add Course', 'Summer Chess Camp');
    await view.userEvent.click(screen.getByRole('button', { name: 'Add Course' }));
    expect(await redBanner(region)).toBe('Failed to add course to student');
    const table = await within(region).findByRole('table');
    await view.userEvent.click(
      within(table).getByRole('button', { name: 'Remove Introduction to Robotics' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Remove Student' });
    await view.userEvent.click(within(dialog).getByRole('button', { name: 'Remove Student' }));
    expect(await redBanner(dialog)).toBe('Failed to remove course from student');
  });
});
