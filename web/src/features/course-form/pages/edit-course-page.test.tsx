import type { User } from '@campus/sdk';
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFakeApi, type FakeResponse, fail, ok } from '../../../testing/fake-api';
import { renderApp } from '../../../testing/render-app';
import { adminUser, permissions, testUser } from '../../../testing/users';
import { sampleCourse } from '../testing/course-fixture';

// An editor of the course without create_course: edits, but may not pick the teacher.
const editor = () => testUser({ id: 33, username: 'jchen', permissions: [] });

const stored = sampleCourse(9, {
  visibility: 'private',
  group_ids: [4, 6],
  groups: [
    { id: 4, name: 'Grade 8 Science' },
    { id: 6, name: 'Robotics Club' },
  ],
  editors: [{ id: 33, username: 'jchen', first_name: 'Jun', middle_name: null, last_name: 'Chen' }],
  main_photo_small: '/uploads/courses/r-small.jpg',
  main_photo_large: '/uploads/courses/r-large.jpg',
  main_photo_original: '/uploads/courses/r.jpg',
});

function setup(user: User = editor(), answer: FakeResponse = ok(stored)) {
  const api = createFakeApi({
    'GET /user/courses/9': answer,
    'GET /groups/coordinated-groups': ok([
      { id: 4, name: 'Grade 8 Science', description: null, creator: null, created_at: '2026-01-01' },
    ]),
    'GET /courses/teachers': ok([]),
    'PUT /courses/9': (call) => ok({ ...stored, name: (call.body as { name: string }).name }),
  });
  return { api, view: renderApp('/edit-course/9', { api, user }) };
}

function formReady() {
  return screen.findByLabelText(/^Course Name/, {}, { timeout: 8_000 });
}

const put = (api: ReturnType<typeof setup>['api']) =>
  api.calls.filter((call) => call.method === 'PUT' && call.path === '/courses/9');

afterEach(() => {
  vi.useRealTimers();
});

describe('edit course page', () => {
  it('loads the stored course into the form, with the teacher shown but locked for a non-holder', async () => {
    setup();
    await formReady();
    expect(document.title).toBe('Edit Course · Campus');
    expect(screen.getByRole('heading', { level: 1, name: 'Edit Course' })).toBeTruthy();
    expect((screen.getByLabelText(/^Course Name/) as HTMLInputElement).value).toBe(
      'Introduction to Robotics',
    );
    const teacher = screen.getByLabelText('Teacher', { selector: 'input' }) as HTMLInputElement;
    expect(teacher.value).toBe('Tina Moss (teacher)');
    expect(teacher.disabled).toBe(true);
    expect((screen.getByLabelText(/^Start Time/, { selector: 'input' }) as HTMLInputElement).value).toBe(
      '3:00 PM',
    );
    expect(
      (screen.getByRole('checkbox', { name: 'This is a recurring course' }) as HTMLInputElement).checked,
    ).toBe(true);
    expect((screen.getByRole('checkbox', { name: 'Monday' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('checkbox', { name: 'Wednesday' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('radio', { name: 'Yes - Approval Required' }) as HTMLInputElement).checked).toBe(
      true,
    );
    // The course's groups stay listed, also one the user does not coordinate.
    expect(
      ((await screen.findByRole('checkbox', { name: 'Robotics Club' })) as HTMLInputElement).checked,
    ).toBe(true);
    expect(screen.getByRole('img', { name: 'Course photo preview' }).getAttribute('src')).toBe(
      '/uploads/courses/r-large.jpg',
    );
    expect(screen.getByRole('button', { name: 'Update' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /publish/i })).toBeNull();
  });

  it('Update sends action update with the stored values and goes to My Courses after 2 seconds', async () => {
    const { api, view } = setup();
    await formReady();
    await view.userEvent.clear(screen.getByLabelText(/^Course Name/));
    await view.userEvent.type(screen.getByLabelText(/^Course Name/), 'Robotics II');
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await view.userEvent.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByRole('heading', { name: 'Course Updated Successfully' })).toBeTruthy();
    expect(put(api)[0]?.body).toMatchObject({
      name: 'Robotics II',
      teacher_id: 21,
      visibility: 'private',
      group_ids: [4, 6],
      start_time: '15:00',
      end_time: '16:30',
      is_recurring: true,
      recurrence_type: 'weekly',
      weekly_days: ['monday', 'wednesday'],
      main_photo_large: '/uploads/courses/r-large.jpg',
      action: 'update',
    });
    // An editor without create_course: to My Courses (the spec's /admin is admins' only), as the text says.
    expect(screen.getByText('Taking you to My Courses…')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Continue' }).getAttribute('href')).toBe('/dashboard/my-courses');
    await act(async () => {
      vi.advanceTimersByTime(2_000);
    });
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/dashboard/my-courses'));
  }, 60_000);

  it('Save Draft sends action draft; a create_course holder goes to /dashboard', async () => {
    const holder = testUser({ id: 21, username: 'teacher', permissions: permissions('create_course') });
    const { api, view } = setup(holder);
    await formReady();
    expect((screen.getByLabelText('Teacher', { selector: 'input' }) as HTMLInputElement).disabled).toBe(
      false,
    );
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await view.userEvent.click(screen.getByRole('button', { name: 'Save Draft' }));
    expect(await screen.findByText('Taking you to the dashboard…')).toBeTruthy();
    expect(put(api)[0]?.body).toMatchObject({ action: 'draft' });
    await act(async () => {
      vi.advanceTimersByTime(2_000);
    });
    await waitFor(() => expect(view.router.state.location.pathname).toMatch(/^\/dashboard/));
  }, 60_000);

  it('says Course not found on a 404', async () => {
    setup(adminUser(), fail(404, 'Course not found'));
    expect((await screen.findByRole('alert', {}, { timeout: 8_000 })).textContent).toBe('Course not found');
    expect(screen.getByRole('link', { name: 'Go to Dashboard' }).getAttribute('href')).toBe('/dashboard');
  });

  it("shows the server's message on a 403", async () => {
    setup(editor(), fail(403, 'Access denied: You do not have permission to view this course'));
    expect((await screen.findByRole('alert', {}, { timeout: 8_000 })).textContent).toBe(
      'Access denied: You do not have permission to view this course',
    );
  });

  it('says Failed to fetch course data on any other failure', async () => {
    setup(editor(), fail(500, 'boom'));
    expect((await screen.findByRole('alert', {}, { timeout: 8_000 })).textContent).toBe(
      'Failed to fetch course data',
    );
  });

  it('tells someone without the edit ability that they may not edit, with no form', async () => {
    const viewer = testUser({ id: 50, username: 'student', permissions: permissions('create_course') });
    setup(
      viewer,
      ok({ ...stored, abilities: { edit: false, manage: false, view_sessions: false, enroll: true } }),
    );
    expect((await screen.findByRole('alert', {}, { timeout: 8_000 })).textContent).toBe(
      'You do not have permission to edit this course.',
    );
    expect(screen.queryByLabelText(/^Course Name/)).toBeNull();
  });

  it('sends a guest to /login', async () => {
    const guest = renderApp('/edit-course/9');
    await waitFor(() => expect(guest.router.state.location.pathname).toBe('/login'));
  });
});
