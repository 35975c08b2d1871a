import { COURSE_MESSAGES, type CourseSession, ENROLLMENT_MESSAGES } from '@campus/sdk';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createFakeApi, fail, ok } from '../../../testing/fake-api';
import { teacherUser, testUser } from '../../../testing/users';
import { renderSessionsSection } from '../testing/render-section';
import { courseSession, sessionCourse } from '../testing/session-fixtures';
import { withUrls } from '../testing/with-urls';

configure({ asyncUtilTimeout: 10_000 });

const sessions: CourseSession[] = [
  courseSession(1, { session_date: '2026-09-07', status: 'completed' }),
  courseSession(2, { session_date: '2026-09-09', start_time: null, end_time: null }),
];

function sessionsApi() {
  const api = withUrls(createFakeApi());
  api.on('GET /courses/7/sessions', () => {
    const status = api.last().searchParams.get('status');
    return ok(status ? sessions.filter((session) => session.status === status) : sessions);
  });
  return api;
}

describe('course sessions section', { timeout: 60_000 }, () => {
  it('lists the sessions with long date, time or Time TBD, status, and links; the filter asks the server', async () => {
    const api = sessionsApi();
    const { userEvent, router } = renderSessionsSection(sessionCourse(7, false), testUser(), api);
    const first = await screen.findByRole('link', { name: /Monday, September 7, 2026/ });
    expect(first.getAttribute('href')).toBe('/course/7/session/1');
    expect(within(first).getByText('3:00 PM - 4:30 PM')).toBeTruthy();
    expect(within(first).getByText('Completed')).toBeTruthy();
    const second = screen.getByRole('link', { name: /Wednesday, September 9, 2026/ });
    expect(within(second).getByText('Time TBD')).toBeTruthy();
    expect(within(second).getByText('Scheduled')).toBeTruthy();
    // A student has no Generate Sessions.
    expect(screen.queryByRole('button', { name: 'Generate Sessions' })).toBeNull();

    await userEvent.click(screen.getByRole('combobox', { name: 'Status' }));
    const options = screen.getAllByRole('option').map((option) => option.textContent);
    expect(options).toEqual(['All', 'Scheduled', 'In Progress', 'Completed', 'Cancelled']);
    await userEvent.click(screen.getByRole('option', { name: 'Cancelled' }));
    expect(await screen.findByText('No sessions with this status.')).toBeTruthy();
    expect(api.last().searchParams.get('status')).toBe('cancelled');
    await userEvent.click(screen.getByRole('combobox', { name: 'Status' }));
    await userEvent.click(screen.getByRole('option', { name: 'Completed' }));
    await userEvent.click(await screen.findByRole('link', { name: /Monday, September 7, 2026/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/course/7/session/1'));
  });

  it('shows an empty state, and the server message of a 403 (a requested enrollment)', async () => {
    const api = createFakeApi({ 'GET /courses/7/sessions': ok([]) });
    renderSessionsSection(sessionCourse(7, false), testUser(), api);
    expect(await screen.findByText('No sessions scheduled yet.')).toBeTruthy();

    const refused = createFakeApi({
      'GET /courses/8/sessions': fail(403, ENROLLMENT_MESSAGES.sessionsHidden),
    });
    renderSessionsSection(sessionCourse(8, false), testUser(), refused);
    expect((await screen.findByRole('alert')).textContent).toBe(ENROLLMENT_MESSAGES.sessionsHidden);
  });

  it('Generate Sessions checks the dates, sends the range, says how many were created and reads the list again', async () => {
    const api = sessionsApi();
    api.on('POST /courses/7/sessions/generate', ok({ created: 3, skipped: 1, sessions: [] }));
    const { userEvent } = renderSessionsSection(sessionCourse(7, true), teacherUser(), api);
    await screen.findByRole('link', { name: /September 7/ });
    await userEvent.click(screen.getByRole('button', { name: 'Generate Sessions' }));
    const dialog = await screen.findByRole('dialog', { name: 'Generate Sessions' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Generate' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('Please fill in both start and end dates');

    const start = within(dialog).getByLabelText(/Start Date/);
    const end = within(dialog).getByLabelText(/End Date/);
    await userEvent.type(start, '2026-10-10');
    await userEvent.type(end, '2026-10-01');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Generate' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('End date must be after start date');
    expect(api.calls.some((call) => call.method === 'POST')).toBe(false);

    await userEvent.clear(end);
    await userEvent.type(end, '2026-10-31');
    const listReads = api.calls.filter(
      (call) => call.method === 'GET' && call.path === '/courses/7/sessions',
    ).length;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Generate' }));
    expect((await screen.findByRole('status')).textContent).toContain(
      '3 sessions created; 1 date(s) already had a session.',
    );
    expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({
      start_date: '2026-10-10',
      end_date: '2026-10-31',
    });
    await waitFor(() =>
      expect(
        api.calls.filter((call) => call.method === 'GET' && call.path === '/courses/7/sessions').length,
      ).toBeGreaterThan(listReads),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('Generate Sessions shows the server 422 errors, the 403 text, and the fallback', async () => {
    const api = sessionsApi();
    const answers = [
      fail(422, 'Validation failed', { end_date: ['The range may cover at most two years'] }),
      fail(403, 'Forbidden'),
      fail(500, 'Boom'),
    ];
    api.on('POST /courses/7/sessions/generate', () => answers.shift() ?? fail(500, 'Boom'));
    const { userEvent } = renderSessionsSection(sessionCourse(7, true), teacherUser(), api);
    await userEvent.click(await screen.findByRole('button', { name: 'Generate Sessions' }));
    const dialog = await screen.findByRole('dialog', { name: 'Generate Sessions' });
    await userEvent.type(within(dialog).getByLabelText(/Start Date/), '2026-10-01');
    await userEvent.type(within(dialog).getByLabelText(/End Date/), '2026-10-31');
    const generate = within(dialog).getByRole('button', { name: 'Generate' });

    await userEvent.click(generate);
    expect(await within(dialog).findByText('The range may cover at most two years')).toBeTruthy();
    expect(
      within(dialog)
        .getByLabelText(/End Date/)
        .getAttribute('aria-invalid'),
    ).toBe('true');

    await userEvent.click(generate);
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      COURSE_MESSAGES.generateSessionsForbidden,
    );

    await userEvent.click(generate);
    await waitFor(() =>
      expect(within(dialog).getByRole('alert').textContent).toBe(COURSE_MESSAGES.generateSessionsFailed),
    );
  });
});
