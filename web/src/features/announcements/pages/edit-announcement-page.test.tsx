import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fail, ok } from '../../../testing/fake-api';
import { renderApp } from '../../../testing/render-app';
import { testUser } from '../../../testing/users';
import { announcement, recordingApi } from '../../groups/testing/group-fixtures';
import { dateTimeLocalOf } from '../lib/date-time-local';

const viewer = testUser({ id: 2, username: 'coordinator' });
const from = '2026-03-10T14:30:00.000Z';

describe('edit announcement page', () => {
  it('shows the stored values in local time and saves them back', async () => {
    const stored = announcement(5, {
      title: 'Bring goggles',
      body: '<p>Goggles on.</p>',
      available_from: from,
      available_until: '2026-03-20',
      is_active: false,
    });
    const api = recordingApi({
      'GET /groups/7/announcements/5': ok({ announcement: stored, is_coordinator: true }),
      'PUT /groups/7/announcements/5': (call) => ok({ ...stored, ...(call.body as object) }),
    });
    const view = renderApp('/groups/7/announcements/5/edit', { api, user: viewer });
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit Announcement' })).toBeTruthy();
    expect((screen.getByLabelText(/^Title/) as HTMLInputElement).value).toBe('Bring goggles');
    expect((screen.getByLabelText(/^Available from/) as HTMLInputElement).value).toBe(
      dateTimeLocalOf(new Date(from)),
    );
    // A whole-day bound ends with its day.
    expect((screen.getByLabelText(/^Available until/) as HTMLInputElement).value).toBe('2026-03-20T23:59');
    expect((screen.getByRole('checkbox', { name: /Active/ }) as HTMLInputElement).checked).toBe(false);
    expect(screen.getByRole('textbox', { name: /^Body/ }).textContent).toBe('Goggles on.');

    await view.userEvent.clear(screen.getByLabelText(/^Title/));
    await view.userEvent.type(screen.getByLabelText(/^Title/), 'Bring your goggles');
    await view.userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/groups/7/announcements/5'));
    expect(api.calls.find((call) => call.method === 'PUT')?.body).toEqual({
      title: 'Bring your goggles',
      body: '<p>Goggles on.</p>',
      available_from: from,
      available_until: new Date(2026, 2, 20, 23, 59).toISOString(),
      is_active: false,
    });
  });

  it('says Failed to update announcement when the save fails', async () => {
    const api = recordingApi({
      'GET /groups/7/announcements/5': ok({ announcement: announcement(5), is_coordinator: true }),
      'PUT /groups/7/announcements/5': fail(500, ''),
    });
    const view = renderApp('/groups/7/announcements/5/edit', { api, user: viewer });
    await view.userEvent.click(await screen.findByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Failed to update announcement')).toBeTruthy();
  });
});
