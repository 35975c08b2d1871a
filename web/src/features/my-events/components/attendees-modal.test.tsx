import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createFakeApi, fail, ok } from '../../../testing/fake-api';
import { renderApp } from '../../../testing/render-app';
import { teacherUser } from '../../../testing/users';
import { group, member } from '../../my-groups/testing/sample-groups';
import {
  attendeeReport,
  childrenEvents,
  myEvents,
  parentTeacherNight,
  person,
  rsvp,
} from '../testing/sample-my-events';

const student = person(11, 'Emma', 'Wilson', 'emma.wilson');
const liam = person(12, 'Liam', 'Nguyen', 'liam.nguyen');
const science = group(1, {
  name: 'Grade 8 Science',
  users: [
    member(11, { first_name: 'Emma', last_name: 'Wilson', username: 'emma.wilson' }),
    member(12, { first_name: 'Liam', last_name: 'Nguyen', username: 'liam.nguyen' }),
    member(13, { first_name: 'Ava', last_name: 'Johnson', username: 'ava.johnson' }),
  ],
});

function api(routes: Parameters<typeof createFakeApi>[0] = {}) {
  let rsvps = [
    rsvp(40, 2, {
      user_id: 11,
      user: student,
      status: 'pending',
      quantity: 2,
      payment_type: 'cash',
      owner_notes: 'Pays at the door',
      paid_amount: 12.5,
    }),
  ];
  const fake = createFakeApi({
    'GET /organizations/owned': ok([]),
    'GET /user/owner-events': ok([parentTeacherNight]),
    'GET /user/events': ok(myEvents()),
    'GET /user/children-events': ok(childrenEvents()),
    'GET /groups/coordinated-groups': ok([science]),
    'GET /events/2/attendees': () => ok(attendeeReport(2, rsvps)),
    'PUT /events/2/attendees/40/status': (call) => {
      rsvps = rsvps.map((row) => ({ ...row, ...(call.body as object) }));
      return ok(rsvps[0]);
    },
    'POST /events/2/rsvp': (call) => {
      const { user_id } = call.body as { user_id: number };
      if (user_id === 13) return fail(409, 'Ava Johnson already has an RSVP for this event');
      const added = rsvp(41, 2, { user_id, user: liam });
      rsvps = [...rsvps, added];
      return { status: 201, body: { status: 'success', data: added } };
    },
    ...routes,
  });
  return fake;
}

async function openAttendees(view: ReturnType<typeof renderApp>) {
  await view.userEvent.click(
    await screen.findByRole(
      'button',
      { name: 'Attendees of Grade 8 Parent-Teacher Night' },
      { timeout: 5000 },
    ),
  );
  return screen.findByRole('dialog', { name: 'Attendees: Grade 8 Parent-Teacher Night' }, { timeout: 5000 });
}

describe('event attendees modal', () => {
  it('shows statistics, the financial summary and the RSVP with its owner fields', async () => {
    const view = renderApp('/dashboard/my-events', { api: api(), user: teacherUser() });
    const dialog = await openAttendees(view);
    const statistics = await within(dialog).findByRole('region', { name: 'Statistics' });
    expect(within(statistics).getByText('4 / 40')).toBeTruthy();
    expect(within(statistics).getByText('36 left · 3 confirmed')).toBeTruthy();
    const money = within(dialog).getByRole('region', { name: 'Financial Summary' });
    expect(within(money).getByText('$30.00')).toBeTruthy();
    expect(within(money).getByText('$17.50')).toBeTruthy();
    expect(within(money).getByText(/Credit Card 1 · Cash 1 · Zelle 0 · None 1/)).toBeTruthy();
    const table = within(dialog).getByRole('table', { name: 'RSVPs' });
    expect(
      (within(table).getByRole('combobox', { name: 'Status of Emma Wilson' }) as HTMLSelectElement).value,
    ).toBe('pending');
    expect(
      (within(table).getByRole('combobox', { name: 'Payment type of Emma Wilson' }) as HTMLSelectElement)
        .value,
    ).toBe('cash');
    expect(
      (within(table).getByRole('textbox', { name: 'Quantity of Emma Wilson' }) as HTMLInputElement).value,
    ).toBe('2');
    expect(
      (within(table).getByRole('textbox', { name: 'Owner notes of Emma Wilson' }) as HTMLTextAreaElement)
        .value,
    ).toBe('Pays at the door');
    expect(within(table).getByText('16/500')).toBeTruthy();
  });

  it('changes an RSVP status and refreshes the report', async () => {
    const fake = api();
    const view = renderApp('/dashboard/my-events', { api: fake, user: teacherUser() });
    const dialog = await openAttendees(view);
    const status = await within(dialog).findByRole('combobox', { name: 'Status of Emma Wilson' });
    await view.userEvent.selectOptions(status, 'approved');
    await waitFor(() =>
      expect(fake.calls.find((call) => call.method === 'PUT')?.body).toEqual({ status: 'approved' }),
    );
    await waitFor(() =>
      expect(fake.calls.filter((call) => call.path === '/events/2/attendees').length).toBeGreaterThan(1),
    );
    expect(
      (within(dialog).getByRole('combobox', { name: 'Status of Emma Wilson' }) as HTMLSelectElement).value,
    ).toBe('approved');
  });

  it("says when a change fails, with the catalogue's message", async () => {
    const fake = api({
      'PUT /events/2/attendees/40/status': { status: 502, body: 'Bad gateway' },
      'PUT /events/2/attendees/40/owner-fields': { status: 502, body: 'Bad gateway' },
    });
    const view = renderApp('/dashboard/my-events', { api: fake, user: teacherUser() });
    const dialog = await openAttendees(view);
    await view.userEvent.selectOptions(
      await within(dialog).findByRole('combobox', { name: 'Status of Emma Wilson' }),
      'denied',
    );
    expect(await within(dialog).findByText('Failed to update RSVP status')).toBeTruthy();
    await view.userEvent.selectOptions(
      within(dialog).getByRole('combobox', { name: 'Payment type of Emma Wilson' }),
      'zelle',
    );
    expect(await within(dialog).findByText('Failed to update payment type')).toBeTruthy();
    const paid = within(dialog).getByRole('textbox', { name: 'Paid amount of Emma Wilson' });
    await view.userEvent.clear(paid);
    await view.userEvent.type(paid, '20');
    await view.userEvent.tab();
    expect(await within(dialog).findByText('Failed to update paid amount')).toBeTruthy();
    expect(fake.calls.filter((call) => call.path.endsWith('/owner-fields')).map((call) => call.body)).toEqual(
      [{ payment_type: 'zelle' }, { paid_amount: 20 }],
    );
  });

  it('saves seats with the response, and owner notes, when the field is left', async () => {
    const fake = api({
      'PUT /events/2/attendees/40/response': (call) => ok(rsvp(40, 2, call.body as Record<string, unknown>)),
      'PUT /events/2/attendees/40/owner-fields': (call) =>
        ok(rsvp(40, 2, call.body as Record<string, unknown>)),
    });
    const view = renderApp('/dashboard/my-events', { api: fake, user: teacherUser() });
    const dialog = await openAttendees(view);
    const quantity = await within(dialog).findByRole('textbox', { name: 'Quantity of Emma Wilson' });
    await view.userEvent.clear(quantity);
    await view.userEvent.type(quantity, '3');
    await view.userEvent.tab();
    await waitFor(() =>
      expect(fake.calls.find((call) => call.path.endsWith('/response'))?.body).toEqual({
        response: 'yes',
        quantity: 3,
      }),
    );
    const notes = within(dialog).getByRole('textbox', { name: 'Owner notes of Emma Wilson' });
    await view.userEvent.clear(notes);
    await view.userEvent.type(notes, 'Paid cash');
    expect(within(dialog).getByText('9/500')).toBeTruthy();
    await view.userEvent.tab();
    await waitFor(() =>
      expect(fake.calls.find((call) => call.path.endsWith('/owner-fields'))?.body).toEqual({
        owner_notes: 'Paid cash',
      }),
    );
  });

  it('adds the ticked users one by one; users with an RSVP cannot be ticked', async () => {
    const fake = api();
    const view = renderApp('/dashboard/my-events', { api: fake, user: teacherUser() });
    const dialog = await openAttendees(view);
    const panel = await within(dialog).findByRole('region', { name: 'Add New Attendees' });
    const emma = await within(panel).findByRole('checkbox', { name: 'Emma Wilson (emma.wilson)' });
    expect(emma.hasAttribute('disabled')).toBe(true);
    expect(within(panel).getByText(/Already has an RSVP/)).toBeTruthy();
    const submit = within(panel).getByRole('button', { name: 'Add Selected Users' });
    expect(submit.hasAttribute('disabled')).toBe(true);
    await view.userEvent.click(within(panel).getByRole('checkbox', { name: 'Liam Nguyen (liam.nguyen)' }));
    await view.userEvent.click(within(panel).getByRole('checkbox', { name: 'Ava Johnson (ava.johnson)' }));
    await view.userEvent.click(submit);
    expect(
      await within(panel).findByText(
        'Failed to add users to event (Ava Johnson: Ava Johnson already has an RSVP for this event)',
      ),
    ).toBeTruthy();
    expect(fake.calls.filter((call) => call.method === 'POST').map((call) => call.body)).toEqual(
      [
        { user_id: 12, response: 'yes', status: 'approved', quantity: 1 },
        { user_id: 13, response: 'yes', status: 'approved', quantity: 1 },
      ].map(({ user_id }) => expect.objectContaining({ user_id })),
    );
    // Liam now has an RSVP: his row appears and he can no longer be ticked.
    expect(await within(dialog).findByRole('combobox', { name: 'Status of Liam Nguyen' })).toBeTruthy();
    await waitFor(() =>
      expect(
        within(panel).getByRole('checkbox', { name: 'Liam Nguyen (liam.nguyen)' }).hasAttribute('disabled'),
      ).toBe(true),
    );
  });

  it('deletes an RSVP after the confirmation', async () => {
    const fake = api({ 'DELETE /events/2/attendees/40': ok(null) });
    const view = renderApp('/dashboard/my-events', { api: fake, user: teacherUser() });
    const dialog = await openAttendees(view);
    await view.userEvent.click(
      await within(dialog).findByRole('button', { name: 'Delete RSVP of Emma Wilson' }),
    );
    const confirm = await screen.findByRole('dialog', { name: 'Delete RSVP' });
    expect(within(confirm).getByText(/This action cannot be undone/)).toBeTruthy();
    await view.userEvent.click(within(confirm).getByRole('button', { name: 'Delete RSVP' }));
    await waitFor(() => expect(fake.calls.some((call) => call.method === 'DELETE')).toBe(true));
  });

  it('says when the attendees cannot load', async () => {
    const fake = api({ 'GET /events/2/attendees': { status: 502, body: 'Bad gateway' } });
    const view = renderApp('/dashboard/my-events', { api: fake, user: teacherUser() });
    const dialog = await openAttendees(view);
    expect(await within(dialog).findByText('Failed to load event attendees')).toBeTruthy();
  });
});
