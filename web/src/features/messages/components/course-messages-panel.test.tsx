import type { Message } from '@campus/sdk';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createFakeApi, type FakeApi, fail, ok } from '../../../testing/fake-api';
import { renderApp } from '../../../testing/render-app';
import { teacherUser } from '../../../testing/users';
import { dashboard, robotics, science } from '../../my-courses/testing/sample-my-courses';
import { message, messagePage, sam, tess } from '../testing/sample-messages';

const ROBOTICS = { id: robotics.id, name: robotics.name };

function courseMessage(id: number, overrides: Partial<Message> = {}): Message {
  return message(id, {
    from_user: sam,
    from_user_id: sam.id,
    to_user: tess,
    recipients: [tess],
    course: ROBOTICS,
    course_id: ROBOTICS.id,
    ...overrides,
  });
}

function myCoursesApi(routes: Parameters<typeof createFakeApi>[0] = {}): FakeApi {
  return createFakeApi({
    'GET /organizations/owned': ok([]),
    'GET /dashboard/courses': ok(dashboard({ owned: [robotics], teaching: [science] })),
    'GET /user/enrolled-courses': ok([]),
    'GET /user/recommended-courses': ok([]),
    'GET /user/children-courses': ok([]),
    'GET /messages/unread-count': ok({ count: 1 }),
    ...routes,
  });
}

async function openMessages(view: ReturnType<typeof renderApp>, courseName = robotics.name) {
  // The first lazy load of the tab can be slow on a busy machine.
  await view.userEvent.click(
    await screen.findByRole('button', { name: `Messages of ${courseName}` }, { timeout: 15_000 }),
  );
  return screen.findByRole('dialog', { name: `Messages: ${courseName}` });
}

const calls = (api: FakeApi, route: string) =>
  api.calls.filter((call) => `${call.method} ${call.path}` === route);

describe('the course messages panel', () => {
  it("lists the course's messages with the count, New for unread, sender, course and date", async () => {
    const api = myCoursesApi({
      'GET /courses/1/messages': ok(
        messagePage([
          courseMessage(2, { subject: "Question about Monday's session", is_read: false }),
          courseMessage(1, { subject: 'Thanks for the class' }),
        ]),
      ),
    });
    const view = renderApp('/dashboard/my-courses', { api, user: teacherUser() });
    const dialog = await openMessages(view);
    expect(await within(dialog).findByText('2 messages')).toBeTruthy();
    const items = within(within(dialog).getByRole('list', { name: 'Course messages' })).getAllByRole(
      'listitem',
    );
    expect(items).toHaveLength(2);
    const [unread, read] = items as [HTMLElement, HTMLElement];
    expect(within(unread).getByText('New')).toBeTruthy();
    expect(
      within(unread).getByText(/From Sam Student · Introduction to Robotics · Mar 2, 2026/),
    ).toBeTruthy();
    expect(within(read).queryByText('New')).toBeNull();
    expect(calls(api, 'GET /courses/1/messages')[0]?.query.get('per_page')).toBe('20');
  });

  it('shows a skeleton while loading, then the empty state', async () => {
    let release: () => void = () => {};
    const api = myCoursesApi({
      'GET /courses/1/messages': () =>
        new Promise((resolve) => {
          release = () => resolve(ok(messagePage([])));
        }),
    });
    const view = renderApp('/dashboard/my-courses', { api, user: teacherUser() });
    const dialog = await openMessages(view);
    expect(within(dialog).getByRole('status', { name: 'Loading course messages' })).toBeTruthy();
    release();
    expect(await within(dialog).findByRole('heading', { name: 'No Messages Yet' })).toBeTruthy();
    expect(within(dialog).getByText('No messages have been sent for this course yet.')).toBeTruthy();
  });

  it("says 'Failed to open course messages' when the list fails without a message", async () => {
    const api = myCoursesApi({ 'GET /courses/1/messages': { status: 500, body: '' } });
    const view = renderApp('/dashboard/my-courses', { api, user: teacherUser() });
    const dialog = await openMessages(view);
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Failed to open course messages');
  });

  it("shows the server's refusal when there is one (a 403)", async () => {
    const api = myCoursesApi({ 'GET /courses/1/messages': fail(403, 'You may not read these messages') });
    const view = renderApp('/dashboard/my-courses', { api, user: teacherUser() });
    const dialog = await openMessages(view);
    expect((await within(dialog).findByRole('alert')).textContent).toBe('You may not read these messages');
  });

  it('opens the detail (subject, from, course, date, body, Close), which marks it read', async () => {
    let read = false;
    const question = () =>
      courseMessage(2, {
        subject: "Question about Monday's session",
        content: '<p>Should we bring our own <em>batteries</em>?</p>',
        is_read: read,
      });
    const api = myCoursesApi({
      'GET /courses/1/messages': () => ok(messagePage([question()])),
      'GET /messages/2': () => {
        read = true;
        return ok(question());
      },
    });
    const view = renderApp('/dashboard/my-courses', { api, user: teacherUser() });
    const dialog = await openMessages(view);
    await view.userEvent.click(
      await within(dialog).findByRole('button', { name: /^Question about Monday's session/ }),
    );
    const detail = await screen.findByRole('dialog', { name: "Question about Monday's session" });
    expect(within(detail).getByText('Sam Student')).toBeTruthy();
    expect(within(detail).getByText('Introduction to Robotics')).toBeTruthy();
    expect(within(detail).getByText('batteries').tagName).toBe('EM');
    expect(within(detail).getByText(/Mar 2, 2026/)).toBeTruthy();
    // The course panel's detail has no Reply (the inbox has).
    expect(within(detail).queryByRole('button', { name: 'Reply' })).toBeNull();
    await waitFor(() => expect(calls(api, 'GET /messages/2')).toHaveLength(1));
    await waitFor(() => expect(within(dialog).queryByText('New')).toBeNull());
    await view.userEvent.click(within(detail).getByRole('button', { name: 'Close' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: "Question about Monday's session" })).toBeNull(),
    );
    expect(screen.getByRole('dialog', { name: `Messages: ${robotics.name}` })).toBeTruthy();
  });

  it('deletes a message after a confirmation, and offers Delete only where the reader may', async () => {
    let rows = [courseMessage(2, { subject: 'Old question' }), courseMessage(3, { can_delete: false })];
    const api = myCoursesApi({
      'GET /courses/1/messages': () => ok(messagePage(rows)),
      'DELETE /messages/2': () => {
        rows = rows.filter((row) => row.id !== 2);
        return ok(null);
      },
    });
    const view = renderApp('/dashboard/my-courses', { api, user: teacherUser() });
    const dialog = await openMessages(view);
    expect(await within(dialog).findByRole('button', { name: 'Delete Old question' })).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Delete Subject 3' })).toBeNull();
    await view.userEvent.click(within(dialog).getByRole('button', { name: 'Delete Old question' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete Message' });
    await view.userEvent.click(within(confirm).getByRole('button', { name: 'Delete Message' }));
    expect(await screen.findByText('Message deleted: "Old question"')).toBeTruthy();
    await waitFor(() => expect(within(dialog).queryByText('Old question')).toBeNull());
    expect(within(dialog).getByText('1 message')).toBeTruthy();
    // The deleted row held the focus: the count takes it.
    expect(document.activeElement).toBe(within(dialog).getByText('1 message'));
    expect(calls(api, 'DELETE /messages/2')).toHaveLength(1);
  });

  it('keeps the confirmation open with the reason when a delete fails', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const api = myCoursesApi({
      'GET /courses/1/messages': ok(messagePage([courseMessage(2, { subject: 'Old question' })])),
      'DELETE /messages/2': { status: 500, body: '' },
    });
    const view = renderApp('/dashboard/my-courses', { api, user: teacherUser() });
    const dialog = await openMessages(view);
    await view.userEvent.click(await within(dialog).findByRole('button', { name: 'Delete Old question' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete Message' });
    await view.userEvent.click(within(confirm).getByRole('button', { name: 'Delete Message' }));
    expect((await within(confirm).findByRole('alert')).textContent).toBe(
      'Failed to delete message. Please try again.',
    );
    log.mockRestore();
  });

  it("is offered on the teaching section's cards too", async () => {
    const api = myCoursesApi({ 'GET /courses/4/messages': ok(messagePage([])) });
    const view = renderApp('/dashboard/my-courses', { api, user: teacherUser() });
    const dialog = await openMessages(view, science.name);
    expect(await within(dialog).findByRole('heading', { name: 'No Messages Yet' })).toBeTruthy();
  });
});
