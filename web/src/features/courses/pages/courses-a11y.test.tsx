import { screen } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { createFakeApi, ok } from '../../../testing/fake-api';
import { renderApp } from '../../../testing/render-app';
import { testUser } from '../../../testing/users';
import { course, coursePage } from '../testing/course-fixtures';

/**
 * Structure checks (names, roles, headings, labels) with axe-core in the DOM the tests render. Colour
 * contrast needs real layout, so the browser journeys measure it; here it is left out.
 */
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

const abilities = { edit: true, manage: true, view_sessions: true, enroll: true };

describe('courses accessibility and keyboard', () => {
  it('/courses has no serious axe violations and its card links are reached with Tab', async () => {
    const api = createFakeApi({
      'GET /courses': ok(coursePage([course(1), course(2, { teacher: null })], 1, 2, 12, 14)),
    });
    const view = renderApp('/courses', { api });
    await screen.findByRole('link', { name: 'Course 1' });
    expect(await seriousViolations()).toEqual([]);
    const link = screen.getByRole('link', { name: 'Course 1' });
    for (let step = 0; step < 30 && document.activeElement !== link; step += 1) await view.userEvent.tab();
    expect(document.activeElement).toBe(link);
  });

  it('/course/{id} has no serious axe violations, and Enroll and the links are reached with Tab', async () => {
    const api = createFakeApi({
      'GET /user/courses/1': ok(
        // Still running (the fixture's day has passed, and an ended course offers no Enroll).
        course(1, {
          name: 'Robotics',
          end_date: '2099-12-31',
          abilities: { ...abilities, view_sessions: false },
        }),
      ),
    });
    const view = renderApp('/course/1', { api, user: testUser() });
    const enroll = await screen.findByRole('button', { name: 'Enroll' });
    expect(await seriousViolations()).toEqual([]);
    const reached = new Set<Element>();
    for (let step = 0; step < 40; step += 1) {
      await view.userEvent.tab();
      if (document.activeElement) reached.add(document.activeElement);
    }
    expect(reached.has(enroll)).toBe(true);
    expect(reached.has(screen.getByRole('link', { name: 'Edit Course' }))).toBe(true);
    expect(reached.has(screen.getByRole('link', { name: 'Back to Courses' }))).toBe(true);
    // One h1, then h2s only (no level is skipped).
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.queryAllByRole('heading', { level: 3 })).toHaveLength(0);
  });

  it('the unenroll dialog has no serious axe violations and opens on Cancel', async () => {
    const api = createFakeApi({
      'GET /user/courses/1': ok(
        course(1, { enrollment_status: 'enrolled', abilities: { ...abilities, view_sessions: false } }),
      ),
    });
    const view = renderApp('/course/1', { api, user: testUser() });
    await view.userEvent.click(await screen.findByRole('button', { name: 'Unenroll' }));
    const dialog = await screen.findByRole('dialog', { name: 'Unenroll' });
    expect(await seriousViolations(dialog)).toEqual([]);
    expect(document.activeElement?.textContent).toBe('Cancel');
  });
});
