import type { Cart } from '@campus/sdk';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createFakeApi, type FakeResponse, fail, ok } from '../../../testing/fake-api';
import { renderApp } from '../../../testing/render-app';
import { emptyCart, sampleCart } from '../testing/sample-cart';

/** A cart the fake API keeps: PUT, DELETE and clear change it, and GET /cart answers what is left. */
function cartApi(start: Cart = sampleCart(), routes: Record<string, FakeResponse> = {}) {
  let cart = start;
  const total = () => cart.items.reduce((sum, item) => sum + item.total_price, 0);
  const api = createFakeApi({ 'GET /cart': ok(cart), ...routes });
  api.on('GET /cart', () => ok({ ...cart, total_amount: total() }));
  for (const item of start.items) {
    if (!api.has(`PUT /cart/items/${item.id}`)) {
      api.on(`PUT /cart/items/${item.id}`, (call) => {
        const { quantity } = call.body as { quantity: number };
        cart = {
          ...cart,
          items: cart.items.map((line) =>
            line.id === item.id
              ? { ...line, quantity, total_price: line.ticket_type.price * quantity }
              : line,
          ),
        };
        return ok(cart);
      });
    }
    if (!api.has(`DELETE /cart/items/${item.id}`)) {
      api.on(`DELETE /cart/items/${item.id}`, () => {
        cart = { ...cart, items: cart.items.filter((line) => line.id !== item.id) };
        return ok(cart);
      });
    }
  }
  if (!api.has('DELETE /cart/clear')) {
    api.on('DELETE /cart/clear', () => {
      cart = emptyCart();
      return ok(cart);
    });
  }
  return api;
}

async function openCart(app: ReturnType<typeof renderApp>, badge = 'Cart, 4 tickets') {
  await app.userEvent.click(await screen.findByRole('button', { name: badge }));
  return screen.findByRole('dialog');
}

const line = (name: string) => screen.getByRole('listitem', { name });
const GENERAL = 'General Admission for Riverside Jazz Night';
const VIP = 'VIP for Riverside Jazz Night';

describe('Shopping Cart modal', () => {
  it('shows the ticket count on the cart button and every line with its event, ticket and totals', async () => {
    const app = renderApp('/login', { api: cartApi() });
    const dialog = await openCart(app);
    expect(within(dialog).getByRole('heading', { name: 'Shopping Cart (4 items)' })).toBeTruthy();
    const general = within(await within(dialog).findByRole('listitem', { name: GENERAL }));
    expect(general.getByRole('heading', { level: 3, name: 'Riverside Jazz Night' })).toBeTruthy();
    expect(general.getByText('Monday, December 7, 2026 · 7:00 PM - 9:30 PM')).toBeTruthy();
    expect(general.getByText('Riverside Auditorium')).toBeTruthy();
    expect(general.getByText('General Admission')).toBeTruthy();
    expect(general.getByText(/\$15\.00 each/)).toBeTruthy();
    expect(general.getByRole('group', { name: `Quantity of ${GENERAL}` }).textContent).toContain('2');
    expect(general.getByText('$30.00')).toBeTruthy();
    // An event without a location or an end time shows what it has.
    const gala = within(line('Gala Seat for Science Gala'));
    expect(gala.getByText('Saturday, December 12, 2026 · 6:00 PM')).toBeTruthy();
    expect(within(dialog).getByText('$90.00')).toBeTruthy();
  });

  it('changes a quantity with the stepper, never below 1, and reloads the cart', async () => {
    const app = renderApp('/login', { api: cartApi() });
    await openCart(app);
    await screen.findByRole('listitem', { name: VIP });
    const vip = within(line(VIP));
    const decrease = vip.getByRole('button', { name: `Decrease quantity of ${VIP}` });
    expect(decrease.getAttribute('aria-disabled')).toBe('true');
    await app.userEvent.click(decrease);
    expect(app.api.calls.some((call) => call.method === 'PUT')).toBe(false);
    await app.userEvent.click(
      within(line(GENERAL)).getByRole('button', { name: `Increase quantity of ${GENERAL}` }),
    );
    await waitFor(() => expect(within(line(GENERAL)).getByText('$45.00')).toBeTruthy());
    expect(app.api.calls.find((call) => call.method === 'PUT')).toMatchObject({
      path: '/cart/items/1',
      body: { quantity: 3 },
    });
    expect(await screen.findByRole('heading', { name: 'Shopping Cart (5 items)' })).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Cart, 5 tickets' })).toBeTruthy();
  });

  it('removes a line', async () => {
    const app = renderApp('/login', { api: cartApi() });
    await openCart(app);
    await screen.findByRole('listitem', { name: VIP });
    await app.userEvent.click(screen.getByRole('button', { name: `Remove ${VIP}` }));
    await waitFor(() => expect(screen.queryByRole('listitem', { name: VIP })).toBeNull());
    expect(app.api.calls.some((call) => call.method === 'DELETE' && call.path === '/cart/items/2')).toBe(
      true,
    );
    expect(screen.getByText('$50.00')).toBeTruthy();
    // The focus stays in the cart, not on the page behind it.
    expect(screen.getByRole('dialog').contains(document.activeElement)).toBe(true);
  });

  it('clears the cart after the confirmation, then shows the empty state', async () => {
    const app = renderApp('/login', { api: cartApi() });
    await openCart(app);
    await app.userEvent.click(await screen.findByRole('button', { name: 'Clear Cart' }));
    const confirm = await screen.findByRole('dialog', { name: 'Clear Cart' });
    expect(within(confirm).getByText('Are you sure you want to clear your cart?')).toBeTruthy();
    // Cancel keeps everything.
    await app.userEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(app.api.calls.some((call) => call.path === '/cart/clear')).toBe(false);
    await app.userEvent.click(screen.getByRole('button', { name: 'Clear Cart' }));
    const again = await screen.findByRole('dialog', { name: 'Clear Cart' });
    await app.userEvent.click(within(again).getByRole('button', { name: 'Clear Cart' }));
    expect(await screen.findByText('Your cart is empty')).toBeTruthy();
    expect(screen.getByText('Start adding some event tickets!')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Shopping Cart (0 items)' })).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Clear Cart' })).toBeNull();
    await waitFor(() => expect(screen.getByRole('dialog').contains(document.activeElement)).toBe(true));
  });

  it('shows the empty state, and Continue Shopping closes the modal', async () => {
    const app = renderApp('/login', { api: cartApi(emptyCart()) });
    await openCart(app, 'Cart');
    expect(await screen.findByText('Your cart is empty')).toBeTruthy();
    await app.userEvent.click(screen.getByRole('button', { name: 'Continue Shopping' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('goes to /checkout from Checkout (a guest is asked to log in first) and closes', async () => {
    const app = renderApp('/login', { api: cartApi() });
    await openCart(app);
    await app.userEvent.click(await screen.findByRole('button', { name: 'Checkout' }));
    await waitFor(() => expect(app.router.state.location.search).toBe('?redirect=%2Fcheckout'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("says 'Failed to load cart' when the cart cannot be read", async () => {
    const api = cartApi();
    api.on('GET /cart', { status: 500, body: {} });
    const app = renderApp('/login', { api });
    await openCart(app, 'Cart');
    expect(await screen.findByText('Failed to load cart')).toBeTruthy();
  });

  it("shows the server's refusal of a change under its line, else the catalogue's message", async () => {
    const api = cartApi(sampleCart(), {
      'PUT /cart/items/1': fail(409, "Only 2 'General Admission' tickets are left"),
      'DELETE /cart/items/2': { status: 500, body: {} },
    });
    const app = renderApp('/login', { api });
    await openCart(app);
    await screen.findByRole('listitem', { name: GENERAL });
    await app.userEvent.click(screen.getByRole('button', { name: `Increase quantity of ${GENERAL}` }));
    expect(
      await within(line(GENERAL)).findByText("Only 2 'General Admission' tickets are left"),
    ).toBeTruthy();
    await app.userEvent.click(screen.getByRole('button', { name: `Remove ${VIP}` }));
    expect(await within(line(VIP)).findByText('Failed to remove item from cart')).toBeTruthy();
    api.on('PUT /cart/items/3', { status: 500, body: {} });
    const gala = 'Gala Seat for Science Gala';
    await app.userEvent.click(screen.getByRole('button', { name: `Increase quantity of ${gala}` }));
    expect(await within(line(gala)).findByText('Failed to update cart item')).toBeTruthy();
  });

  it("says 'Failed to clear cart' in the confirmation, which stays open", async () => {
    const app = renderApp('/login', {
      api: cartApi(sampleCart(), { 'DELETE /cart/clear': { status: 500, body: {} } }),
    });
    await openCart(app);
    await app.userEvent.click(await screen.findByRole('button', { name: 'Clear Cart' }));
    const confirm = await screen.findByRole('dialog', { name: 'Clear Cart' });
    await app.userEvent.click(within(confirm).getByRole('button', { name: 'Clear Cart' }));
    expect(await within(confirm).findByText('Failed to clear cart')).toBeTruthy();
  });
});
