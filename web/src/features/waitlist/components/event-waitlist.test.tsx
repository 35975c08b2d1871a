import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createFakeApi, fail, ok } from '../../../testing/fake-api';
import { renderApp } from '../../../testing/render-app';
import { testUser } from '../../../testing/users';
import { campusEvent, rsvp, ticket } from '../../events/testing/event-fixtures';
import { waitlistEntry } from '../testing/sample-waitlist';

const FULL = campusEvent(5, { title: 'Robotics Demo', max_capacity: 2, seats_taken: 2 });

function waitlistRegion() {
  return screen.findByRole('region', { name: 'Waitlist' });
}

describe('the waitlist on an event page', () => {
  it('a signed-in user joins a full free event, sees their place and leaves', async () => {
    let entry: unknown = null;
    const api = createFakeApi({
      'GET /user/events/5': ok(FULL),
      'GET /user/rsvps': ok([]),
      'GET /events/5/waitlist': () => ok(entry),
      'POST /events/5/waitlist': () => {
        entry = waitlistEntry(7, { event_id: 5, title: 'Robotics Demo', position: 2 });
        return { status: 201, body: { status: 'success', data: entry } };
      },
      'DELETE /events/5/waitlist': () => {
        entry = null;
        return ok(null);
      },
    });
    const view = renderApp('/event/5', { api, user: testUser() });
    expect(await screen.findByText('This event is full.')).toBeTruthy();
    const region = await waitlistRegion();
    await view.userEvent.click(within(region).getByRole('button', { name: 'Join waitlist' }));

    expect(await screen.findByText('You have joined the waitlist. You are number 2 in line.')).toBeTruthy();
    expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({});
    expect(await screen.findByText(/You are number 2 on the waitlist\./)).toBeTruthy();
    expect(within(await waitlistRegion()).getByText('#2 in line')).toBeTruthy();

    await view.userEvent.click(screen.getByRole('button', { name: 'Leave waitlist for Robotics Demo' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave waitlist' });
    expect(within(dialog).getByText(/You lose your place in line\./)).toBeTruthy();
    await view.userEvent.click(within(dialog).getByRole('button', { name: 'Leave waitlist' }));
    expect(await screen.findByText('You have left the waitlist.')).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Join waitlist' })).toBeTruthy();
    expect(api.calls.some((call) => call.method === 'DELETE' && call.path === '/events/5/waitlist')).toBe(
      true,
    );
  });

  it('an open offer counts down; Claim place makes the user attend', async () => {
    const expiresAt = new Date(Date.now() + 2 * 3_600_000 + 5 * 60_000).toISOString();
    let entry: unknown = waitlistEntry(9, {
      event_id: 5,
      status: 'offered',
      position: null,
      expires_at: expiresAt,
    });
    let mine: unknown[] = [];
    const api = createFakeApi({
      'GET /user/events/5': ok(FULL),
      'GET /user/rsvps': () => ok(mine),
      'GET /events/5/waitlist': () => ok(entry),
      'POST /waitlist/9/claim': () => {
        mine = [rsvp(40, 5, { status: 'approved' })];
        entry = null;
        return ok({
          entry: waitlistEntry(9, { event_id: 5, status: 'claimed', position: null }),
          kind: 'rsvp',
          rsvp_id: 40,
          enrollment_id: null,
          cart_item_id: null,
        });
      },
    });
    const view = renderApp('/event/5', { api, user: testUser() });
    const region = await waitlistRegion();
    expect(within(region).getByText('A place is free for you.')).toBeTruthy();
    expect(within(region).getByText('Place offered')).toBeTruthy();
    expect(within(region).getByRole('timer').textContent).toMatch(/^\(2 h (4|5) min left\)$/);
    await view.userEvent.click(
      within(region).getByRole('button', { name: 'Claim place for Parent-Teacher Night' }),
    );
    expect(await screen.findByText('The place is yours.')).toBeTruthy();
    expect(await screen.findByRole('region', { name: 'Registration Status' })).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Waitlist' })).toBeNull());
  });

  it('declining asks first; a refused claim says why', async () => {
    const expiresAt = new Date(Date.now() + 3_600_000).toISOString();
    const api = createFakeApi({
      'GET /user/events/5': ok(FULL),
      'GET /user/rsvps': ok([]),
      'GET /events/5/waitlist': ok(
        waitlistEntry(9, { event_id: 5, title: 'Robotics Demo', status: 'offered', expires_at: expiresAt }),
      ),
      'POST /waitlist/9/claim': fail(409, 'This offer has expired.'),
      'POST /waitlist/9/decline': ok(waitlistEntry(9, { status: 'declined' })),
    });
    const view = renderApp('/event/5', { api, user: testUser() });
    const region = await waitlistRegion();
    await view.userEvent.click(within(region).getByRole('button', { name: 'Claim place for Robotics Demo' }));
    expect(await within(region).findByRole('alert')).toHaveProperty('textContent', 'This offer has expired.');

    await view.userEvent.click(
      within(region).getByRole('button', { name: 'Decline the offer for Robotics Demo' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Decline offer' });
    expect(within(dialog).getByText(/It passes to the next in line\./)).toBeTruthy();
    await view.userEvent.click(within(dialog).getByRole('button', { name: 'Decline offer' }));
    expect(await screen.findByText('You have declined the offer.')).toBeTruthy();
  });

  it('a guest on a full event is asked to sign in first', async () => {
    const api = createFakeApi({ 'GET /events/5': ok(FULL) });
    const view = renderApp('/event/5', { api });
    const region = await waitlistRegion();
    await view.userEvent.click(within(region).getByRole('button', { name: 'Sign in to join the waitlist' }));
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/login'));
    expect(view.router.state.location.search).toBe('?redirect=%2Fevent%2F5');
    expect(api.calls.some((call) => call.path.includes('waitlist'))).toBe(false);
  });

  it('a paid event offers the waitlist per sold-out ticket type; a claim goes to the cart', async () => {
    const expiresAt = new Date(Date.now() + 20 * 3_600_000).toISOString();
    const paid = campusEvent(6, {
      title: 'Jazz Night',
      is_free: false,
      ticket_types: [
        ticket(1, { name: 'General', max_quantity: 50, sold: 10 }),
        ticket(2, { name: 'VIP', max_quantity: 5, sold: 5 }),
      ],
    });
    let entry: unknown = null;
    const api = createFakeApi({
      'GET /user/events/6': ok(paid),
      'GET /user/rsvps': ok([]),
      'GET /cart': ok({ items: [], total_amount: 0 }),
      'GET /waitlist': ok([]),
      'GET /events/6/waitlist': () => ok(entry),
      'POST /events/6/waitlist': (call) => {
        entry = waitlistEntry(11, {
          event_id: 6,
          target: 'ticket_type',
          ticket_type_id: 2,
          ticket_type_name: 'VIP',
          title: 'Jazz Night',
          status: 'offered',
          position: null,
          expires_at: expiresAt,
        });
        expect(call.body).toEqual({ ticket_type_id: 2 });
        return { status: 201, body: { status: 'success', data: entry } };
      },
      'POST /waitlist/11/claim': () =>
        ok({
          entry: { ...(entry as object), status: 'in_cart' },
          kind: 'cart',
          rsvp_id: null,
          enrollment_id: null,
          cart_item_id: 3,
        }),
    });
    const view = renderApp('/event/6', { api, user: testUser() });
    const region = await waitlistRegion();
    expect(within(region).queryByRole('button', { name: 'Join waitlist for General' })).toBeNull();
    await view.userEvent.click(within(region).getByRole('button', { name: 'Join waitlist for VIP' }));
    expect(await screen.findByText('A VIP ticket is free for you.')).toBeTruthy();
    await view.userEvent.click(screen.getByRole('button', { name: 'Claim ticket for VIP for Jazz Night' }));
    expect(
      await screen.findByText(
        'The ticket is in your cart, held for you until the offer ends: check out before then.',
      ),
    ).toBeTruthy();
    expect(await screen.findByRole('dialog', { name: /^Shopping Cart/ })).toBeTruthy();
  });

  it('shows nothing of the waitlist while there are seats', async () => {
    const api = createFakeApi({
      'GET /user/events/5': ok(campusEvent(5, { max_capacity: 20, seats_taken: 3 })),
      'GET /user/rsvps': ok([]),
      'GET /events/5/waitlist': ok(null),
    });
    renderApp('/event/5', { api, user: testUser() });
    expect(await screen.findByText('17 seats left')).toBeTruthy();
    await waitFor(() => expect(api.calls.some((call) => call.path === '/events/5/waitlist')).toBe(true));
    expect(screen.queryByRole('region', { name: 'Waitlist' })).toBeNull();
  });
});
