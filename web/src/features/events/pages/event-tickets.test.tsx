import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createFakeApi, fail, ok } from '../../../testing/fake-api';
import { renderApp } from '../../../testing/render-app';
import { campusEvent, ticket } from '../testing/event-fixtures';

const emptyCart = { items: [], total_amount: 0 };

/** A paid event: General Admission (no limit), VIP (3 left), Family (5 of 8 sold), Balcony (not on sale). */
function paidEvent() {
  return campusEvent(6, {
    title: 'Spring Gala',
    is_free: false,
    ticket_types: [
      ticket(1, {
        name: 'General Admission',
        price: 15,
        description: 'Entry to the hall',
        max_quantity: null,
      }),
      ticket(2, { name: 'VIP', price: 40, max_quantity: 3 }),
      ticket(3, { name: 'Family', price: 30, max_quantity: 8, sold: 5 }),
      ticket(4, { name: 'Balcony', price: 25, is_active: false }),
    ],
  });
}

async function openSelectTickets(api = createFakeApi()) {
  api.on('GET /events/6', ok(paidEvent()));
  api.on('GET /cart', ok(emptyCart));
  const view = renderApp('/event/6', { api });
  await view.userEvent.click(await screen.findByRole('button', { name: 'Buy Ticket' }));
  const dialog = await screen.findByRole('dialog', { name: 'Select Tickets' });
  return { ...view, dialog };
}

const quantity = (dialog: HTMLElement, name: string) =>
  within(dialog).getByRole('textbox', { name: `Quantity for ${name}` }) as HTMLInputElement;

describe('event page: Select Tickets', () => {
  it('opens for a guest, one card per ticket type, steppers capped at 10, what is left, and sold out', async () => {
    const { dialog, userEvent } = await openSelectTickets();
    const general = within(dialog).getByRole('listitem', { name: 'General Admission' });
    expect(within(general).getByText('$15.00')).toBeTruthy();
    expect(within(general).getByText('Entry to the hall')).toBeTruthy();

    const more = within(dialog).getByRole('button', { name: 'One more General Admission' });
    for (let i = 0; i < 12; i++) await userEvent.click(more);
    expect(quantity(dialog, 'General Admission').value).toBe('10');
    expect(more.getAttribute('aria-disabled')).toBe('true');
    expect(within(general).getByText('Subtotal: $150.00')).toBeTruthy();

    // Typing past the cap is refused.
    await userEvent.type(quantity(dialog, 'VIP'), '5');
    expect(quantity(dialog, 'VIP').value).toBe('0');
    await userEvent.clear(quantity(dialog, 'VIP'));
    await userEvent.type(quantity(dialog, 'VIP'), '3');
    expect(quantity(dialog, 'VIP').value).toBe('3');

    const family = within(dialog).getByRole('button', { name: 'One more Family' });
    for (let i = 0; i < 5; i++) await userEvent.click(family);
    expect(quantity(dialog, 'Family').value).toBe('3');

    const balcony = within(dialog).getByRole('listitem', { name: 'Balcony' });
    expect(within(balcony).getByText('Sold Out')).toBeTruthy();
    expect(quantity(dialog, 'Balcony').disabled).toBe(true);
    expect(within(dialog).getByRole('button', { name: 'One more Balcony' })).toHaveProperty('disabled', true);

    expect(within(dialog).getByText('Total: $360.00')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Add to Cart (16 tickets)' })).toBeTruthy();
  });

  it("says 'Please select at least one ticket.' and sends nothing when none is chosen", async () => {
    const { dialog, userEvent, api } = await openSelectTickets();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add to Cart (0 tickets)' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Please select at least one ticket.');
    expect(api.calls.some((call) => call.path === '/cart/add')).toBe(false);
  });

  it("adds one line per chosen type, then shows 'Tickets Added to Cart!'", async () => {
    const api = createFakeApi({ 'POST /cart/add': ok(emptyCart) });
    const { dialog, userEvent } = await openSelectTickets(api);
    await userEvent.click(within(dialog).getByRole('button', { name: 'One more General Admission' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'One more General Admission' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'One more Family' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add to Cart (3 tickets)' }));

    const added = await screen.findByRole('dialog', { name: 'Tickets Added to Cart!' });
    expect(screen.queryByRole('dialog', { name: 'Select Tickets' })).toBeNull();
    const adds = api.calls.filter((call) => call.method === 'POST' && call.path === '/cart/add');
    expect(adds.map((call) => call.body)).toEqual([
      { event_id: 6, ticket_type_id: 1, quantity: 2 },
      { event_id: 6, ticket_type_id: 3, quantity: 1 },
    ]);
    // A guest's cart is the browser's session.
    expect(adds[0]?.headers.get('X-Session-ID')).toMatch(/^web-session-/);

    await userEvent.click(within(added).getByRole('button', { name: 'Continue Shopping' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('says which adds failed, keeps the modal open, and a retry sends only those', async () => {
    const api = createFakeApi();
    api.on('POST /cart/add', (call) =>
      (call.body as { ticket_type_id: number }).ticket_type_id === 2
        ? fail(409, "Only 1 'VIP' ticket is left")
        : ok(emptyCart),
    );
    const { dialog, userEvent } = await openSelectTickets(api);
    await userEvent.click(within(dialog).getByRole('button', { name: 'One more General Admission' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'One more VIP' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'One more VIP' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add to Cart (3 tickets)' }));

    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      "Added some tickets to cart, but some failed: Only 1 'VIP' ticket is left",
    );
    expect(quantity(dialog, 'General Admission').value).toBe('0');
    expect(quantity(dialog, 'VIP').value).toBe('2');
    expect(screen.queryByRole('dialog', { name: 'Tickets Added to Cart!' })).toBeNull();

    await userEvent.click(within(dialog).getByRole('button', { name: 'One fewer VIP' }));
    api.on('POST /cart/add', ok(emptyCart));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add to Cart (1 tickets)' }));
    expect(await screen.findByRole('dialog', { name: 'Tickets Added to Cart!' })).toBeTruthy();
    const adds = api.calls.filter((call) => call.path === '/cart/add').map((call) => call.body);
    expect(adds.at(-1)).toEqual({ event_id: 6, ticket_type_id: 2, quantity: 1 });
    expect(adds).toHaveLength(3);
  });

  it("says 'Failed to add tickets to cart: ...' when every add failed", async () => {
    const api = createFakeApi({ 'POST /cart/add': fail(409, 'Tickets for this event are not on sale') });
    const { dialog, userEvent } = await openSelectTickets(api);
    await userEvent.click(within(dialog).getByRole('button', { name: 'One more VIP' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'One more Family' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add to Cart (2 tickets)' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Failed to add tickets to cart: Tickets for this event are not on sale',
    );
  });
});
