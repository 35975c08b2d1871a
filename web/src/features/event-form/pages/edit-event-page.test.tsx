import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFakeApi, fail, ok } from '../../../testing/fake-api';
import { renderApp } from '../../../testing/render-app';
import { adminUser, permissions, testUser } from '../../../testing/users';
import { campusEvent, ticket } from '../../events/testing/event-fixtures';

const owner = testUser({ id: 31, username: 'coordinator', permissions: permissions('create_course') });

const stored = campusEvent(9, {
  title: 'Robotics Showcase',
  status: 'pending',
  is_free: false,
  visibility: 'private',
  group_ids: [4, 6],
  groups: [
    { id: 4, name: 'Grade 8 Science' },
    { id: 6, name: 'Robotics Club' },
  ],
  owners: [{ id: 31, username: 'coordinator', first_name: 'Carmen', middle_name: null, last_name: 'Diaz' }],
  ticket_types: [
    ticket(3, { name: 'Student', price: 5 }),
    ticket(4, { name: 'Adult', price: 10, max_quantity: null, is_active: false }),
  ],
});

function setup(user = owner, answer = ok(stored)) {
  const api = createFakeApi({
    'GET /user/events/9': answer,
    'GET /groups/coordinated-groups': ok([
      { id: 4, name: 'Grade 8 Science', description: null, creator: null, created_at: '2026-01-01' },
    ]),
    'PUT /events/9': (call) =>
      ok({ ...stored, status: 'pending', title: (call.body as { title: string }).title }),
  });
  return { api, view: renderApp('/edit-event/9', { api, user }) };
}

function formReady() {
  return screen.findByLabelText(/^Event Title/, {}, { timeout: 8_000 });
}

afterEach(() => {
  vi.useRealTimers();
});

describe('edit event page', () => {
  it('loads the stored event; an owner without create_event requests publishing and goes to /dashboard', async () => {
    const { api, view } = setup();
    await formReady();
    expect(document.title).toBe('Edit Event · Campus');
    expect((screen.getByLabelText(/^Event Title/) as HTMLInputElement).value).toBe('Robotics Showcase');
    expect((screen.getByLabelText(/^Start Time/, { selector: 'input' }) as HTMLInputElement).value).toBe(
      '2:00 PM',
    );
    expect((screen.getByLabelText(/^End Time/, { selector: 'input' }) as HTMLInputElement).value).toBe(
      '4:30 PM',
    );
    // The event's groups stay listed, also one the user does not coordinate.
    expect(
      ((await screen.findByRole('checkbox', { name: 'Grade 8 Science' })) as HTMLInputElement).checked,
    ).toBe(true);
    expect((screen.getByRole('checkbox', { name: 'Robotics Club' }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getAllByRole('group', { name: /^Ticket Type/ })).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Publish Event' })).toBeNull();

    const title = screen.getByLabelText(/^Event Title/);
    await view.userEvent.clear(title);
    await view.userEvent.type(title, 'Robotics Expo');
    await view.userEvent.click(screen.getByRole('button', { name: 'Remove ticket type 1' }));
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await view.userEvent.click(screen.getByRole('button', { name: 'Request to publish' }));
    expect(await screen.findByRole('heading', { name: 'Event Updated Successfully' })).toBeTruthy();
    const body = api.calls.find((call) => call.method === 'PUT')?.body as Record<string, unknown>;
    expect(body).toMatchObject({
      title: 'Robotics Expo',
      status: 'published',
      group_ids: [4, 6],
      ticket_types: [
        { id: 4, name: 'Adult', price: 10, description: null, max_quantity: null, is_active: false },
      ],
    });
    await act(async () => {
      vi.advanceTimersByTime(2_000);
    });
    await waitFor(() => expect(view.router.state.location.pathname).toMatch(/^\/dashboard/));
  }, 60_000);

  it('an admin sees Publish Event; Save Draft sends draft', async () => {
    const { api, view } = setup(adminUser());
    api.on('GET /groups', ok([]));
    await formReady();
    expect(screen.getByRole('button', { name: 'Publish Event' })).toBeTruthy();
    await view.userEvent.click(screen.getByRole('button', { name: 'Save Draft' }));
    await screen.findByRole('heading', { name: 'Event Updated Successfully' });
    expect(api.calls.find((call) => call.method === 'PUT')?.body).toMatchObject({ status: 'draft' });
  }, 30_000);

  it("says 'Event not found' for a 404 and refuses someone who does not own the event", async () => {
    const missing = setup(owner, fail(404, 'Event not found'));
    expect((await screen.findByRole('alert', {}, { timeout: 8_000 })).textContent).toBe('Event not found');
    expect(screen.getByRole('link', { name: 'Back to Dashboard' })).toBeTruthy();
    missing.view.unmount();

    setup(testUser({ id: 50, username: 'student' }));
    const alert = await screen.findByRole('alert', {}, { timeout: 8_000 });
    expect(alert.textContent).toBe('You do not have permission to edit this event.');
    expect(within(document.body).queryByRole('button', { name: /Publish/ })).toBeNull();
  }, 30_000);
});
