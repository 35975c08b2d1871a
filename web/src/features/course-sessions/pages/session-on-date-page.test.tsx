import { ENROLLMENT_MESSAGES } from '@campus/sdk';
import { configure, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createFakeApi, fail, ok } from '../../../testing/fake-api';
import { renderApp } from '../../../testing/render-app';
import { testUser } from '../../../testing/users';
import { courseSession, sessionCourse } from '../testing/session-fixtures';
import { withUrls } from '../testing/with-urls';

configure({ asyncUtilTimeout: 10_000 });

const student = testUser({ username: 'student' });

describe('session on a date', { timeout: 60_000 }, () => {
  it("asks for that date's session and replaces itself with its page", async () => {
    const api = withUrls(
      createFakeApi({
        'GET /courses/7/sessions': ok([courseSession(4, { session_date: '2026-09-09' })]),
        'GET /user/courses/7': ok(sessionCourse(7, false)),
        'GET /courses/7/sessions/4': ok(courseSession(4, { session_date: '2026-09-09' })),
      }),
    );
    const { router } = renderApp('/course/7/session/date/2026-09-09', { user: student, api });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Session: Wednesday, September 9, 2026' }),
    ).toBeTruthy();
    expect(router.state.location.pathname).toBe('/course/7/session/4');
    expect(router.state.historyAction).toBe('REPLACE');
    const list = api.urls.find((url) => url.pathname === '/api/courses/7/sessions');
    expect(list?.searchParams.get('date')).toBe('2026-09-09');
  });

  it('says when no session is scheduled that day, with a link back to the course', async () => {
    renderApp('/course/7/session/date/2026-09-10', {
      user: student,
      api: createFakeApi({ 'GET /courses/7/sessions': ok([]) }),
    });
    expect(await screen.findByText('No session is scheduled on Thursday, September 10, 2026.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Course' }).getAttribute('href')).toBe('/course/7');
  });

  it("shows the server's 403 message", async () => {
    renderApp('/course/7/session/date/2026-09-10', {
      user: student,
      api: createFakeApi({ 'GET /courses/7/sessions': fail(403, ENROLLMENT_MESSAGES.sessionsHidden) }),
    });
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(ENROLLMENT_MESSAGES.sessionsHidden),
    );
  });
});
