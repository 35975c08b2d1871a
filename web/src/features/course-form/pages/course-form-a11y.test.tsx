import { fireEvent, screen } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { createFakeApi, ok } from '../../../testing/fake-api';
import { renderApp } from '../../../testing/render-app';
import { permissions, testUser } from '../../../testing/users';

/**
 * Structure checks (names, roles, labels) with axe-core in the DOM the tests render. Colour contrast needs
 * real layout, so it is left out here.
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

describe('course form accessibility', () => {
  it('has labels on every field and no serious axe violations, with every part open and errors shown', async () => {
    const api = createFakeApi({
      'GET /courses/teachers': ok([]),
      'GET /groups/coordinated-groups': ok([
        { id: 4, name: 'Grade 8 Science', description: null, creator: null, created_at: '2026-01-01' },
      ]),
    });
    const user = testUser({ username: 'teacher', permissions: permissions('create_course') });
    const view = renderApp('/create-course', { api, user });
    await screen.findByRole('heading', { level: 1, name: 'Create New Course' }, { timeout: 8_000 });
    await screen.findByRole('textbox', { name: /^Description/ }, { timeout: 8_000 });
    // Open every conditional part: private groups, paid price, online link, weekly days.
    await view.userEvent.click(screen.getByLabelText('Visibility', { selector: 'input' }));
    await view.userEvent.click(await screen.findByRole('option', { name: 'Private' }));
    await screen.findByRole('checkbox', { name: 'Grade 8 Science' });
    await view.userEvent.click(screen.getByRole('checkbox', { name: 'This is a free course' }));
    await view.userEvent.click(screen.getByRole('switch', { name: /Online Course/ }));
    await view.userEvent.click(screen.getByRole('checkbox', { name: 'This is a recurring course' }));
    await view.userEvent.click(screen.getByLabelText(/^Recurrence Type/, { selector: 'input' }));
    await view.userEvent.click(await screen.findByRole('option', { name: 'Weekly' }));
    fireEvent.change(screen.getByLabelText(/^Date/, { selector: 'input' }), { target: { value: '' } });
    expect(await seriousViolations()).toEqual([]);

    await view.userEvent.click(screen.getByRole('button', { name: 'Publish' }));
    await screen.findByText('Please select at least one day of the week');
    expect(await seriousViolations()).toEqual([]);
  }, 60_000);
});
