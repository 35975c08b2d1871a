import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fail, ok } from '../../../testing/fake-api';
import { renderApp } from '../../../testing/render-app';
import { testUser } from '../../../testing/users';
import { announcement, groupDetail, page, recordingApi } from '../../groups/testing/group-fixtures';

const viewer = testUser({ id: 2, username: 'coordinator' });

const stored = announcement(5, {
  title: 'Bring goggles',
  body: '<p>Goggles <strong>on</strong>.</p>',
  available_from: '2026-03-10',
  available_until: '2026-03-20',
  group: { id: 7, name: 'Grade 8 Science' },
});

describe('announcement page', () => {
  it('shows the announcement with its status, dates and body; no Edit or Delete for a member', async () => {
    const api = recordingApi({
      'GET /groups/7/announcements/5': ok({ announcement: stored, is_coordinator: false }),
    });
    renderApp('/groups/7/announcements/5', { api, user: viewer });
    expect(await screen.findByRole('heading', { level: 1, name: 'Bring goggles' })).toBeTruthy();
    expect(document.title).toBe('Bring goggles · Campus');
    // (DOMPurify does not sanitize under happy-dom; the journey checks the body in Chromium.)
    expect(screen.getByText('on').tagName).toBe('STRONG');
    expect(screen.getByText('Mar 10, 2026')).toBeTruthy();
    expect(screen.getByText('Mar 20, 2026')).toBeTruthy();
    expect(screen.getByText(/Active|Scheduled|Expired/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to group' }).getAttribute('href')).toBe('/group/7');
    expect(screen.queryByRole('link', { name: 'Edit' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
  });

  it('lets a coordinator delete after confirming, then goes back to the group', async () => {
    const api = recordingApi({
      'GET /groups/7/announcements/5': ok({ announcement: stored, is_coordinator: true }),
      'DELETE /groups/7/announcements/5': fail(500, 'Server Error'),
      'GET /groups/7': ok(groupDetail()),
      'GET /groups/7/announcements': ok(page([])),
    });
    const view = renderApp('/groups/7/announcements/5', { api, user: viewer });
    expect((await screen.findByRole('link', { name: 'Edit' })).getAttribute('href')).toBe(
      '/groups/7/announcements/5/edit',
    );
    await view.userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Announcement' });
    expect(within(dialog).getByText(/This action cannot be undone/)).toBeTruthy();
    await view.userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(dialog).findByText('Server Error')).toBeTruthy();

    api.on('DELETE /groups/7/announcements/5', () => {
      throw new TypeError('Failed to fetch');
    });
    await view.userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(dialog).findByText('Failed to delete announcement')).toBeTruthy();

    api.on('DELETE /groups/7/announcements/5', ok(null));
    await view.userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/group/7'));
    expect(await screen.findByText('No Announcements')).toBeTruthy();
  });

  it('says Failed to load announcement, or the server message', async () => {
    const api = recordingApi({});
    api.on('GET /groups/7/announcements/5', () => {
      throw new TypeError('Failed to fetch');
    });
    renderApp('/groups/7/announcements/5', { api, user: viewer });
    expect(await screen.findByText('Failed to load announcement')).toBeTruthy();
  });
});
