import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createFakeApi, ok } from '../../../testing/fake-api';
import { renderApp } from '../../../testing/render-app';
import { teacherUser, testUser } from '../../../testing/users';
import { MY_EVENTS_TEXT } from '../components/messages';
import {
  campusEvent,
  childrenEvents,
  myEvents,
  parentTeacherNight,
  person,
  roboticsShowcase,
  rsvpWith,
  scienceFair,
} from '../testing/sample-my-events';

function api(routes: Parameters<typeof createFakeApi>[0] = {}) {
  return createFakeApi({
    'GET /organizations/owned': ok([]),
    'GET /user/owner-events': ok([]),
    'GET /user/events': ok(myEvents()),
    'GET /user/children-events': ok(childrenEvents()),
    'GET /groups/coordinated-groups': ok([]),
    ...routes,
  });
}

const ownerTable = () => screen.findByRole('table', { name: "Events I'm an owner" }, { timeout: 5000 });

describe('My Events tab', () => {
  it('shows every empty state, no Create Event without the permission, and no children section', async () => {
    renderApp('/dashboard/my-events', { api: api(), user: testUser({ permissions: [] }) });
    expect(await screen.findByRole('heading', { level: 2, name: 'My Events' })).toBeTruthy();
    expect(await screen.findByText(MY_EVENTS_TEXT.noOwnedEvents)).toBeTruthy();
    for (const text of [
      MY_EVENTS_TEXT.noConfirmed,
      MY_EVENTS_TEXT.noPending,
      MY_EVENTS_TEXT.noRecommended,
      MY_EVENTS_TEXT.noDenied,
    ]) {
      expect(await screen.findByText(text)).toBeTruthy();
    }
    for (const name of ['Confirmed Events', 'Pending Events', 'Recommended Events', 'Denied Events']) {
      expect(screen.getByRole('heading', { level: 3, name })).toBeTruthy();
    }
    expect(screen.queryByRole('link', { name: 'Create Event' })).toBeNull();
    expect(screen.queryByRole('heading', { name: "My Children's Events" })).toBeNull();
    expect(document.title).toBe('My Events · Campus');
  });

  it('lists owned events with status, date, approval and visibility, and offers Create Event', async () => {
    const fake = api({ 'GET /user/owner-events': ok([parentTeacherNight, roboticsShowcase]) });
    renderApp('/dashboard/my-events', { api: fake, user: teacherUser() });
    const table = await ownerTable();
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    const night = within(rows[0] as HTMLElement);
    expect(night.getByRole('link', { name: 'Grade 8 Parent-Teacher Night' }).getAttribute('href')).toBe(
      '/event/2',
    );
    expect(night.getByText('Published')).toBeTruthy();
    expect(night.getByText('Dec 10, 2026')).toBeTruthy();
    expect(night.getByText('Yes')).toBeTruthy();
    expect(night.getByText('private')).toBeTruthy();
    expect(night.getByRole('link', { name: 'Edit Grade 8 Parent-Teacher Night' }).getAttribute('href')).toBe(
      '/edit-event/2',
    );
    expect(night.getByRole('button', { name: 'Unpublish Grade 8 Parent-Teacher Night' })).toBeTruthy();
    const robotics = within(rows[1] as HTMLElement);
    expect(robotics.getByText('Pending Approval')).toBeTruthy();
    expect(robotics.getByRole('button', { name: 'Publish Robotics Showcase' })).toBeTruthy();
    // The top navigation has its own Create Event link; this one sits by the tab's heading.
    const heading = screen.getByRole('heading', { level: 2, name: 'My Events' });
    const header = heading.parentElement as HTMLElement;
    expect(within(header).getByRole('link', { name: 'Create Event' }).getAttribute('href')).toBe(
      '/create-event',
    );
  });

  it('Unpublish sends draft, Publish sends published, and the row follows the answer', async () => {
    let night = parentTeacherNight;
    const fake = api({
      'GET /user/owner-events': () => ok([night]),
      'PUT /admin/events/2/status': (call) => {
        night = { ...night, status: (call.body as { status: 'draft' | 'published' }).status };
        return ok(night);
      },
    });
    const view = renderApp('/dashboard/my-events', { api: fake, user: teacherUser() });
    await ownerTable();
    await view.userEvent.click(
      screen.getByRole('button', { name: 'Unpublish Grade 8 Parent-Teacher Night' }),
    );
    const publish = await screen.findByRole('button', { name: 'Publish Grade 8 Parent-Teacher Night' });
    expect(within(await ownerTable()).getByText('Draft')).toBeTruthy();
    await view.userEvent.click(publish);
    await screen.findByRole('button', { name: 'Unpublish Grade 8 Parent-Teacher Night' });
    const bodies = fake.calls.filter((call) => call.method === 'PUT').map((call) => call.body);
    expect(bodies).toEqual([{ status: 'draft' }, { status: 'published' }]);
  });

  it('says when the status cannot change', async () => {
    const fake = api({
      'GET /user/owner-events': ok([parentTeacherNight]),
      'PUT /admin/events/2/status': { status: 502, body: 'Bad gateway' },
    });
    const view = renderApp('/dashboard/my-events', { api: fake, user: teacherUser() });
    await ownerTable();
    await view.userEvent.click(
      screen.getByRole('button', { name: 'Unpublish Grade 8 Parent-Teacher Night' }),
    );
    expect(await screen.findByText('Failed to update event status')).toBeTruthy();
  });

  it('deletes an event only after the confirmation', async () => {
    let owned = [parentTeacherNight, roboticsShowcase];
    let deleteFails = true;
    const fake = api({
      'GET /user/owner-events': () => ok(owned),
      'DELETE /events/3': () => {
        if (deleteFails) return { status: 502, body: 'Bad gateway' };
        owned = [parentTeacherNight];
        return ok(null);
      },
    });
    const view = renderApp('/dashboard/my-events', { api: fake, user: teacherUser() });
    await ownerTable();
    await view.userEvent.click(screen.getByRole('button', { name: 'Delete Robotics Showcase' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Event' });
    expect(within(dialog).getByText(/Delete "Robotics Showcase".*This action cannot be undone/)).toBeTruthy();
    await view.userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Delete Event' })).toBeNull());
    expect(fake.calls.some((call) => call.method === 'DELETE')).toBe(false);

    await view.userEvent.click(screen.getByRole('button', { name: 'Delete Robotics Showcase' }));
    const again = await screen.findByRole('dialog', { name: 'Delete Event' });
    await view.userEvent.click(within(again).getByRole('button', { name: 'Delete Event' }));
    expect(await within(again).findByText('Failed to delete event')).toBeTruthy();
    deleteFails = false;
    await view.userEvent.click(within(again).getByRole('button', { name: 'Delete Event' }));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Robotics Showcase' })).toBeNull());
    expect(within(await ownerTable()).getAllByRole('row')).toHaveLength(2);
  });

  it('shows the RSVP groups as cards with seats, response and status', async () => {
    const fake = api({
      'GET /user/events': ok(
        myEvents({
          confirmed: [rsvpWith(10, scienceFair, { quantity: 2 })],
          pending: [rsvpWith(11, parentTeacherNight, { status: 'pending', response: 'maybe' })],
          recommended: [campusEvent(7, { title: 'Chess Evening', visibility: 'private' })],
        }),
      ),
    });
    renderApp('/dashboard/my-events', { api: fake, user: testUser({ permissions: [] }) });
    const confirmed = await screen.findByRole('region', { name: 'Confirmed Events' });
    expect(within(confirmed).getByRole('link', { name: 'Spring Science Fair' })).toBeTruthy();
    expect(within(confirmed).getByText('2 seats · Yes')).toBeTruthy();
    expect(within(confirmed).getByText('Registered')).toBeTruthy();
    const pending = screen.getByRole('region', { name: 'Pending Events' });
    expect(within(pending).getByText('1 seat · Maybe')).toBeTruthy();
    expect(within(pending).getByText('Pending Approval')).toBeTruthy();
    const recommended = screen.getByRole('region', { name: 'Recommended Events' });
    expect(within(recommended).getByRole('link', { name: 'Chess Evening' })).toBeTruthy();
    expect(screen.getByText(MY_EVENTS_TEXT.noDenied)).toBeTruthy();
  });

  it('shows loaders, then the load failure', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const fake = api({
      'GET /user/owner-events': async () => {
        await gate;
        return ok([]);
      },
      'GET /user/events': { status: 502, body: 'Bad gateway' },
    });
    renderApp('/dashboard/my-events', { api: fake, user: teacherUser() });
    expect(await screen.findByRole('status', { name: 'Loading your events' })).toBeTruthy();
    expect(await screen.findByText('Failed to load events')).toBeTruthy();
    release();
    expect(await screen.findByText(MY_EVENTS_TEXT.noOwnedEvents)).toBeTruthy();
  });

  it("shows My Children's Events for a parent, filtered by the child chips", async () => {
    const emma = person(21, 'Emma', 'Wilson', 'emma.wilson');
    const noah = person(22, 'Noah', 'Wilson', 'noah.wilson');
    const fake = api({
      'GET /user/children-events': ok(
        childrenEvents({
          children: [emma, noah],
          confirmed: [rsvpWith(30, scienceFair, { user_id: 21, user: emma })],
          pending: [rsvpWith(31, parentTeacherNight, { user_id: 22, user: noah, status: 'pending' })],
          recommended: [
            {
              event: campusEvent(8, { title: 'Lab Open House', location: 'Lab 2' }),
              child_ids: [22],
              groups: [{ id: 1, name: 'Grade 8 Science' }],
            },
          ],
        }),
      ),
    });
    const view = renderApp('/dashboard/my-events', { api: fake, user: testUser({ permissions: [] }) });
    const section = await screen.findByRole('region', { name: "My Children's Events" });
    const confirmed = within(section).getByRole('table', { name: 'Confirmed of my children' });
    expect(within(confirmed).getByRole('link', { name: 'Spring Science Fair' })).toBeTruthy();
    expect(within(confirmed).getByText('Emma Wilson')).toBeTruthy();
    expect(within(confirmed).getByText('Dec 1, 2026')).toBeTruthy();
    const recommended = within(section).getByRole('table', { name: 'Events recommended for my children' });
    expect(within(recommended).getByText('Grade 8 Science')).toBeTruthy();
    expect(within(recommended).getByText('Lab 2')).toBeTruthy();

    await view.userEvent.click(within(section).getByRole('checkbox', { name: 'Noah Wilson' }));
    expect(within(section).getByText(MY_EVENTS_TEXT.noChildPending)).toBeTruthy();
    expect(within(section).getByText(MY_EVENTS_TEXT.noChildRecommended)).toBeTruthy();
    expect(within(section).getByRole('link', { name: 'Spring Science Fair' })).toBeTruthy();
    await view.userEvent.click(within(section).getByRole('checkbox', { name: 'Emma Wilson' }));
    expect(within(section).getByText(MY_EVENTS_TEXT.noChildSelected)).toBeTruthy();
  });
});
