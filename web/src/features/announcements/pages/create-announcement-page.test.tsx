import { screen, waitFor } from '@testing-library/react';
import type { Editor } from '@tiptap/react';
import { describe, expect, it } from 'vitest';
import { fail, ok } from '../../../testing/fake-api';
import { renderApp } from '../../../testing/render-app';
import { testUser } from '../../../testing/users';
import {
  announcement,
  coordinatorPerson,
  groupDetail,
  recordingApi,
} from '../../groups/testing/group-fixtures';

const coordinator = testUser({ id: coordinatorPerson.id, username: 'coordinator' });
const member = testUser({ id: 3, username: 'student' });

function bodyEditor(): Editor {
  return (screen.getByRole('textbox', { name: /^Body/ }) as HTMLElement & { editor: Editor }).editor;
}

function setup(user = coordinator) {
  const api = recordingApi({
    'GET /groups/7': ok(groupDetail()),
    'POST /groups/7/announcements': (call) => ok(announcement(55, call.body as object)),
    'GET /groups/7/announcements/55': ok({ announcement: announcement(55), is_coordinator: true }),
  });
  return { api, view: renderApp('/groups/7/announcements/create', { api, user }) };
}

describe('create announcement page', () => {
  it('validates with the spec messages and focuses the first error', async () => {
    const { api, view } = setup();
    expect(await screen.findByRole('heading', { level: 1, name: 'Create Announcement' })).toBeTruthy();
    expect(document.title).toBe('Create Announcement · Campus');
    expect((screen.getByRole('checkbox', { name: /Active/ }) as HTMLInputElement).checked).toBe(true);
    const from = screen.getByLabelText(/^Available from/) as HTMLInputElement;
    expect(from.value).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/);
    await view.userEvent.clear(from);
    await view.userEvent.click(screen.getByRole('button', { name: 'Create Announcement' }));
    expect(await screen.findByText('Title is required')).toBeTruthy();
    expect(screen.getByText('Body is required')).toBeTruthy();
    expect(screen.getByText('Available from date is required')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText(/^Title/)));
    expect(screen.getByRole('textbox', { name: /^Body/ }).getAttribute('aria-invalid')).toBe('true');

    await view.userEvent.click(screen.getByLabelText(/^Title/));
    await view.userEvent.paste('x'.repeat(256));
    bodyEditor().commands.insertContent('<p>Hello class</p>');
    await view.userEvent.type(from, '2026-03-10T09:00');
    await view.userEvent.type(screen.getByLabelText(/^Available until/), '2026-03-09T09:00');
    await view.userEvent.click(screen.getByRole('button', { name: 'Create Announcement' }));
    expect(await screen.findByText('Title may be at most 255 characters')).toBeTruthy();
    expect(screen.getByText('Available until date must be after available from date')).toBeTruthy();
    expect(screen.queryByText('Body is required')).toBeNull();
    expect(api.calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('posts the dates as ISO instants and opens the new announcement', async () => {
    const { api, view } = setup();
    await view.userEvent.type(await screen.findByLabelText(/^Title/), 'Lab safety');
    bodyEditor().commands.insertContent('<p>Goggles on.</p>');
    const from = screen.getByLabelText(/^Available from/);
    await view.userEvent.clear(from);
    await view.userEvent.type(from, '2026-03-10T09:00');
    await view.userEvent.click(screen.getByRole('checkbox', { name: /Active/ }));
    await view.userEvent.click(screen.getByRole('button', { name: 'Create Announcement' }));
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/groups/7/announcements/55'));
    expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({
      title: 'Lab safety',
      body: '<p>Goggles on.</p>',
      available_from: new Date('2026-03-10T09:00').toISOString(),
      available_until: null,
      is_active: false,
    });
  });

  it('shows the server field errors under the fields, or the fallback message', async () => {
    const { api, view } = setup();
    api.on(
      'POST /groups/7/announcements',
      fail(422, 'The given data was invalid', { title: ['The title has already been used', 'second'] }),
    );
    await view.userEvent.type(await screen.findByLabelText(/^Title/), 'Lab safety');
    bodyEditor().commands.insertContent('<p>Goggles on.</p>');
    await view.userEvent.click(screen.getByRole('button', { name: 'Create Announcement' }));
    expect(await screen.findByText('The title has already been used')).toBeTruthy();
    expect(screen.queryByText('second')).toBeNull();
    // Said once, under the field: no alert repeats it.
    expect(screen.getAllByText('The title has already been used')).toHaveLength(1);
    expect(screen.queryByText('Failed to create announcement')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText(/^Title/)));

    api.on('POST /groups/7/announcements', () => {
      throw new TypeError('Failed to fetch');
    });
    await view.userEvent.click(screen.getByRole('button', { name: 'Create Announcement' }));
    expect((await screen.findByText('Failed to create announcement')).closest('[role="alert"]')).toBeTruthy();
  });

  it('tells a member that only coordinators and admins post', async () => {
    setup(member);
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Create Announcement' })).toBeNull();
  });
});
