import type { CampusEvent } from '@campus/sdk';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Editor } from '@tiptap/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFakeApi, fail, ok, type RecordedCall } from '../../../testing/fake-api';
import { renderApp } from '../../../testing/render-app';
import { adminUser, permissions, teacherUser, testUser } from '../../../testing/users';
import { campusEvent } from '../../events/testing/event-fixtures';

function descriptionEditor(): Promise<Editor> {
  return screen
    .findByRole('textbox', { name: /^Description/ }, { timeout: 8_000 })
    .then((element) => (element as HTMLElement & { editor: Editor }).editor);
}

function savedEvent(call: RecordedCall, overrides: Partial<CampusEvent> = {}): CampusEvent {
  const body = call.body as Record<string, unknown>;
  return campusEvent(77, {
    title: body.title as string,
    status: body.status === 'draft' ? 'draft' : 'published',
    ...overrides,
  });
}

function setup(user = teacherUser()) {
  const api = createFakeApi({
    'POST /events': (call) => ok(savedEvent(call)),
    'GET /user/events/77': ok(campusEvent(77)),
    'GET /groups/coordinated-groups': ok([
      { id: 4, name: 'Grade 8 Science', description: null, creator: null, created_at: '2026-01-01' },
    ]),
    'GET /groups': ok([
      { id: 4, name: 'Grade 8 Science', description: null, creator: null, created_at: '2026-01-01' },
      { id: 5, name: 'Chess Club', description: null, creator: null, created_at: '2026-01-01' },
    ]),
  });
  const view = renderApp('/create-event', { api, user });
  return { api, view };
}

/** The page and its lazy route load: a busy machine may take more than findBy's second. */
function formReady() {
  return screen.findByRole('heading', { level: 1, name: 'Create Event' }, { timeout: 8_000 });
}

async function fillRequired(view: ReturnType<typeof setup>['view']) {
  await formReady();
  await view.userEvent.type(screen.getByLabelText(/^Event Title/), 'Science Night');
  (await descriptionEditor()).commands.insertContent('<p>Stars and planets.</p>');
  fireEvent.change(screen.getByLabelText(/^Start Date/), { target: { value: '2026-05-01' } });
}

const posted = (api: ReturnType<typeof setup>['api']) =>
  api.calls.filter((call) => call.method === 'POST' && call.path === '/events');

afterEach(() => {
  vi.useRealTimers();
});

describe('create event page', () => {
  it('shows the four sections, the defaults and Publish Event for a create_event holder', async () => {
    setup();
    expect(await formReady()).toBeTruthy();
    expect(document.title).toBe('Create Event · Campus');
    for (const name of ['Basic Information', 'Visibility & Access', 'Date & Time', 'Event Pricing']) {
      expect(screen.getByRole('heading', { level: 2, name })).toBeTruthy();
    }
    expect((screen.getByLabelText(/^Start Time/, { selector: 'input' }) as HTMLInputElement).value).toBe(
      '9:00 AM',
    );
    expect((screen.getByLabelText(/^End Time/, { selector: 'input' }) as HTMLInputElement).value).toBe(
      '10:00 AM',
    );
    expect(screen.getByText('Optional: leave empty for a single-day event')).toBeTruthy();
    expect((screen.getByRole('checkbox', { name: 'This is a free event' }) as HTMLInputElement).checked).toBe(
      true,
    );
    expect((screen.getByRole('radio', { name: 'No - Direct Join' }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByRole('radio', { name: 'Yes - Approval Required' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Publish Event' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Save Draft' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Cancel' }).getAttribute('href')).toBe('/dashboard');
    expect(screen.queryByText(/Select Groups/)).toBeNull();
    const editor = await descriptionEditor();
    expect(editor.view.dom.closest('form')).toBeTruthy();
  });

  it('offers the time slots 6:00 AM to 11:30 PM in 30-minute steps', async () => {
    const { view } = setup();
    await formReady();
    await view.userEvent.click(screen.getByLabelText(/^Start Time/, { selector: 'input' }));
    const options = await screen.findAllByRole('option');
    expect(options).toHaveLength(36);
    expect(options[0]?.textContent).toBe('6:00 AM');
    expect(options[1]?.textContent).toBe('6:30 AM');
    expect(options.at(-1)?.textContent).toBe('11:30 PM');
  });

  it('shows every required message on the empty form, focuses the first and sends nothing', async () => {
    const { api, view } = setup();
    await formReady();
    await descriptionEditor();
    await view.userEvent.click(screen.getByRole('button', { name: 'Publish Event' }));
    expect(await screen.findByText('Event title is required')).toBeTruthy();
    expect(screen.getByText('Event description is required')).toBeTruthy();
    expect(screen.getByText('Event date is required')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText(/^Event Title/)));
    expect(posted(api)).toHaveLength(0);
  });

  it('checks end after start, end date, capacity, meeting link, groups and ticket fields', async () => {
    const { api, view } = setup();
    await fillRequired(view);
    // End time before start on the same day.
    await view.userEvent.click(screen.getByLabelText(/^Start Time/, { selector: 'input' }));
    await view.userEvent.click(await screen.findByRole('option', { name: '11:00 AM' }));
    await view.userEvent.type(screen.getByLabelText(/^Maximum Capacity/), '0');
    // Online without a link.
    await view.userEvent.click(screen.getByRole('switch', { name: /Online Event/ }));
    // Private without groups.
    await view.userEvent.click(screen.getByLabelText('Visibility', { selector: 'input' }));
    await view.userEvent.click(await screen.findByRole('option', { name: 'Private' }));
    expect(await screen.findByText('Grade 8 Science')).toBeTruthy();
    // Paid with an empty ticket name and price and a zero max quantity.
    await view.userEvent.click(screen.getByRole('checkbox', { name: 'This is a free event' }));
    const ticket = screen.getByRole('group', { name: 'Ticket Type 1' });
    await view.userEvent.clear(within(ticket).getByLabelText(/^Ticket Name/));
    await view.userEvent.clear(within(ticket).getByLabelText(/^Price/));
    await view.userEvent.clear(within(ticket).getByLabelText(/^Max Quantity/));
    await view.userEvent.type(within(ticket).getByLabelText(/^Max Quantity/), '0');

    await view.userEvent.click(screen.getByRole('button', { name: 'Publish Event' }));
    expect(await screen.findByText('End date and time must be later than start date and time')).toBeTruthy();
    expect(screen.getByText('Maximum capacity must be at least 1')).toBeTruthy();
    expect(screen.getByText('Meeting link is required for online events')).toBeTruthy();
    expect(screen.getByText('Please select at least one group for a private event')).toBeTruthy();
    expect(screen.getByText('Ticket name is required')).toBeTruthy();
    expect(screen.getByText('Price must be a number of at least 0')).toBeTruthy();
    expect(screen.getByText('Max quantity must be at least 1')).toBeTruthy();

    await view.userEvent.click(screen.getByLabelText(/^Meeting Link/));
    await view.userEvent.paste('not a link');
    fireEvent.change(screen.getByLabelText(/^End Date/), { target: { value: '2026-04-30' } });
    await view.userEvent.click(screen.getByRole('button', { name: 'Publish Event' }));
    expect(await screen.findByText('Please enter a valid URL')).toBeTruthy();
    expect(screen.getByText('End date cannot be before the start date')).toBeTruthy();
    expect(posted(api)).toHaveLength(0);
  }, 60_000);

  it('online clears the location and in person clears the link', async () => {
    const { api, view } = setup();
    await fillRequired(view);
    await view.userEvent.type(screen.getByLabelText(/^Location/), 'Gym');
    await view.userEvent.click(screen.getByRole('switch', { name: /Online Event/ }));
    expect(screen.queryByLabelText(/^Location/)).toBeNull();
    await view.userEvent.click(screen.getByLabelText(/^Meeting Link/));
    await view.userEvent.paste('https://meet.example.org/x');
    await view.userEvent.click(screen.getByRole('switch', { name: /Online Event/ }));
    expect((screen.getByLabelText(/^Location/) as HTMLInputElement).value).toBe('');
    await view.userEvent.click(screen.getByRole('switch', { name: /Online Event/ }));
    expect((screen.getByLabelText(/^Meeting Link/) as HTMLInputElement).value).toBe('');
    await view.userEvent.click(screen.getByLabelText(/^Meeting Link/));
    await view.userEvent.paste('https://meet.example.org/y');
    await view.userEvent.click(screen.getByRole('button', { name: 'Save Draft' }));
    await screen.findByRole('heading', { name: 'Event Created Successfully' });
    expect(posted(api)[0]?.body).toMatchObject({
      is_online: true,
      location: null,
      meeting_link: 'https://meet.example.org/y',
      status: 'draft',
    });
  }, 60_000);

  it('unticking free adds General Admission; add and remove ticket types; ticking free clears them', async () => {
    const { view } = setup();
    await formReady();
    await view.userEvent.click(screen.getByRole('checkbox', { name: 'This is a free event' }));
    const first = screen.getByRole('group', { name: 'Ticket Type 1' });
    expect((within(first).getByLabelText(/^Ticket Name/) as HTMLInputElement).value).toBe(
      'General Admission',
    );
    expect((within(first).getByLabelText(/^Max Quantity/) as HTMLInputElement).value).toBe('1');
    expect(screen.queryByRole('button', { name: /^Remove ticket type/ })).toBeNull();

    await view.userEvent.click(screen.getByRole('button', { name: 'Add Another Ticket Type' }));
    expect(screen.getAllByRole('group', { name: /^Ticket Type/ })).toHaveLength(2);
    expect(screen.getAllByRole('button', { name: /^Remove ticket type/ })).toHaveLength(2);
    await view.userEvent.click(screen.getByRole('button', { name: 'Remove ticket type 1' }));
    expect(screen.getAllByRole('group', { name: /^Ticket Type/ })).toHaveLength(1);
    expect(screen.queryByRole('button', { name: /^Remove ticket type/ })).toBeNull();

    await view.userEvent.click(screen.getByRole('checkbox', { name: 'This is a free event' }));
    expect(screen.queryByRole('group', { name: /^Ticket Type/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add Another Ticket Type' })).toBeNull();
  });

  it('publishes with two ticket types and groups, shows the success screen and opens the event after 2 seconds', async () => {
    const { api, view } = setup();
    await fillRequired(view);
    await view.userEvent.click(screen.getByLabelText('Visibility', { selector: 'input' }));
    await view.userEvent.click(await screen.findByRole('option', { name: 'Private' }));
    await view.userEvent.click(await screen.findByRole('checkbox', { name: 'Grade 8 Science' }));
    await view.userEvent.click(screen.getByRole('radio', { name: 'Yes - Approval Required' }));
    await view.userEvent.click(screen.getByRole('checkbox', { name: 'This is a free event' }));
    const first = screen.getByRole('group', { name: 'Ticket Type 1' });
    await view.userEvent.clear(within(first).getByLabelText(/^Price/));
    await view.userEvent.type(within(first).getByLabelText(/^Price/), '12.50');
    await view.userEvent.click(screen.getByRole('button', { name: 'Add Another Ticket Type' }));
    const second = screen.getByRole('group', { name: 'Ticket Type 2' });
    await view.userEvent.type(within(second).getByLabelText(/^Ticket Name/), 'VIP');
    await view.userEvent.type(within(second).getByLabelText(/^Price/), '30');
    await view.userEvent.type(within(second).getByLabelText(/^Description/), 'Front row');

    vi.useFakeTimers({ shouldAdvanceTime: true });
    await view.userEvent.click(screen.getByRole('button', { name: 'Publish Event' }));
    expect(await screen.findByRole('heading', { name: 'Event Created Successfully' })).toBeTruthy();
    expect(screen.queryByText(/pending approval/)).toBeNull();
    expect(screen.getByText('Taking you to the event…')).toBeTruthy();
    expect(posted(api)[0]?.body).toEqual({
      title: 'Science Night',
      description: '<p>Stars and planets.</p>',
      is_online: false,
      location: null,
      meeting_link: null,
      max_capacity: null,
      visibility: 'private',
      approval_required: true,
      group_ids: [4],
      date: '2026-05-01',
      event_start_time: '09:00',
      event_end_time: '10:00',
      event_end_date: null,
      is_free: false,
      ticket_types: [
        { name: 'General Admission', price: 12.5, description: null, max_quantity: 1, is_active: true },
        { name: 'VIP', price: 30, description: 'Front row', max_quantity: null, is_active: true },
      ],
      status: 'published',
      waitlist_claim_hours: 24,
    });
    expect(view.router.state.location.pathname).toBe('/create-event');
    await act(async () => {
      vi.advanceTimersByTime(2_000);
    });
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/event/77'));
  }, 60_000);

  it('says pending approval when the server answers pending', async () => {
    const { api, view } = setup();
    api.on('POST /events', (call) => ok(savedEvent(call, { status: 'pending' })));
    await fillRequired(view);
    await view.userEvent.click(screen.getByRole('button', { name: 'Publish Event' }));
    expect(await screen.findByRole('heading', { name: 'Event Created Successfully' })).toBeTruthy();
    expect(screen.getByText('Your event has been submitted and is pending approval.')).toBeTruthy();
  });

  it('shows the server field errors under the fields, else the server message or the fallback', async () => {
    const { api, view } = setup();
    api.on(
      'POST /events',
      fail(422, 'The given data was invalid', {
        title: ['Title is taken'],
        event_end_time: ['End is off'],
      }),
    );
    await fillRequired(view);
    await view.userEvent.click(screen.getByRole('button', { name: 'Publish Event' }));
    expect(await screen.findByText('Title is taken')).toBeTruthy();
    expect(screen.getByText('End is off')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText(/^Event Title/)));
    expect(screen.queryByRole('alert')).toBeNull();

    api.on('POST /events', fail(500, ''));
    await view.userEvent.click(screen.getByRole('button', { name: 'Publish Event' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'An error occurred while creating the event.',
    );

    api.on('POST /events', fail(403, 'You may not create events'));
    await view.userEvent.click(screen.getByRole('button', { name: 'Publish Event' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('You may not create events'));
  });

  it('offers an admin every group', async () => {
    const { view } = setup(adminUser());
    await formReady();
    await view.userEvent.click(screen.getByLabelText('Visibility', { selector: 'input' }));
    await view.userEvent.click(await screen.findByRole('option', { name: 'Private' }));
    expect(await screen.findByRole('checkbox', { name: 'Chess Club' })).toBeTruthy();
    expect(screen.getByText('Select Groups')).toBeTruthy();
  });

  it('sends a user without create_event to /dashboard and a guest to /login', async () => {
    const member = testUser({ username: 'coordinator', permissions: permissions('create_course') });
    const { view } = setup(member);
    await waitFor(() => expect(view.router.state.location.pathname).toMatch(/^\/dashboard/));
    view.unmount();
    window.localStorage.clear();
    const guest = renderApp('/create-event');
    await waitFor(() => expect(guest.router.state.location.pathname).toBe('/login'));
  });
});
