import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createFakeApi, fail, ok } from '../../../testing/fake-api';
import { renderApp } from '../../../testing/render-app';
import { testUser } from '../../../testing/users';
import { campusEvent, rsvp, ticket } from '../testing/event-fixtures';

/** A paid event whose first ticket type is not on sale: a seat costs the first active one, $15. */
const paidEvent = (id: number) =>
  campusEvent(id, {
    is_free: false,
    ticket_types: [
      ticket(1, { name: 'Early Bird', price: 9, is_active: false }),
      ticket(2, { name: 'General Admission', price: 15 }),
    ],
  });

describe('event page: Register for Paid Event', () => {
  it('registers with a payment type, a quantity and a note; the status panel then shows', async () => {
    let mine: unknown[] = [];
    const api = createFakeApi({
      'GET /user/events/6': ok(paidEvent(6)),
      'GET /user/rsvps': () => ok(mine),
      'POST /events/6/rsvp': (call) => {
        mine = [rsvp(40, 6, { ...(call.body as object), status: 'pending' })];
        return { status: 201, body: { status: 'success', data: mine[0] } };
      },
    });
    const view = renderApp('/event/6', { api, user: testUser() });
    expect(await screen.findByRole('button', { name: 'Buy Ticket' })).toBeTruthy();
    await view.userEvent.click(await screen.findByRole('button', { name: 'Register for Paid Event' }));
    const dialog = await screen.findByRole('dialog', { name: 'Register for Paid Event' });
    for (const label of ['Credit Card', 'Cash', 'Zelle']) {
      expect(within(dialog).getByRole('radio', { name: label })).toBeTruthy();
    }
    expect(within(dialog).getByRole('radio', { name: 'Credit Card' })).toHaveProperty('checked', true);
    expect(within(dialog).getByText('Total: $15.00')).toBeTruthy();

    await view.userEvent.click(within(dialog).getByText('Zelle'));
    const quantity = within(dialog).getByRole('textbox', { name: /Quantity/ });
    await view.userEvent.clear(quantity);
    await view.userEvent.type(quantity, '3');
    expect(within(dialog).getByText('Total: $45.00')).toBeTruthy();
    await view.userEvent.type(within(dialog).getByRole('textbox', { name: 'Note' }), 'Paying on Friday');
    expect(within(dialog).getByText('16/500')).toBeTruthy();
    await view.userEvent.click(within(dialog).getByRole('button', { name: 'Register' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({
      response: 'yes',
      payment_type: 'zelle',
      quantity: 3,
      notes: 'Paying on Friday',
    });
    const panel = await screen.findByRole('region', { name: 'Registration Status' });
    expect(within(panel).getByText('Pending Approval')).toBeTruthy();
    expect(within(panel).getByText('Zelle')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Register for Paid Event' })).toBeNull();
    // Buying more tickets stays open to someone registered.
    expect(screen.getByRole('button', { name: 'Buy Ticket' })).toBeTruthy();
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Registration Status'));
  });

  it('shows the status panel instead of the button when the user has an RSVP', async () => {
    const api = createFakeApi({
      'GET /user/events/7': ok(paidEvent(7)),
      'GET /user/rsvps': ok([rsvp(41, 7, { payment_type: 'cash', quantity: 2, total_amount_owed: 30 })]),
    });
    renderApp('/event/7', { api, user: testUser() });
    const panel = await screen.findByRole('region', { name: 'Registration Status' });
    expect(within(panel).getByText('Cash')).toBeTruthy();
    expect(within(panel).getByText('$30.00')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Register for Paid Event' })).toBeNull();
  });

  it("shows 'Failed to register for event. Please try again.' when the server says nothing", async () => {
    const api = createFakeApi({
      'GET /user/events/8': ok(paidEvent(8)),
      'GET /user/rsvps': ok([]),
      'POST /events/8/rsvp': { status: 500, body: { status: 'error' } },
    });
    const view = renderApp('/event/8', { api, user: testUser() });
    await view.userEvent.click(await screen.findByRole('button', { name: 'Register for Paid Event' }));
    const dialog = await screen.findByRole('dialog', { name: 'Register for Paid Event' });
    await view.userEvent.click(within(dialog).getByRole('button', { name: 'Register' }));
    expect(await within(dialog).findByText('Failed to register for event. Please try again.')).toBeTruthy();
  });

  it("shows the server's 409 message", async () => {
    const api = createFakeApi({
      'GET /user/events/9': ok(paidEvent(9)),
      'GET /user/rsvps': ok([]),
      'POST /events/9/rsvp': fail(409, 'Only 1 seat left for this event.'),
    });
    const view = renderApp('/event/9', { api, user: testUser() });
    await view.userEvent.click(await screen.findByRole('button', { name: 'Register for Paid Event' }));
    const dialog = await screen.findByRole('dialog', { name: 'Register for Paid Event' });
    await view.userEvent.click(within(dialog).getByRole('button', { name: 'Register' }));
    expect(await within(dialog).findByText('Only 1 seat left for this event.')).toBeTruthy();
  });
});
