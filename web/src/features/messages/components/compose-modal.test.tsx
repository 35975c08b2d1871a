import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createFakeApi, type FakeApi, fail, ok } from '../../../testing/fake-api';
import { renderApp } from '../../../testing/render-app';
import { testUser } from '../../../testing/users';
import { message, messagePage, pat, sam, tess } from '../testing/sample-messages';

type EditorBox = HTMLElement & { editor: { commands: { insertContent(html: string): void } } };

const calls = (api: FakeApi, route: string) =>
  api.calls.filter((call) => `${call.method} ${call.path}` === route);

function composeApi(routes: Parameters<typeof createFakeApi>[0] = {}) {
  return createFakeApi({
    'GET /messages/unread-count': ok({ count: 0 }),
    'GET /messages/inbox': ok(messagePage([])),
    'GET /messages/sent': ok(messagePage([])),
    'GET /messages/recipients': (call) => {
      const search = call.query.get('search') ?? '';
      const people = [tess, pat].filter((person) =>
        `${person.first_name} ${person.last_name} ${person.username}`
          .toLowerCase()
          .includes(search.toLowerCase()),
      );
      return ok(people);
    },
    ...routes,
  });
}

async function openCompose(api: FakeApi) {
  const view = renderApp('/inbox', { api, user: testUser({ id: sam.id, username: 'student' }) });
  await view.userEvent.click(await screen.findByRole('button', { name: 'Compose' }));
  const dialog = await screen.findByRole('dialog', { name: 'New Message' });
  return { ...view, dialog };
}

const searches = (api: FakeApi) =>
  calls(api, 'GET /messages/recipients').map((call) => call.query.get('search'));

/** Types a search into To, waits for the server's answer to it, and picks the person. */
async function pickRecipient(
  api: FakeApi,
  dialog: HTMLElement,
  userEvent: ReturnType<typeof renderApp>['userEvent'],
  search: string,
  label: string,
) {
  await userEvent.type(within(dialog).getByLabelText(/^To/, { selector: 'input' }), search);
  await waitFor(() => expect(searches(api)).toContain(search));
  await userEvent.click(await screen.findByRole('option', { name: label }));
}

describe('Compose', () => {
  it('refuses a message without recipient, subject or content, with the sdk messages', async () => {
    const api = composeApi();
    const { dialog, userEvent } = await openCompose(api);
    await within(dialog).findByRole('textbox', { name: /^Message/ });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByText('Please select at least one recipient')).toBeTruthy();
    expect(within(dialog).getByText('Subject is required')).toBeTruthy();
    expect(within(dialog).getByText('Message content is required')).toBeTruthy();
    expect(calls(api, 'POST /messages/direct')).toHaveLength(0);
    // Focus goes to the first field to fix.
    await waitFor(() =>
      expect(document.activeElement).toBe(within(dialog).getByLabelText(/^To/, { selector: 'input' })),
    );
    // A subject of spaces is no subject; the field stops at 255 characters.
    const subject = within(dialog).getByRole('textbox', { name: /^Subject/ });
    expect(subject.getAttribute('maxlength')).toBe('255');
    await userEvent.type(subject, '   ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(within(dialog).getByText('Subject is required')).toBeTruthy();
    expect(calls(api, 'POST /messages/direct')).toHaveLength(0);
  });

  it('searches recipients by name or username on the server, debounced, and sends to several', async () => {
    const api = composeApi({
      'POST /messages/direct': (call) =>
        ok(message(70, { subject: (call.body as { subject: string }).subject })),
    });
    const { dialog, userEvent } = await openCompose(api);
    await pickRecipient(api, dialog, userEvent, 'tess', 'Tess Teacher (@teacher)');
    // One search for the word, not one per keystroke; only the people the server found are offered.
    expect(searches(api)).not.toContain('te');
    expect(searches(api)).not.toContain('tes');
    await pickRecipient(api, dialog, userEvent, 'parent', 'Pat Parent (@parent)');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Subject/ }), '  Field trip  ');
    const box = (await within(dialog).findByRole('textbox', { name: /^Message/ })) as EditorBox;
    box.editor.commands.insertContent('Bring a <strong>lunch</strong>.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Message sent to 2 people')).toBeTruthy();
    expect(calls(api, 'POST /messages/direct')[0]?.body).toEqual({
      to_user_ids: [tess.id, pat.id],
      subject: 'Field trip',
      content: '<p>Bring a <strong>lunch</strong>.</p>',
    });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'New Message' })).toBeNull());
    // Sent refreshes.
    await waitFor(() => expect(calls(api, 'GET /messages/inbox').length).toBeGreaterThan(1));
  });

  it("shows the server's 422 field errors under their fields (a refused recipient under To)", async () => {
    const api = composeApi({
      'POST /messages/direct': fail(422, 'The given data was invalid.', {
        to_user_id: ['You can only write to people you share a group, a course or a family with'],
        subject: ['Subject may be at most 255 characters'],
      }),
    });
    const { dialog, userEvent } = await openCompose(api);
    await pickRecipient(api, dialog, userEvent, 'tess', 'Tess Teacher (@teacher)');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Subject/ }), 'Hello');
    const box = (await within(dialog).findByRole('textbox', { name: /^Message/ })) as EditorBox;
    box.editor.commands.insertContent('Hi');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(
      await within(dialog).findByText(
        'You can only write to people you share a group, a course or a family with',
      ),
    ).toBeTruthy();
    expect(within(dialog).getByText('Subject may be at most 255 characters')).toBeTruthy();
    // Every error is under its field: no alert repeats them.
    expect(within(dialog).queryByRole('alert')).toBeNull();
    expect(screen.getByRole('dialog', { name: 'New Message' })).toBeTruthy();
  });

  it("says 'Failed to send message. Please try again.' when the server gives no message", async () => {
    const api = composeApi({ 'POST /messages/direct': { status: 502, body: 'Bad gateway' } });
    const { dialog, userEvent } = await openCompose(api);
    await pickRecipient(api, dialog, userEvent, 'tess', 'Tess Teacher (@teacher)');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Subject/ }), 'Hello');
    const box = (await within(dialog).findByRole('textbox', { name: /^Message/ })) as EditorBox;
    box.editor.commands.insertContent('Hi');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Failed to send message. Please try again.',
    );
  });

  it("shows the server's own message when it gives one", async () => {
    const api = composeApi({
      'POST /messages/direct': fail(429, 'Too many messages. Try again in a minute.'),
    });
    const { dialog, userEvent } = await openCompose(api);
    await pickRecipient(api, dialog, userEvent, 'tess', 'Tess Teacher (@teacher)');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Subject/ }), 'Hello');
    const box = (await within(dialog).findByRole('textbox', { name: /^Message/ })) as EditorBox;
    box.editor.commands.insertContent('Hi');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Too many messages. Try again in a minute.',
    );
  });
});
