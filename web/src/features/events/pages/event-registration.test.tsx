import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createFakeApi, fail, ok } from '../../../testing/fake-api';
import { renderApp } from '../../../testing/render-app';
import { testUser } from '../../../testing/users';
import { campusEvent, rsvp } from '../testing/event-fixtures';

function panel() {
  return screen.getByRole('region', { name: 'Registration Status' });
}

describe('event page: registering oneself for a free event', () => {
  it('registers with Yes, a quantity and a note; the panel then shows Registered', async () => {
    let mine: unknown[] = [];
    const api = createFakeApi({
      'GET /user/events/5': ok(campusEvent(5, { max_capacity: 20, seats_taken: 3 })),
      'GET /user/rsvps': () => ok(mine),
    });
    api.on('POST /events/5/rsvp', (call) => {
      mine = [rsvp(40, 5, { ...(call.body as object), status: 'approved' })];
      return { status: 201, body: { status: 'success', data: mine[0] } };
    });
    const view = renderApp('/event/5', { api, user: testUser() });
    expect(await screen.findByText('17 seats left')).toBeTruthy();
    await view.userEvent.click(await screen.findByRole('button', { name: 'Register for Free' }));
    const dialog = await screen.findByRole('dialog', { name: 'Register for Event' });
    expect(within(dialog).getByRole('radio', { name: 'Yes' })).toHaveProperty('checked', true);
    const quantity = within(dialog).getByRole('textbox', { name: /Quantity/ });
    await view.userEvent.clear(quantity);
    await view.userEvent.type(quantity, '2');
    await view.userEvent.type(within(dialog).getByRole('textbox', { name: 'Note' }), 'Bringing my sister');
    expect(within(dialog).getByText('18/500')).toBeTruthy();
    await view.userEvent.click(within(dialog).getByRole('button', { name: 'Register' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const body = api.calls.find((call) => call.method === 'POST')?.body;
    expect(body).toEqual({ response: 'yes', quantity: 2, notes: 'Bringing my sister' });
    expect(
      await within(await screen.findByRole('region', { name: 'Registration Status' })).findByText(
        'Registered',
      ),
    ).toBeTruthy();
    expect(within(panel()).getByText('2')).toBeTruthy();
    expect(within(panel()).getByText('Bringing my sister')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Register for Free' })).toBeNull();
    expect(await screen.findByText('You are registered')).toBeTruthy();
    // The button that opened the modal is gone: focus goes to the new panel, not back to the page.
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Registration Status'));
  });

  it('shows Pending Approval when the event needs approval', async () => {
    let mine: unknown[] = [];
    const api = createFakeApi({
      'GET /user/events/6': ok(campusEvent(6, { approval_required: true })),
      'GET /user/rsvps': () => ok(mine),
      'POST /events/6/rsvp': () => {
        mine = [rsvp(41, 6, { status: 'pending' })];
        return { status: 201, body: { status: 'success', data: mine[0] } };
      },
    });
    const view = renderApp('/event/6', { api, user: testUser() });
    await view.userEvent.click(await screen.findByRole('button', { name: 'Register for Free' }));
    const dialog = await screen.findByRole('dialog', { name: 'Register for Event' });
    await view.userEvent.click(within(dialog).getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('Pending Approval')).toBeTruthy();
    expect(await screen.findByText('Registration sent: it waits for approval')).toBeTruthy();
  });

  it("shows the server's 409 message in the modal", async () => {
    const api = createFakeApi({
      'GET /user/events/7': ok(campusEvent(7, { max_capacity: 5, seats_taken: 4 })),
      'GET /user/rsvps': ok([]),
      'POST /events/7/rsvp': fail(409, 'Only 1 seat left for this event.'),
    });
    const view = renderApp('/event/7', { api, user: testUser() });
    expect(await screen.findByText('1 seat left')).toBeTruthy();
    await view.userEvent.click(await screen.findByRole('button', { name: 'Register for Free' }));
    const dialog = await screen.findByRole('dialog', { name: 'Register for Event' });
    const quantity = within(dialog).getByRole('textbox', { name: /Quantity/ });
    await view.userEvent.clear(quantity);
    await view.userEvent.type(quantity, '3');
    await view.userEvent.click(within(dialog).getByRole('button', { name: 'Register' }));
    expect(await within(dialog).findByText('Only 1 seat left for this event.')).toBeTruthy();
  });

  it('counts the note and stops it at 500 characters', async () => {
    const api = createFakeApi({
      'GET /user/events/8': ok(campusEvent(8)),
      'GET /user/rsvps': ok([]),
      'POST /events/8/rsvp': (call) => ({
        status: 201,
        body: { status: 'success', data: rsvp(42, 8, call.body as Record<string, unknown>) },
      }),
    });
    const view = renderApp('/event/8', { api, user: testUser() });
    await view.userEvent.click(await screen.findByRole('button', { name: 'Register for Free' }));
    const dialog = await screen.findByRole('dialog', { name: 'Register for Event' });
    expect(within(dialog).getByText('0/500')).toBeTruthy();
    const note = within(dialog).getByRole('textbox', { name: 'Note' });
    note.focus();
    // Issue 18: the box took 520 characters and showed '520/500'.
    await view.userEvent.paste('x'.repeat(520));
    expect(note).toHaveProperty('value', 'x'.repeat(500));
    expect(within(dialog).getByText('500/500')).toBeTruthy();
    await view.userEvent.click(within(dialog).getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(api.calls.some((call) => call.method === 'POST')).toBe(true));
    const sent = api.calls.find((call) => call.method === 'POST')?.body as { notes?: string } | undefined;
    expect(sent?.notes).toHaveLength(500);
  });

  it('edits an existing registration through Update Registration', async () => {
    let mine = [rsvp(50, 9, { response: 'maybe', quantity: 2, notes: 'Maybe late' })];
    const api = createFakeApi({
      'GET /user/events/9': ok(campusEvent(9)),
      'GET /user/rsvps': () => ok(mine),
      'PUT /user/rsvps/50': (call) => {
        mine = [rsvp(50, 9, call.body as Record<string, unknown>)];
        return ok(mine[0]);
      },
    });
    const view = renderApp('/event/9', { api, user: testUser() });
    expect(
      await within(await screen.findByRole('region', { name: 'Registration Status' })).findByText('Maybe'),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Register for Free' })).toBeNull();
    await view.userEvent.click(screen.getByRole('button', { name: 'Edit Registration' }));
    const dialog = await screen.findByRole('dialog', { name: 'Update Registration' });
    expect(within(dialog).getByRole('radio', { name: 'Maybe' })).toHaveProperty('checked', true);
    expect(within(dialog).getByRole('textbox', { name: 'Note' })).toHaveProperty('value', 'Maybe late');
    await view.userEvent.click(within(dialog).getByText('Yes'));
    await view.userEvent.click(within(dialog).getByRole('button', { name: 'Update Registration' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.calls.find((call) => call.method === 'PUT')?.body).toEqual({
      response: 'yes',
      quantity: 2,
      notes: 'Maybe late',
    });
    expect(await within(panel()).findByText('Yes')).toBeTruthy();
    expect(await screen.findByText('Registration updated')).toBeTruthy();
  });

  it("shows 'Failed to update registration. Please try again.' when the update fails", async () => {
    const api = createFakeApi({
      'GET /user/events/10': ok(campusEvent(10)),
      'GET /user/rsvps': ok([rsvp(51, 10)]),
      'PUT /user/rsvps/51': { status: 500, body: { status: 'error' } },
    });
    const view = renderApp('/event/10', { api, user: testUser() });
    await view.userEvent.click(await screen.findByRole('button', { name: 'Edit Registration' }));
    const dialog = await screen.findByRole('dialog', { name: 'Update Registration' });
    await view.userEvent.click(within(dialog).getByRole('button', { name: 'Update Registration' }));
    expect(await within(dialog).findByText('Failed to update registration. Please try again.')).toBeTruthy();
  });
});
