import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createFakeApi, ok } from '../../../testing/fake-api';
import { renderApp } from '../../../testing/render-app';
import { adminUser } from '../../../testing/users';

const api = () => createFakeApi({ 'GET /organizations': ok([]) });

describe('admin panel', () => {
  it('shows the tabs of the spec with Courses by default', async () => {
    renderApp('/admin', { api: api(), user: adminUser() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin Panel' })).toBeTruthy();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Dashboard',
      'Groups',
      'Users',
      'Events',
      'Courses',
      'Enrollments',
      'Course Calendar',
      'Organizations',
    ]);
    expect(screen.getByRole('tab', { name: 'Courses' }).getAttribute('aria-selected')).toBe('true');
    expect(document.title).toMatch(/^Admin Panel/);
  });

  it('keeps the tab in the URL', async () => {
    const view = renderApp('/admin?tab=organizations', { api: api(), user: adminUser() });
    expect(await screen.findByRole('heading', { level: 2, name: 'Organizations' })).toBeTruthy();
    expect(await screen.findByText('No Organizations')).toBeTruthy();
    await view.userEvent.click(screen.getByRole('tab', { name: 'Groups' }));
    await waitFor(() => expect(view.router.state.location.search).toBe('?tab=groups'));
    expect(screen.getByRole('heading', { level: 2, name: 'Groups' })).toBeTruthy();
    await view.userEvent.click(screen.getByRole('tab', { name: 'Courses' }));
    await waitFor(() => expect(view.router.state.location.search).toBe(''));
  });
});
