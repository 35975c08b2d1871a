import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createFakeApi, fail, ok } from '../../../testing/fake-api';
import { renderApp } from '../../../testing/render-app';
import { testUser } from '../../../testing/users';
import { campusEvent, rsvp, ticket } from '../testing/event-fixtures';

describe('event page', () => {
  it('shows a free event; a guest who registers goes to /login and comes back', async () => {
    const event = campusEvent(5, {
      title: 'Science Fair',
      description: '<p>Bring your <strong>poster</strong>.</p>',
      main_photo: { image_url_small: '/img/s.webp', image_url_large: '/img/l.webp' },
    });
    const view = renderApp('/event/5', { api: createFakeApi({ 'GET /events/5': ok(event) }) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Science Fair' })).toBeTruthy();
    expect(document.title).toBe('Science Fair · Campus');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(document.querySelector('img[src="/img/l.webp"]')).toBeTruthy();
    expect(screen.getByText('Thursday, March 5, 2037')).toBeTruthy();
    expect(screen.getByText('2:00 PM - 4:30 PM')).toBeTruthy();
    expect(screen.getAllByText('Main Hall').length).toBeGreaterThan(0);
    expect(screen.getByRole('heading', { level: 2, name: 'About This Event' })).toBeTruthy();
    // The description's heading sits under About This Event; no script survives.
    // The description is rich HTML (RichHtml); its sanitizing is checked in a real browser, not happy-dom.
    expect(screen.getByText('poster').tagName).toBe('STRONG');
    expect(screen.getByText('Free Event - No tickets required')).toBeTruthy();
    expect(screen.queryByText('Draft')).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to Events' }).getAttribute('href')).toBe('/events');
    expect(screen.queryByRole('button', { name: 'Buy Ticket' })).toBeNull();

    await view.userEvent.click(screen.getByRole('button', { name: 'Register for Free' }));
    expect(view.router.state.location.pathname).toBe('/login');
    expect(view.router.state.location.search).toBe('?redirect=%2Fevent%2F5');
  });

  it('shows a paid event with its ticket types, one sold out; a guest who buys picks tickets', async () => {
    const event = campusEvent(6, {
      is_free: false,
      description: null,
      ticket_types: [
        ticket(1, {
          name: 'General Admission',
          price: 15,
          description: 'Entry to the hall',
          max_quantity: 100,
        }),
        ticket(2, { name: 'VIP', price: 40, max_quantity: 10, is_active: false }),
        ticket(3, { name: 'Family', price: 30, max_quantity: null }),
      ],
    });
    const view = renderApp('/event/6', { api: createFakeApi({ 'GET /events/6': ok(event) }) });
    const general = (await screen.findByRole('heading', { level: 3, name: 'General Admission' })).closest(
      'li',
    );
    const vip = screen.getByRole('heading', { level: 3, name: 'VIP' }).closest('li');
    expect(general && vip).toBeTruthy();
    expect(within(general as HTMLElement).getByText('$15.00')).toBeTruthy();
    expect(within(general as HTMLElement).getByText('Entry to the hall')).toBeTruthy();
    expect(within(general as HTMLElement).getByText('Max quantity: 100')).toBeTruthy();
    expect(within(general as HTMLElement).getByText('Available')).toBeTruthy();
    expect(within(vip as HTMLElement).getByText('$40.00')).toBeTruthy();
    expect(within(vip as HTMLElement).getByText('Sold Out')).toBeTruthy();
    const family = screen.getByRole('heading', { level: 3, name: 'Family' }).closest('li');
    expect(within(family as HTMLElement).getByText('No quantity limit')).toBeTruthy();
    expect(screen.getByText('No description provided.')).toBeTruthy();
    expect(screen.getByTestId('event-default-image')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Register for Free' })).toBeNull();

    expect(screen.queryByRole('button', { name: 'Register for Paid Event' })).toBeNull();

    // The cart follows the browser's session: a guest picks tickets here and signs in at checkout.
    await view.userEvent.click(screen.getByRole('button', { name: 'Buy Ticket' }));
    expect(await screen.findByRole('dialog', { name: 'Select Tickets' })).toBeTruthy();
    expect(view.router.state.location.pathname).toBe('/event/6');
  });

  it('says when a paid event has no pricing information, and shows Online', async () => {
    const event = campusEvent(7, { is_free: false, is_online: true, location: null });
    renderApp('/event/7', { api: createFakeApi({ 'GET /events/7': ok(event) }) });
    expect(await screen.findByText('Pricing information not available')).toBeTruthy();
    expect(screen.getAllByText('Online').length).toBeGreaterThan(0);
  });

  it('shows Event Not Found with Go Back Home to a guest (404), without the user-scoped fetch', async () => {
    const api = createFakeApi({ 'GET /events/8': fail(404, 'Event not found') });
    const view = renderApp('/event/8', { api });
    expect(await screen.findByRole('heading', { level: 1, name: 'Event Not Found' })).toBeTruthy();
    expect(api.calls.some((call) => call.path === '/user/events/8')).toBe(false);
    await view.userEvent.click(screen.getByRole('link', { name: 'Go Back Home' }));
    expect(view.router.state.location.pathname).toBe('/');
  });

  it('asks the user-scoped fetch first for a signed-in user: their own draft, without Register', async () => {
    const draft = campusEvent(9, { title: 'My Draft', status: 'draft' });
    const api = createFakeApi({ 'GET /user/events/9': ok(draft) });
    renderApp('/event/9', { api, user: testUser() });
    expect(await screen.findByRole('heading', { level: 1, name: 'My Draft' })).toBeTruthy();
    expect(screen.getByText('Draft')).toBeTruthy();
    // No public fetch first, so no 404 in the console before the user-scoped one answers.
    expect(api.calls.some((call) => call.path === '/events/9')).toBe(false);
    // Only a published event takes registrations.
    expect(screen.queryByRole('button', { name: 'Register for Free' })).toBeNull();
  });

  it('shows Pending Approval with the awaiting-approval note', async () => {
    const api = createFakeApi({ 'GET /user/events/10': ok(campusEvent(10, { status: 'pending' })) });
    renderApp('/event/10', { api, user: testUser() });
    expect(await screen.findByText('Pending Approval')).toBeTruthy();
    expect(screen.getByText(/awaiting approval/)).toBeTruthy();
  });

  it('shows Event Not Found to a signed-in user when the user-scoped fetch 404s', async () => {
    const api = createFakeApi({ 'GET /user/events/11': fail(404, 'Event not found') });
    renderApp('/event/11', { api, user: testUser() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Event Not Found' })).toBeTruthy();
  });
  it("an event that has ended offers no Register or Buy Ticket, only the note and one's registration", async () => {
    const ended = { date: '2024-05-10', event_end_date: null };
    const free = campusEvent(31, { ...ended, title: 'Spring Fair' });
    const paid = campusEvent(32, {
      ...ended,
      title: 'Gala',
      is_free: false,
      ticket_types: [ticket(1, { price: 15 })],
    });
    const api = createFakeApi({
      'GET /user/events/31': ok(free),
      'GET /user/events/32': ok(paid),
      'GET /user/rsvps': ok([rsvp(50, 31, { quantity: 2 })]),
    });
    const view = renderApp('/event/31', { api, user: testUser() });
    expect(await screen.findByText('This event has ended')).toBeTruthy();
    const panel = await screen.findByRole('region', { name: 'Registration Status' });
    expect(within(panel).getByText('2')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Edit Registration' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Register for Free' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to Past Events' }).getAttribute('href')).toBe(
      '/past-events',
    );

    await view.router.navigate('/event/32');
    expect(await screen.findByRole('heading', { level: 1, name: 'Gala' })).toBeTruthy();
    expect(screen.getByText('This event has ended')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Buy Ticket' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Register for Paid Event' })).toBeNull();
    // The tickets it had are still listed, for the record.
    expect(screen.getByText('$15.00')).toBeTruthy();
  });
});
