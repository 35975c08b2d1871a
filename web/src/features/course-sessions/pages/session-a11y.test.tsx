import { configure, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { createFakeApi, ok } from '../../../testing/fake-api';
import { renderApp } from '../../../testing/render-app';
import { teacherUser, testUser } from '../../../testing/users';
import { renderSessionsSection } from '../testing/render-section';
import { courseSession, sessionCourse, sessionImage, summary } from '../testing/session-fixtures';

configure({ asyncUtilTimeout: 10_000 });

/** Serious axe violations of the rendered DOM (contrast needs real layout: the browser journeys check it). */
async function seriousViolations(root: Element = document.body) {
  const results = await axe.run(root, {
    rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
  });
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
}

const student = testUser({ username: 'student', first_name: 'Sam', last_name: 'Lee' });

function staffApi() {
  return createFakeApi({
    'GET /user/courses/7': ok(sessionCourse(7, true)),
    'GET /courses/7/sessions/1': ok(
      courseSession(1, {
        roster: [summary(student)],
        images: [sessionImage(11, 0, 'Gears'), sessionImage(12, 1)],
        notes: [
          {
            id: 31,
            course_session_id: 1,
            user_id: null,
            author_id: 21,
            content: 'Bring batteries',
            created_at: '2026-09-07T16:00:00.000Z',
          },
        ],
      }),
    ),
  });
}

describe('course sessions accessibility and keyboard', { timeout: 60_000 }, () => {
  it('the staff session page has no serious violations, one h1, and its controls are reached with Tab', async () => {
    const view = renderApp('/course/7/session/1', { user: teacherUser(), api: staffApi() });
    const edit = await screen.findByRole('button', { name: 'Edit Session' });
    expect(await seriousViolations()).toEqual([]);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    const reached = new Set<Element>();
    for (let step = 0; step < 60; step += 1) {
      await view.userEvent.tab();
      if (document.activeElement) reached.add(document.activeElement);
    }
    expect(reached.has(screen.getByRole('link', { name: 'Back to Course' }))).toBe(true);
    expect(reached.has(edit)).toBe(true);
    expect(reached.has(screen.getByRole('button', { name: 'Save attendance for Sam Lee' }))).toBe(true);
    expect(reached.has(screen.getByRole('button', { name: 'Upload Images' }))).toBe(true);
  });

  it('the edit dialog opens and closes by keyboard, focus inside, without serious violations', async () => {
    const view = renderApp('/course/7/session/1', { user: teacherUser(), api: staffApi() });
    const edit = await screen.findByRole('button', { name: 'Edit Session' });
    edit.focus();
    await view.userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Edit Session' });
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    expect(await seriousViolations(dialog)).toEqual([]);
    await view.userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('a student session page has no serious violations', async () => {
    const api = createFakeApi({
      'GET /user/courses/7': ok(sessionCourse(7, false)),
      'GET /courses/7/sessions/1': ok(courseSession(1)),
    });
    renderApp('/course/7/session/1', { user: student, api });
    await screen.findByRole('region', { name: 'My Attendance' });
    expect(await seriousViolations()).toEqual([]);
  });

  it('the sessions section and Generate Sessions have no serious violations; the modal opens and closes by keyboard', async () => {
    const view = renderSessionsSection(
      sessionCourse(7, true),
      teacherUser(),
      createFakeApi({ 'GET /courses/7/sessions': ok([courseSession(1)]) }),
    );
    await screen.findByRole('link', { name: /September 7/ });
    expect(await seriousViolations()).toEqual([]);
    screen.getByRole('button', { name: 'Generate Sessions' }).focus();
    await view.userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Generate Sessions' });
    await waitFor(() => expect(document.activeElement).toBe(within(dialog).getByLabelText(/Start Date/)));
    expect(await seriousViolations(dialog)).toEqual([]);
    await view.userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
