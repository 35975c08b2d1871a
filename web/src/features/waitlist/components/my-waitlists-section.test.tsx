import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createFakeApi, ok } from '../../../testing/fake-api';
import { renderApp } from '../../../testing/render-app';
import { testUser } from '../../../testing/users';
import { childrenEvents, myEvents } from '../../my-events/testing/sample-my-events';
import { waitlistEntry } from '../testing/sample-waitlist';

const ENTRIES = [
  waitlistEntry(1, { event_id: 2, title: 'Robotics Demo', position: 3 }),
  waitlistEntry(2, {
    event_id: 3,
    target: 'ticket_type',
    ticket_type_id: 9,
    ticket_type_name: 'VIP',
    title: 'Jazz Night',
    status: 'in_cart',
    position: null,
    expires_at: new Date(Date.now() + 5 * 60_000).toISOString(),
  }),
  waitlistEntry(3, { event_id: null, course_id: 4, target: 'course', title: 'Algebra I', position: 1 }),
];

describe('My Waitlists', () => {
  it('lists the event entries on My Events: the place in line, and a ticket held in the cart', async () => {
    const api = createFakeApi({
      'GET /organizations/owned': ok([]),
      'GET /user/owner-events': ok([]),
      'GET /user/events': ok(myEvents()),
      'GET /user/children-events': ok(childrenEvents()),
      'GET /groups/coordinated-groups': ok([]),
      'GET /waitlist': ok(ENTRIES),
    });
    renderApp('/dashboard/my-events', { api, user: testUser() });
    const section = await screen.findByRole('region', { name: 'My Waitlists' });
    const robotics = await within(section).findByRole('listitem', { name: 'Robotics Demo' });
    expect(within(robotics).getByText('#3 in line')).toBeTruthy();
    expect(within(robotics).getByRole('link', { name: 'Robotics Demo' }).getAttribute('href')).toBe(
      '/event/2',
    );
    expect(within(robotics).getByRole('button', { name: 'Leave waitlist for Robotics Demo' })).toBeTruthy();
    const jazz = within(section).getByRole('listitem', { name: 'Jazz Night' });
    expect(within(jazz).getByText('Held in cart')).toBeTruthy();
    expect(within(jazz).getByRole('timer').textContent).toMatch(/min .* s left/);
    expect(within(section).queryByText('Algebra I')).toBeNull();
  });

  it('lists the course entries on My Courses, or says there are none', async () => {
    const api = createFakeApi({ 'GET /waitlist': ok(ENTRIES) });
    renderApp('/dashboard/my-courses', { api, user: testUser() });
    const section = await screen.findByRole('region', { name: 'My Waitlists' });
    const algebra = await within(section).findByRole('listitem', { name: 'Algebra I' });
    expect(within(algebra).getByRole('link', { name: 'Algebra I' }).getAttribute('href')).toBe('/course/4');
    expect(within(algebra).getByText('You are number 1 on the waitlist.', { exact: false })).toBeTruthy();
  });
});
