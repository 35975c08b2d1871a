import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createFakeApi, type FakeApi, fail, ok } from '../../../testing/fake-api';
import { renderApp } from '../../../testing/render-app';
import { testUser } from '../../../testing/users';
import { message, messagePage, pat, sam, tess } from '../testing/sample-messages';

const calls = (api: FakeApi, route: string) =>
  api.calls.filter((call) => `${call.method} ${call.path}` === route);

function inboxApi(routes: Parameters<typeof createFakeApi>[0] = {}) {
  return createFakeApi({
    'GET /messages/unread-count': ok({ count: 1 }),
    'GET /messages/inbox': ok(
      messagePage([
        message(2, { subject: 'Science fair check-in', is_read: false }),
        message(1, {
          subject: 'Great work',
          from_user: pat,
          from_user_id: pat.id,
          course: { id: 4, name: 'Introduction to Robotics' },
          course_id: 4,
        }),
      ]),
    ),
    'GET /messages/sent': ok(
      messagePage([
        message(3, {
          subject: 'Question about Monday',
          is_sender: true,
          from_user: sam,
          from_user_id: sam.id,
          to_user: tess,
          recipients: [tess, pat],
          recipient_count: 2,
        }),
      ]),
    ),
    ...routes,
  });
}

const me = () => testUser({ id: sam.id, username: 'student' });

describe('/inbox', () => {
  it('lists the inbox newest first: from, subject, course, date; unread in bold with an Unread marker', async () => {
    renderApp('/inbox', { api: inboxApi(), user: me() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Messages' })).toBeTruthy();
    expect(document.title).toBe('Messages · Campus');
    const table = await screen.findByRole('table', { name: 'Inbox messages' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    const [unread, read] = rows as [HTMLElement, HTMLElement];
    expect(within(unread).getByText('Unread')).toBeTruthy();
    expect(within(unread).getByText('Tess Teacher')).toBeTruthy();
    expect(within(unread).getByRole('button', { name: 'Science fair check-in' }).style.fontWeight).toBe(
      '700',
    );
    expect(within(read).queryByText('Unread')).toBeNull();
    expect(within(read).getByText('Pat Parent')).toBeTruthy();
    expect(within(read).getByText('Introduction to Robotics')).toBeTruthy();
    expect(within(read).getByRole('button', { name: 'Great work' }).style.fontWeight).toBe('400');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Status', 'From', 'Subject', 'Course', 'Date']);
    expect(screen.getByText('Showing 1-2 of 2 messages')).toBeTruthy();
  });

  it('shows the Sent tab with To (every recipient) and keeps the tab in the address', async () => {
    const { router, userEvent, api } = renderApp('/inbox', { api: inboxApi(), user: me() });
    await screen.findByRole('table', { name: 'Inbox messages' });
    await userEvent.click(screen.getByRole('tab', { name: 'Sent' }));
    const table = await screen.findByRole('table', { name: 'Sent messages' });
    expect(router.state.location.search).toBe('?tab=sent');
    expect(within(table).getByRole('columnheader', { name: 'To' })).toBeTruthy();
    expect(within(table).getByText('Tess Teacher, Pat Parent')).toBeTruthy();
    // What the reader sent is never unread to them.
    expect(within(table).queryByText('Unread')).toBeNull();
    expect(calls(api, 'GET /messages/sent')).toHaveLength(1);
  });

  it('says when a tab is empty, and shows a skeleton while it loads', async () => {
    let release: () => void = () => {};
    const api = inboxApi({
      'GET /messages/inbox': () =>
        new Promise((resolve) => {
          release = () => resolve(ok(messagePage([])));
        }),
      'GET /messages/sent': ok(messagePage([])),
    });
    const { userEvent } = renderApp('/inbox', { api, user: me() });
    expect(await screen.findByRole('status', { name: 'Loading inbox messages' })).toBeTruthy();
    release();
    expect(await screen.findByRole('heading', { name: 'Your inbox is empty' })).toBeTruthy();
    await userEvent.click(screen.getByRole('tab', { name: 'Sent' }));
    expect(await screen.findByRole('heading', { name: 'No sent messages' })).toBeTruthy();
  });

  it('pages 20 at a time with the pager (?page=2)', async () => {
    const api = inboxApi({
      'GET /messages/inbox': (call) =>
        call.query.get('page') === '2'
          ? ok(messagePage([message(30, { subject: 'Older one' })], 2, 2, 21))
          : ok(messagePage([message(31, { subject: 'Newer one' })], 1, 2, 21)),
    });
    const { userEvent, router } = renderApp('/inbox', { api, user: me() });
    await screen.findByRole('button', { name: 'Newer one' });
    expect(calls(api, 'GET /messages/inbox')[0]?.query.get('per_page')).toBe('20');
    const pager = screen.getByRole('navigation', { name: 'Inbox pages' });
    await userEvent.click(within(pager).getByRole('button', { name: 'Page 2' }));
    expect(await screen.findByRole('button', { name: 'Older one' })).toBeTruthy();
    expect(router.state.location.search).toBe('?page=2');
    expect(screen.getByText('Showing 21-21 of 21 messages')).toBeTruthy();
  });

  it('shows the last page for a page past the end (an old link, or its last message deleted)', async () => {
    const api = inboxApi({
      'GET /messages/inbox': (call) =>
        call.query.get('page') === '2'
          ? ok(messagePage([message(30, { subject: 'Older one' })], 2, 2, 21))
          : ok(messagePage([], Number(call.query.get('page')), 2, 21)),
    });
    const { router } = renderApp('/inbox?page=5', { api, user: me() });
    expect(await screen.findByRole('button', { name: 'Older one' })).toBeTruthy();
    expect(router.state.location.search).toBe('?page=2');
    expect(screen.queryByRole('heading', { name: 'Your inbox is empty' })).toBeNull();
  });

  it('only logs a failed load, says so plainly and tries again', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    let failing = true;
    const api = inboxApi({
      'GET /messages/inbox': () => (failing ? fail(500, 'Server error') : ok(messagePage([message(5)]))),
    });
    const { userEvent } = renderApp('/inbox', { api, user: me() });
    expect(await screen.findByText('Messages could not be loaded right now.')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(log).toHaveBeenCalled();
    failing = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Subject 5' })).toBeTruthy();
    log.mockRestore();
  });

  it('opens a message: GET marks it read, the row is no longer bold and the badge asks again', async () => {
    let read = false;
    const unread = () => message(2, { subject: 'Science fair check-in', is_read: read });
    const api = inboxApi({
      'GET /messages/inbox': () => ok(messagePage([unread(), message(1, { subject: 'Great work' })])),
      'GET /messages/2': () => {
        read = true;
        return ok(unread());
      },
    });
    const { userEvent } = renderApp('/inbox', { api, user: me() });
    await userEvent.click(await screen.findByRole('button', { name: 'Science fair check-in' }));
    const dialog = await screen.findByRole('dialog', { name: 'Science fair check-in' });
    expect(within(dialog).getByText('Tess Teacher')).toBeTruthy();
    expect(within(dialog).getByText('Sam Student')).toBeTruthy();
    expect(within(dialog).getByText('Body of message 2')).toBeTruthy();
    await waitFor(() => expect(calls(api, 'GET /messages/2')).toHaveLength(1));
    await waitFor(() => expect(calls(api, 'GET /messages/unread-count').length).toBeGreaterThan(1));
    const table = screen.getByRole('table', { name: 'Inbox messages' });
    await waitFor(() => expect(within(table).queryByText('Unread')).toBeNull());
    // A read message is not asked for again.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await userEvent.click(screen.getByRole('button', { name: 'Great work' }));
    await screen.findByRole('dialog', { name: 'Great work' });
    expect(calls(api, 'GET /messages/1')).toHaveLength(0);
  });

  // (DOMPurify cannot sanitize under happy-dom: the browser journey sees the sanitized body.)
  it('shows the rich body, the course and every recipient', async () => {
    const api = inboxApi({
      'GET /messages/sent': ok(
        messagePage([
          message(3, {
            subject: 'To the class',
            is_sender: true,
            content:
              '<p>Hello <strong>all</strong></p><img src=x onerror="alert(1)"><script>alert(2)</script>',
            recipients: [tess, pat],
            recipient_count: 40,
            course: { id: 4, name: 'Introduction to Robotics' },
          }),
        ]),
      ),
    });
    const { userEvent } = renderApp('/inbox?tab=sent', { api, user: me() });
    await userEvent.click(await screen.findByRole('button', { name: 'To the class' }));
    const dialog = await screen.findByRole('dialog', { name: 'To the class' });
    expect(within(dialog).getByText('all').tagName).toBe('STRONG');
    expect(within(dialog).getByText('Tess Teacher, Pat Parent and 38 more')).toBeTruthy();
    expect(within(dialog).getByText('Introduction to Robotics')).toBeTruthy();
  });

  it('replies: an empty reply is refused, then POST /messages/{id}/reply with the Re: subject', async () => {
    const api = inboxApi({
      'POST /messages/1/reply': (call) =>
        ok(message(50, { subject: (call.body as { subject: string }).subject })),
    });
    const { userEvent } = renderApp('/inbox', { api, user: me() });
    await userEvent.click(await screen.findByRole('button', { name: 'Great work' }));
    const dialog = await screen.findByRole('dialog', { name: 'Great work' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reply' }));
    expect(within(dialog).getByText('Re: Great work')).toBeTruthy();
    // A recipient's reply goes to the sender.
    expect(within(dialog).getByText('To:').parentElement?.textContent).toBe('To: Pat Parent');
    const box = await within(dialog).findByRole('textbox', { name: /^Reply/ });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send Reply' }));
    expect(await within(dialog).findByText('Reply cannot be empty')).toBeTruthy();
    expect(calls(api, 'POST /messages/1/reply')).toHaveLength(0);
    (
      box as HTMLElement & { editor: { commands: { insertContent(html: string): void } } }
    ).editor.commands.insertContent('Thank you!');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send Reply' }));
    expect(await screen.findByText('Reply sent to Pat Parent')).toBeTruthy();
    expect(calls(api, 'POST /messages/1/reply')[0]?.body).toEqual({
      subject: 'Re: Great work',
      content: '<p>Thank you!</p>',
    });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Great work' })).toBeNull());
  });

  it("says 'Failed to send message. Please try again.' when a failed reply has no message", async () => {
    const api = inboxApi({ 'POST /messages/1/reply': { status: 500, body: {} } });
    const { userEvent } = renderApp('/inbox', { api, user: me() });
    await userEvent.click(await screen.findByRole('button', { name: 'Great work' }));
    const dialog = await screen.findByRole('dialog', { name: 'Great work' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reply' }));
    const box = await within(dialog).findByRole('textbox', { name: /^Reply/ });
    (
      box as HTMLElement & { editor: { commands: { insertContent(html: string): void } } }
    ).editor.commands.insertContent('Hi');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send Reply' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Failed to send message. Please try again.',
    );
  });

  it('deletes after a confirmation: DELETE /messages/{id}, the row leaves, the deletion is announced', async () => {
    let deleted = false;
    const api = inboxApi({
      'DELETE /messages/1': () => {
        deleted = true;
        return ok(null);
      },
      'GET /messages/inbox': () =>
        ok(messagePage(deleted ? [message(2)] : [message(2), message(1, { subject: 'Great work' })])),
    });
    const { userEvent } = renderApp('/inbox', { api, user: me() });
    await userEvent.click(await screen.findByRole('button', { name: 'Great work' }));
    const dialog = await screen.findByRole('dialog', { name: 'Great work' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete Message' });
    expect(within(confirm).getByText(/removed from your messages only/)).toBeTruthy();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete Message' }));
    expect(await screen.findByText('Message deleted: "Great work"')).toBeTruthy();
    expect(calls(api, 'DELETE /messages/1')).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Great work' })).toBeNull());
    expect(screen.queryByRole('dialog', { name: 'Great work' })).toBeNull();
    // The row that opened it is gone: the keyboard goes on from the open tab.
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Inbox' }));
  });

  it('offers no Delete when the reader may not delete', async () => {
    const api = inboxApi({ 'GET /messages/inbox': ok(messagePage([message(1, { can_delete: false })])) });
    const { userEvent } = renderApp('/inbox', { api, user: me() });
    await userEvent.click(await screen.findByRole('button', { name: 'Subject 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Subject 1' });
    expect(within(dialog).queryByRole('button', { name: 'Delete' })).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Reply' })).toBeTruthy();
  });
});
