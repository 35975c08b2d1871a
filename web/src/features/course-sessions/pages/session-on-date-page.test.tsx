import { ENROLLMENT_MESSAGES } from '@campus/sdk';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createFakeApi, fail, ok } from '../../../testing/fake-api';
import { renderApp } from '../../../testing/render-app';
import { testUser } from '../../../testing/users';
import { courseSession, sessionCourse } from '../testing/session-fixtures';
import { withUrls } from '../testing/with-urls';

const student = testUser({ username: 'student' });

describe('session on a date', { timeout: 60_000 }, () => {
  it("shows that day's session: times, status, agenda and the way to its page", async () => {
    const api = withUrls(
      createFakeApi({
        'GET /user/courses/7': ok(sessionCourse(7, false)),
        'GET /courses/7/sessions': ok([
          courseSession(4, { session_date: '2026-09-09', agenda: '<p>Sensors and loops</p>' }),
        ]),
      }),
    );
    renderApp('/course/7/session/date/2026-09-09', { user: student, api });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Session on Wednesday, September 9, 2026' }),
    ).toBeTruthy();
    expect(screen.getByText('Introduction to Robotics')).toBeTruthy();
    expect(screen.getByText('3:00 PM - 4:30 PM')).toBeTruthy();
    expect(screen.getByText('Scheduled')).toBeTruthy();
    expect(screen.getByText('Sensors and loops')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open Session' }).getAttribute('href')).toBe(
      '/course/7/session/4',
    );
    expect(screen.getByRole('link', { name: 'Back to Course' }).getAttribute('href')).toBe('/course/7');
    const list = api.urls.find((url) => url.pathname === '/api/courses/7/sessions');
    expect(list?.searchParams.get('date')).toBe('2026-09-09');
    expect(document.title).toBe('Session Wednesday, September 9, 2026 · Campus');
  });

  it('says there is none, and that the schedule meets that day (its times) until the session is made', async () => {
    renderApp('/course/7/session/date/2026-09-14', {
      user: student,
      api: createFakeApi({
        'GET /user/courses/7': ok(sessionCourse(7, false)),
        'GET /courses/7/sessions': ok([]),
      }),
    });
    expect(await screen.findByText('No session is scheduled on Monday, September 14, 2026.')).toBeTruthy();
    expect(
      screen.getByText(
        'The course meets on this day, 3:00 PM - 4:30 PM; its session has not been created yet.',
      ),
    ).toBeTruthy();
    expect(screen.getByText('Schedule: Weekly on Monday, Wednesday, 3:00 PM - 4:30 PM')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Course' }).getAttribute('href')).toBe('/course/7');
    expect(screen.queryByRole('link', { name: 'Open Session' })).toBeNull();
  });

  it('says when the day is not on the schedule, with the default times of a course without any', async () => {
    renderApp('/course/7/session/date/2026-09-10', {
      user: student,
      api: createFakeApi({
        'GET /user/courses/7': ok(
          sessionCourse(7, false, {
            is_recurring: false,
            recurrence_type: null,
            weekly_days: [],
            recurrence_end_date: null,
            start_time: null,
            end_time: null,
          }),
        ),
        'GET /courses/7/sessions': ok([]),
      }),
    });
    expect(await screen.findByText('No session is scheduled on Thursday, September 10, 2026.')).toBeTruthy();
    expect(screen.getByText('This day is not on the course’s schedule.')).toBeTruthy();
    expect(
      screen.getByText('Schedule: One-time, on Monday, September 7, 2026, 9:00 AM - 10:00 AM'),
    ).toBeTruthy();
  });

  it("shows the server's 403 message", async () => {
    renderApp('/course/7/session/date/2026-09-10', {
      user: student,
      api: createFakeApi({
        'GET /user/courses/7': ok(sessionCourse(7, false)),
        'GET /courses/7/sessions': fail(403, ENROLLMENT_MESSAGES.sessionsHidden),
      }),
    });
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(ENROLLMENT_MESSAGES.sessionsHidden),
    );
  });

  it('refuses a day that does not exist without asking the server', async () => {
    const api = createFakeApi({ 'GET /user/courses/7': ok(sessionCourse(7, false)) });
    renderApp('/course/7/session/date/2026-02-30', { user: student, api });
    expect((await screen.findByRole('alert')).textContent).toBe("'2026-02-30' is not a date.");
    expect(api.calls.some((call) => call.path === '/courses/7/sessions')).toBe(false);
  });
});
