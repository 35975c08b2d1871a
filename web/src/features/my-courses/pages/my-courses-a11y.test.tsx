import { screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { createFakeApi, ok } from '../../../testing/fake-api';
import { renderApp } from '../../../testing/render-app';
import { teacherUser } from '../../../testing/users';
import {
  candidate,
  courseEnrollment,
  dashboard,
  enrollment,
  jchen,
  person,
  robotics,
  science,
  terry,
  writing,
} from '../testing/sample-my-courses';

const emma = person(21, 'Emma', 'Wilson', 'emma.wilson');

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

function api() {
  return createFakeApi({
    'GET /organizations/owned': ok([]),
    'GET /dashboard/courses': ok(dashboard({ owned: [robotics, science, writing], editing: [science] })),
    'GET /user/enrolled-courses': ok([courseEnrollment(1, writing, emma, 'requested')]),
    'GET /user/recommended-courses': ok([]),
    'GET /user/children-courses': ok([courseEnrollment(2, robotics, emma)]),
    'GET /admin/courses/1/users': ok({
      owners: [terry],
      editors: [jchen],
      candidates: [candidate(emma, { school_grade: '8', groups: [{ id: 1, name: 'Grade 8 Science' }] })],
    }),
    'GET /courses/1/enrollments': ok([enrollment(1, 1, emma), enrollment(2, 1, terry, 'requested')]),
  });
}

describe('My Courses accessibility', () => {
  it('has no serious axe violations on the tab and in each modal', async () => {
    const view = renderApp('/dashboard/my-courses', { api: api(), user: teacherUser() });
    await screen.findByRole('table', { name: "Courses I'm an owner" }, { timeout: 5000 });
    await screen.findByRole('region', { name: "My Children's Courses" });
    expect(await seriousViolations()).toEqual([]);
    // WCAG 2.5.3 (label in name; axe leaves it 'incomplete' without layout): every button's name starts
    // with the text it shows, so 'click Owners/Editors' works by voice.
    const table = screen.getByRole('table', { name: "Courses I'm an owner" });
    for (const button of within(table).getAllByRole('button')) {
      const shown = button.textContent?.trim() ?? '';
      const name = button.getAttribute('aria-label') ?? shown;
      expect(shown).not.toBe('');
      expect(name.startsWith(shown), `"${name}" should start with "${shown}"`).toBe(true);
    }

    await view.userEvent.click(
      screen.getByRole('button', { name: 'Owners/Editors of Introduction to Robotics' }),
    );
    const staff = await screen.findByRole('dialog', { name: /Owners and Editors/ });
    await within(staff).findByRole('group', { name: 'Owners' });
    expect(await seriousViolations(staff)).toEqual([]);
    await view.userEvent.keyboard('{Escape}');

    await view.userEvent.click(
      await screen.findByRole('button', { name: 'Enrollments of Introduction to Robotics' }),
    );
    const enrollments = await screen.findByRole('dialog', { name: /Enrollments:/ });
    await within(enrollments).findByRole('table', { name: 'Pending Requests' });
    expect(await seriousViolations(enrollments)).toEqual([]);

    await view.userEvent.click(within(enrollments).getByRole('button', { name: 'Add Student' }));
    const add = await screen.findByRole('dialog', { name: /Add Students:/ });
    await within(add).findByRole('group', { name: 'Students' });
    expect(await seriousViolations(add)).toEqual([]);
    // Four axe runs over a tab that also lists waitlists: past the 20 s default on a busy machine.
  }, 60_000);
});
