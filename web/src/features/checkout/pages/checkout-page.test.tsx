import type { CheckoutResult } from '@campus/sdk';
import { notifications } from '@mantine/notifications';
import { render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { AppProviders } from '../../../app/providers';
import { createFakeApi, type FakeHandler, fail, ok } from '../../../testing/fake-api';
import { renderApp } from '../../../testing/render-app';
import { testUser } from '../../../testing/users';
import { emptyCart, emptySummary, sampleCart, sampleSummary } from '../../cart/testing/sample-cart';
import CheckoutPage from './checkout-page';

function api(checkout?: FakeHandler, summary = sampleSummary()) {
  return createFakeApi({
    'GET /cart': ok(summary.summary.total_items ? sampleCart() : emptyCart()),
    'GET /cart/checkout-summary': ok(summary),
    'GET /user/events': ok([]),
    'GET /user/owner-events': ok([]),
    'GET /user/children-events': ok([]),
    'GET /organizations/owned': ok([]),
    'GET /groups/coordinated-groups': ok([]),
    ...(checkout ? { 'POST /cart/checkout': checkout } : {}),
  });
}

const result = (overrides: Partial<CheckoutResult>): CheckoutResult => ({
  payment_type: 'cash',
  rsvps: [],
  payment_intents: [],
  demo: false,
  ...overrides,
});

const payButton = () => screen.findByRole('button', { name: 'Pay $90.00' });

describe('Checkout page', () => {
  // Mantine keeps notifications in a module-level store: one test's success toast would outlive it.
  afterEach(() => notifications.clean());

  it('sends a guest to log in and back to /checkout', async () => {
    const app = renderApp('/checkout', { api: api() });
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/login'));
    expect(app.router.state.location.search).toBe('?redirect=%2Fcheckout');
  });

  it("says 'Authentication Required' with a Log In link back to /checkout when shown to a guest", async () => {
    // The route guard sends guests away first; the page's own state is checked without the guard.
    const api = createFakeApi({ 'GET /cart': ok(emptyCart()) });
    render(
      <AppProviders fetch={api.fetch} storage={window.localStorage} env="test" onSessionExpired={() => {}}>
        <RouterProvider
          router={createMemoryRouter([{ path: '/checkout', element: <CheckoutPage /> }], {
            initialEntries: ['/checkout'],
          })}
        />
      </AppProviders>,
    );
    expect(await screen.findByRole('heading', { name: 'Authentication Required' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Log In' }).getAttribute('href')).toBe(
      '/login?redirect=%2Fcheckout',
    );
    expect(api.calls.some((call) => call.path === '/cart/checkout-summary')).toBe(false);
  });

  it("shows 'Your cart is empty' with Browse Events", async () => {
    renderApp('/checkout', { api: api(undefined, emptySummary()), user: testUser() });
    expect(await screen.findByRole('heading', { name: 'Your cart is empty' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse Events' }).getAttribute('href')).toBe('/events');
  });

  it('lists each event with its ticket lines, the total, the counts, the payment methods and the demo notice', async () => {
    renderApp('/checkout', { api: api(), user: testUser() });
    await payButton();
    expect(document.title).toBe('Checkout · Campus');
    const jazz = within(screen.getByRole('region', { name: 'Riverside Jazz Night' }));
    expect(jazz.getByText('Monday, December 7, 2026 · 7:00 PM')).toBeTruthy();
    expect(jazz.getByText('$70.00')).toBeTruthy();
    expect(jazz.getByText('$15.00 × 2')).toBeTruthy();
    expect(jazz.getByText('$30.00')).toBeTruthy();
    expect(jazz.getByText('$40.00 × 1')).toBeTruthy();
    const gala = within(screen.getByRole('region', { name: 'Science Gala' }));
    expect(gala.getByText('Gala Seat')).toBeTruthy();
    expect(screen.getByText('4 tickets for 2 events')).toBeTruthy();
    expect(screen.getByText('$90.00')).toBeTruthy();
    const methods = screen.getByRole('radiogroup', { name: 'Payment Method' });
    expect(within(methods).getByRole('radio', { name: 'Credit Card' })).toHaveProperty('checked', true);
    expect(within(methods).getByRole('radio', { name: 'Cash' })).toBeTruthy();
    expect(within(methods).getByRole('radio', { name: 'Zelle' })).toBeTruthy();
    expect(screen.getByText(/no real card is charged/)).toBeTruthy();
    expect(screen.getByText('0/500')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Back to Cart' })).toBeTruthy();
  });

  it('pays in cash with the note, says so, and goes to My Events', async () => {
    const app = renderApp('/checkout', { api: api(ok(result({ payment_type: 'cash' }))), user: testUser() });
    await payButton();
    await app.userEvent.click(screen.getByRole('radio', { name: 'Cash' }));
    await app.userEvent.type(screen.getByRole('textbox', { name: 'Notes (optional)' }), 'Paying at the door');
    expect(screen.getByText('18/500')).toBeTruthy();
    await app.userEvent.click(await payButton());
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/dashboard/my-events'));
    expect(app.api.calls.find((call) => call.path === '/cart/checkout')?.body).toEqual({
      payment_type: 'cash',
      notes: 'Paying at the door',
    });
    expect(
      await screen.findByText(
        'Cash/Zelle payment confirmed! RSVPs have been created. Event owners will track your payment manually.',
      ),
    ).toBeTruthy();
  });

  it('tells the demo result of a card checkout and stays, with the cart kept', async () => {
    const intent = { id: 'pi_demo_1', organization_id: 1, amount: 90, client_secret: 's', status: 'demo' };
    const app = renderApp('/checkout', {
      api: api(ok(result({ payment_type: 'credit_card', demo: true, payment_intents: [intent] }))),
      user: testUser(),
    });
    await app.userEvent.click(await payButton());
    expect(await screen.findByText(/Demo mode: payment intents were created/)).toBeTruthy();
    await waitFor(() => expect(document.activeElement?.textContent).toMatch(/^Demo mode: payment intents/));
    expect(app.router.state.location.pathname).toBe('/checkout');
    expect(app.api.calls.find((call) => call.path === '/cart/checkout')?.body).toMatchObject({
      payment_type: 'credit_card',
    });
  });

  it("shows a 409's message naming the sold-out ticket and keeps the order", async () => {
    const app = renderApp('/checkout', { api: api(fail(409, "'VIP' is sold out")), user: testUser() });
    await app.userEvent.click(await screen.findByRole('radio', { name: 'Zelle' }));
    await app.userEvent.click(await payButton());
    expect((await screen.findByRole('alert')).textContent).toBe("'VIP' is sold out");
    expect(screen.getByRole('region', { name: 'Riverside Jazz Night' })).toBeTruthy();
  });

  it("falls back to 'Failed to create payment intent' for a card and 'Failed to process checkout' otherwise", async () => {
    const app = renderApp('/checkout', { api: api({ status: 500, body: {} }), user: testUser() });
    await app.userEvent.click(await payButton());
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to create payment intent');
    await app.userEvent.click(screen.getByRole('radio', { name: 'Cash' }));
    await app.userEvent.click(await payButton());
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Failed to process checkout'));
  });

  it('sends one Idempotency-Key per attempt: the same on a retry, a new one for another method or note', async () => {
    const app = renderApp('/checkout', { api: api({ status: 500, body: {} }), user: testUser() });
    const keys = () =>
      app.api.calls
        .filter((call) => call.path === '/cart/checkout')
        .map((call) => call.headers.get('Idempotency-Key'));
    await app.userEvent.click(await payButton());
    await screen.findByRole('alert');
    await app.userEvent.click(await payButton());
    await waitFor(() => expect(keys()).toHaveLength(2));
    const [first, retry] = keys();
    expect(first).toMatch(/^campus-[\w-]{16,}$/);
    expect(retry).toBe(first);

    await app.userEvent.click(screen.getByRole('radio', { name: 'Zelle' }));
    await app.userEvent.click(await payButton());
    await waitFor(() => expect(keys()).toHaveLength(3));
    expect(keys()[2]).not.toBe(first);

    await app.userEvent.type(screen.getByRole('textbox', { name: 'Notes (optional)' }), 'Invoice 42');
    await app.userEvent.click(await payButton());
    await waitFor(() => expect(keys()).toHaveLength(4));
    expect(new Set(keys()).size).toBe(3);
  });

  it('opens the cart from Back to Cart', async () => {
    const app = renderApp('/checkout', { api: api(), user: testUser() });
    await payButton();
    await app.userEvent.click(screen.getByRole('button', { name: 'Back to Cart' }));
    expect(await screen.findByRole('dialog', { name: 'Shopping Cart (4 items)' })).toBeTruthy();
  });
});
