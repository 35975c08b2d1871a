import { COURSE_APPROVAL_TEXT, type Course, ENROLLMENT_MESSAGES } from '@campus/sdk';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createFakeApi, type FakeApi, fail, ok } from '../../../testing/fake-api';
import { renderApp } from '../../../testing/render-app';
import { testUser } from '../../../testing/users';
import { localToday } from '../lib/today';
import { course } from '../testing/course-fixtures';

const NO_ABILITIES = { edit: false, manage: false, view_sessions: false, enroll: false };
const JOINABLE = { ...NO_ABILITIES, enroll: true };

/** The fixture's day (2 March 2026) is past: the course runs until the end of 2099 unless a test says. */
function detail(overrides: Partial<Course> = {}): Course {
  return course(1, { name: 'Robotics', abilities: JOINABLE, end_date: '2099-12-31', ...overrides });
}

/** The local calendar date `days` from today, as course dates are written. */
function dayFromToday(days: number): string {
  const day = new Date();
  day.setDate(day.getDate() + days);
  return localToday(day);
}

/** The course as a guest (GET /courses/1) and a signed-in user (GET /user/courses/1) are answered. */
function apiWith(answer: Course): FakeApi {
  return createFakeApi({
    'GET /courses/1': ok(answer),
    'GET /user/courses/1': ok(answer),
    'GET /courses/1/sessions': ok([]),
  });
}

function renderCourse(api: FakeApi, signedIn = true) {
  return renderApp('/course/1', { api, user: signedIn ? testUser() : undefined });
}

const calls = (api: FakeApi, route: string) =>
  api.calls.filter((call) => `${call.method} ${call.path}` === route).length;

describe('course page', () => {
  it('shows the course: photo, name, description as HTML, schedule, location, price, teacher, places', async () => {
    const api = apiWith(
      detail({
        description: '<p>Build <strong>robots</strong></p>',
        main_photo_large: '/storage/large.jpg',
        is_free: false,
        price: 120,
        max_quantity: 20,
        enrolled_count: 5,
        is_recurring: true,
        recurrence_type: 'weekly',
        weekly_days: ['monday', 'wednesday'],
        recurrence_end_date: '2026-06-01',
      }),
    );
    renderCourse(api);
    expect(await screen.findByRole('heading', { level: 1, name: 'Robotics' })).toBeTruthy();
    expect(document.title).toBe('Robotics · Campus');
    expect(screen.getByText('robots').tagName).toBe('STRONG');
    expect(document.querySelector('img')?.getAttribute('src')).toBe('/storage/large.jpg');
    const schedule = screen.getByRole('region', { name: 'Schedule' });
    expect(within(schedule).getByText('Monday, March 2, 2026')).toBeTruthy();
    expect(within(schedule).getByText('3:00 PM - 4:30 PM')).toBeTruthy();
    expect(within(schedule).getByText('Weekly on Monday, Wednesday')).toBeTruthy();
    expect(within(schedule).getByText('Monday, June 1, 2026')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Location' })).getByText('Room 101')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Pricing' })).getByText('$120.00')).toBeTruthy();
    const teacher = screen.getByRole('region', { name: 'Teacher' });
    expect(within(teacher).getByText('teacher')).toBeTruthy();
    expect(within(teacher).getByText('Max: 20 students')).toBeTruthy();
    expect(within(teacher).getByText('15 places left')).toBeTruthy();
    expect(screen.queryByText('No Teacher Assigned')).toBeNull();
    // Published: no status badge.
    expect(screen.queryByText('Published')).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to Courses' }).getAttribute('href')).toBe('/courses');
  });

  it('headings go h1 then h2, and the description adds no second h1', async () => {
    renderCourse(apiWith(detail({ description: '<h1>Week one</h1>' })));
    await screen.findByRole('heading', { level: 1, name: 'Robotics' });
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    // The text's own h1 does not add a second h1 (RichHtml moves it down).
    expect(screen.getByText('Week one').closest('h1')).toBeNull();
    expect(screen.getByRole('heading', { level: 2, name: 'About This Course' })).toBeTruthy();
  });

  it('shows Free, the meeting link of an online course, the status badge and No Teacher Assigned', async () => {
    renderCourse(
      apiWith(
        detail({
          status: 'pending',
          teacher: null,
          teacher_id: null,
          is_online: true,
          location: null,
          meeting_link: 'https://meet.example.com/abc',
          abilities: NO_ABILITIES,
        }),
      ),
    );
    await screen.findByRole('heading', { level: 1, name: 'Robotics' });
    expect(screen.getByText('Pending Approval')).toBeTruthy();
    expect(screen.getByText('No Teacher Assigned')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Teacher' })).getByText('Unknown')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Meeting link' }).getAttribute('href')).toBe(
      'https://meet.example.com/abc',
    );
    expect(within(screen.getByRole('region', { name: 'Pricing' })).getByText('Free')).toBeTruthy();
  });

  it('Enroll joins directly and the refetched course shows Unenroll', async () => {
    let status: Course['enrollment_status'] = null;
    const api = createFakeApi({
      'GET /courses/1/sessions': ok([]),
      'POST /courses/1/enroll': () => {
        status = 'enrolled';
        return ok({
          id: 9,
          course_id: 1,
          user_id: 1,
          status: 'enrolled',
          enrolled_at: '2026-01-01T00:00:00.000Z',
        });
      },
    });
    api.on('GET /user/courses/1', () => ok(detail({ enrollment_status: status })));
    const view = renderCourse(api);
    await view.userEvent.click(await screen.findByRole('button', { name: 'Enroll' }));
    expect(await screen.findByRole('button', { name: 'Unenroll' })).toBeTruthy();
    expect(screen.getByText('Successfully enrolled in the course.')).toBeTruthy();
    expect(calls(api, 'GET /user/courses/1')).toBe(2);
  });

  it('Request to Join, then Cancel Request', async () => {
    let status: Course['enrollment_status'] = null;
    const api = createFakeApi({
      'POST /courses/1/enroll': () => {
        status = 'requested';
        return ok({
          id: 9,
          course_id: 1,
          user_id: 1,
          status: 'requested',
          enrolled_at: null,
        });
      },
      'POST /courses/1/unenroll': () => {
        status = null;
        return ok(null);
      },
    });
    api.on('GET /user/courses/1', () => ok(detail({ approval_required: true, enrollment_status: status })));
    const view = renderCourse(api);
    await view.userEvent.click(await screen.findByRole('button', { name: 'Request to Join' }));
    const cancel = await screen.findByRole('button', { name: 'Cancel Request' });
    expect(screen.getByText('Your request to join this course has been submitted.')).toBeTruthy();
    await view.userEvent.click(cancel);
    expect(await screen.findByRole('button', { name: 'Request to Join' })).toBeTruthy();
    expect(calls(api, 'POST /courses/1/unenroll')).toBe(1);
  });

  it('Unenroll asks first; Cancel keeps the enrollment, confirming unenrolls', async () => {
    let status: Course['enrollment_status'] = 'enrolled';
    const api = createFakeApi({
      'GET /courses/1/sessions': ok([]),
      'POST /courses/1/unenroll': () => {
        status = null;
        return ok(null);
      },
    });
    api.on('GET /user/courses/1', () => ok(detail({ enrollment_status: status })));
    const view = renderCourse(api);
    await view.userEvent.click(await screen.findByRole('button', { name: 'Unenroll' }));
    let dialog = await screen.findByRole('dialog', { name: 'Unenroll' });
    expect(
      within(dialog).getByText(
        'Are you sure you want to unenroll from this course? This action cannot be undone.',
      ),
    ).toBeTruthy();
    await view.userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls(api, 'POST /courses/1/unenroll')).toBe(0);

    await view.userEvent.click(screen.getByRole('button', { name: 'Unenroll' }));
    dialog = await screen.findByRole('dialog', { name: 'Unenroll' });
    await view.userEvent.click(within(dialog).getByRole('button', { name: 'Unenroll' }));
    expect(await screen.findByRole('button', { name: 'Enroll' })).toBeTruthy();
    expect(calls(api, 'POST /courses/1/unenroll')).toBe(1);
  });

  it('a failed unenroll keeps the dialog open with the reason', async () => {
    const api = apiWith(detail({ enrollment_status: 'enrolled' }));
    api.on('POST /courses/1/unenroll', { status: 500, body: {} });
    const view = renderCourse(api);
    await view.userEvent.click(await screen.findByRole('button', { name: 'Unenroll' }));
    const dialog = await screen.findByRole('dialog', { name: 'Unenroll' });
    await view.userEvent.click(within(dialog).getByRole('button', { name: 'Unenroll' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Failed to unenroll from course');
  });

  it.each([
    [false, 'Failed to enroll in course'],
    [true, 'Failed to submit join request'],
  ])('a failed join (approval %s) says %s, or the server message', async (approval, fallback) => {
    const api = apiWith(detail({ approval_required: approval }));
    api.on('POST /courses/1/enroll', { status: 500, body: {} });
    const view = renderCourse(api);
    await view.userEvent.click(
      await screen.findByRole('button', { name: approval ? 'Request to Join' : 'Enroll' }),
    );
    expect((await screen.findByRole('alert')).textContent).toBe(fallback);
    api.on('POST /courses/1/enroll', fail(409, 'This course is full.'));
    await view.userEvent.click(screen.getByRole('button', { name: approval ? 'Request to Join' : 'Enroll' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('This course is full.'));
  });

  it('shows a disabled Course Full and a disabled Request Rejected', async () => {
    const full = renderCourse(apiWith(detail({ max_quantity: 2, enrolled_count: 2 })));
    expect((await screen.findByRole('button', { name: 'Course Full' })).hasAttribute('disabled')).toBe(true);
    full.unmount();
    renderCourse(apiWith(detail({ enrollment_status: 'rejected' })));
    expect((await screen.findByRole('button', { name: 'Request Rejected' })).hasAttribute('disabled')).toBe(
      true,
    );
  });

  it('offers no Enroll, Request to Join or Join waitlist once the last day has passed, but the reason', async () => {
    const yesterday = dayFromToday(-1);
    const ended = [
      detail({ date: yesterday, end_date: null }),
      detail({ date: dayFromToday(-3), end_date: yesterday, approval_required: true }),
      // Full as well: no Course Full, and no waitlist to join.
      detail({ date: yesterday, end_date: null, max_quantity: 2, enrolled_count: 2 }),
      detail({
        date: dayFromToday(-30),
        end_date: null,
        is_recurring: true,
        recurrence_type: 'weekly',
        weekly_days: ['monday'],
        recurrence_end_date: yesterday,
      }),
    ];
    for (const [index, answer] of ended.entries()) {
      const api = apiWith(answer);
      const view = renderCourse(api, index !== 0);
      expect((await screen.findByRole('note')).textContent).toBe(ENROLLMENT_MESSAGES.ended);
      expect(
        screen.queryByRole('button', { name: /Enroll|Request to Join|Course Full|Join waitlist/ }),
      ).toBeNull();
      expect(calls(api, 'POST /courses/1/enroll')).toBe(0);
      view.unmount();
    }
    // Its last day is today: still open.
    renderCourse(apiWith(detail({ date: dayFromToday(0), end_date: null })));
    expect(await screen.findByRole('button', { name: 'Enroll' })).toBeTruthy();
    expect(screen.queryByRole('note')).toBeNull();
  });

  it('keeps Unenroll and Cancel Request on an ended course (leaving is not refused)', async () => {
    const yesterday = dayFromToday(-1);
    const enrolled = renderCourse(
      apiWith(detail({ date: yesterday, end_date: null, enrollment_status: 'enrolled' })),
    );
    expect(await screen.findByRole('button', { name: 'Unenroll' })).toBeTruthy();
    expect(screen.queryByText(ENROLLMENT_MESSAGES.ended)).toBeNull();
    enrolled.unmount();
    renderCourse(apiWith(detail({ date: yesterday, end_date: null, enrollment_status: 'requested' })));
    expect(await screen.findByRole('button', { name: 'Cancel Request' })).toBeTruthy();
  });

  it('shows no enrol button when the server says the viewer may not enrol', async () => {
    renderCourse(apiWith(detail({ abilities: NO_ABILITIES })));
    await screen.findByRole('heading', { level: 1, name: 'Robotics' });
    expect(screen.queryByRole('button', { name: /Enroll|Request to Join/ })).toBeNull();
  });

  it('sends a guest who presses Enroll to /login, coming back here', async () => {
    const api = apiWith(detail({ abilities: NO_ABILITIES }));
    const view = renderCourse(api, false);
    await view.userEvent.click(await screen.findByRole('button', { name: 'Enroll' }));
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/login'));
    expect(view.router.state.location.search).toBe('?redirect=%2Fcourse%2F1');
    expect(calls(api, 'POST /courses/1/enroll')).toBe(0);
  });

  it('shows Edit Course only with abilities.edit', async () => {
    const first = renderCourse(apiWith(detail()));
    await screen.findByRole('heading', { level: 1, name: 'Robotics' });
    expect(screen.queryByRole('link', { name: 'Edit Course' })).toBeNull();
    first.unmount();
    renderCourse(apiWith(detail({ abilities: { ...NO_ABILITIES, edit: true, view_sessions: true } })));
    expect((await screen.findByRole('link', { name: 'Edit Course' })).getAttribute('href')).toBe(
      '/edit-course/1',
    );
  });

  it('shows the sessions and View Next Session only with abilities.view_sessions', async () => {
    const today = localToday();
    const daily = {
      date: today,
      is_recurring: true,
      recurrence_type: 'daily' as const,
      recurrence_end_date: '2099-12-31',
    };
    const first = renderCourse(apiWith(detail(daily)));
    await screen.findByRole('heading', { level: 1, name: 'Robotics' });
    expect(screen.queryByRole('heading', { name: 'Sessions' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'View Next Session' })).toBeNull();
    first.unmount();
    renderCourse(
      apiWith(
        detail({ ...daily, enrollment_status: 'enrolled', abilities: { ...JOINABLE, view_sessions: true } }),
      ),
    );
    expect(await screen.findByRole('heading', { level: 2, name: 'Sessions' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View Next Session' }).getAttribute('href')).toBe(
      `/course/1/session/date/${today}`,
    );
  });

  it('falls back to the public course on a 403', async () => {
    const api = createFakeApi({
      'GET /user/courses/1': fail(403, 'Access denied: You do not have permission to view this course'),
      'GET /public/courses/1': ok(course(1, { name: 'Public Robotics' })),
    });
    renderCourse(api);
    expect(await screen.findByRole('heading', { level: 1, name: 'Public Robotics' })).toBeTruthy();
  });

  it('falls back to the public course on a 403 for a guest too', async () => {
    const api = createFakeApi({
      'GET /courses/1': fail(403, 'Access denied: You do not have permission to view this course'),
      'GET /public/courses/1': ok(course(1, { name: 'Public Robotics' })),
    });
    renderCourse(api, false);
    expect(await screen.findByRole('heading', { level: 1, name: 'Public Robotics' })).toBeTruthy();
  });

  it('shows the 403 reason with Go to Dashboard when the public course fails too', async () => {
    const api = createFakeApi({
      'GET /user/courses/1': fail(403, 'Access denied: You do not have permission to view this course'),
    });
    renderCourse(api);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Access denied: You do not have permission to view this course',
    );
    expect(screen.getByRole('link', { name: 'Go to Dashboard' }).getAttribute('href')).toBe(
      '/dashboard/calendar',
    );
    expect(calls(api, 'GET /public/courses/1')).toBe(1);
  });

  it('asks a signed-in user\u2019s call first, which reaches their draft with no failed request', async () => {
    const api = createFakeApi({
      'GET /courses/1': fail(404, 'Course not found'),
      'GET /user/courses/1': ok(course(1, { name: 'My Draft', status: 'draft' })),
    });
    renderCourse(api);
    expect(await screen.findByRole('heading', { level: 1, name: 'My Draft' })).toBeTruthy();
    expect(screen.getByText('Draft')).toBeTruthy();
    // Issue 18: the spec's GET /courses/{id} then a retry on 404 left a failed request in the console.
    expect(calls(api, 'GET /courses/1')).toBe(0);
    expect(calls(api, 'GET /user/courses/1')).toBe(1);
  });

  it('goes home on a 404, signed in or a guest (who asks GET /courses/{id})', async () => {
    const api = createFakeApi({ 'GET /user/courses/1': fail(404, 'Course not found') });
    const view = renderCourse(api);
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/'));
    expect(calls(api, 'GET /user/courses/1')).toBe(1);
    expect(calls(api, 'GET /courses/1')).toBe(0);
    view.unmount();
    window.localStorage.clear();
    const guestApi = createFakeApi({ 'GET /courses/1': fail(404, 'Course not found') });
    const guest = renderCourse(guestApi, false);
    await waitFor(() => expect(guest.router.state.location.pathname).toBe('/'));
    expect(calls(guestApi, 'GET /courses/1')).toBe(1);
    expect(calls(guestApi, 'GET /user/courses/1')).toBe(0);
  });

  it("says 'Course not found' for other failures", async () => {
    renderCourse(createFakeApi({ 'GET /user/courses/1': { status: 500, body: {} } }));
    expect((await screen.findByRole('alert')).textContent).toBe('Course not found');
  });

  it('shows a skeleton while loading', async () => {
    const api = createFakeApi({ 'GET /user/courses/1': () => new Promise(() => {}) });
    renderCourse(api);
    expect(await screen.findByRole('status', { name: 'Loading course' })).toBeTruthy();
  });
});

describe('course page: the review of a pending course', () => {
  it('lets an admin approve a pending course; others see no review', async () => {
    const pending = detail({ status: 'pending', abilities: { ...NO_ABILITIES, edit: true, manage: true } });
    const api = createFakeApi({
      'GET /user/courses/1': ok(pending),
      'GET /courses/1/sessions': ok([]),
      'PUT /admin/courses/1/status': ok({ ...pending, status: 'published' }),
    });
    renderApp('/course/1', { api, user: testUser({ username: 'admin', is_admin: true }) });
    (await screen.findByRole('button', { name: 'Approve' })).click();
    await waitFor(() => expect(calls(api, 'PUT /admin/courses/1/status')).toBe(1));
    const put = api.calls.find((call) => call.method === 'PUT');
    expect(put?.body).toEqual({ status: 'published' });
    // Issue 18: Approve said nothing.
    expect(await screen.findByText('Approved "Robotics": it is now published')).toBeTruthy();
    // The reviewer sees the review, not the note meant for the course's other viewers.
    expect(screen.queryByText(COURSE_APPROVAL_TEXT.pendingCourse)).toBeNull();
  });

  it('is not offered to an owner without create_course (their Publish waits for approval)', async () => {
    const pending = detail({ status: 'pending', abilities: { ...NO_ABILITIES, edit: true, manage: true } });
    const api = createFakeApi({
      'GET /user/courses/1': ok(pending),
      'GET /courses/1/sessions': ok([]),
    });
    renderCourse(api);
    expect(await screen.findByRole('heading', { level: 1, name: 'Robotics' })).toBeTruthy();
    expect(screen.getByText('Pending Approval')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
    // What happens next, for the student who asked to publish it.
    expect(screen.getByText(COURSE_APPROVAL_TEXT.pendingCourse)).toBeTruthy();
  });
});
