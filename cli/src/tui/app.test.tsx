import { connectLive } from '@campus/sdk';
import { describe, expect, it } from 'vitest';
import { KEY } from './testing/keys.js';
import { fixedUnread, tuiServerForFile } from './testing/tui-harness.js';
import { liveUnread } from './unread/live-unread.js';
import { pollUnread } from './unread/poll-unread.js';

const t = tuiServerForFile();

describe('campus tui: sign-in and the status line', () => {
  it('signs in inside the TUI when no session is stored, and keeps the sign-in', async () => {
    const env = t.env({ unreadSource: () => fixedUnread(0) });
    const tui = t.open({ env, session: null });
    await tui.waitFor(`Sign in to ${t.server.apiUrl}`);
    await tui.type(...'coordinator', KEY.enter, ...'campus123', KEY.enter);
    const frame = await tui.waitFor('Welcome, ');
    expect(frame).toContain(`coordinator · ${t.server.apiUrl}`);
    expect(frame).toContain('My groups');
    expect(env.saved.map((entry) => entry.username)).toEqual(['coordinator']);
  });

  it("shows the server's message on a wrong password and stays on the form", async () => {
    const env = t.env();
    const tui = t.open({
      env,
      session: null,
      notice: 'The stored sign-in is no longer valid: sign in again.',
    });
    await tui.waitFor('no longer valid');
    await tui.type(...'coordinator', KEY.tab, ...'wrong-password', KEY.enter);
    const frame = await tui.waitFor(/Invalid|failed|incorrect/i);
    expect(frame).toContain('Password: ');
    expect(frame).not.toContain('campus123');
    expect(env.saved).toEqual([]);
  });

  it('shows the unread count from the poll of GET /messages/unread-count, and ? lists the keys', async () => {
    const session = await t.signIn('student');
    const expected = (await session.client.messages.unreadCount()).count;
    expect(expected).toBeGreaterThan(0);
    const tui = t.open({ env: t.env({ unreadSource: ({ client }) => pollUnread(client, 60_000) }), session });
    const frame = await tui.waitFor(`${expected} unread`);
    expect(frame).toContain(`student · ${t.server.apiUrl}`);
    await tui.type('?');
    const help = await tui.waitFor('Keys: Welcome');
    expect(help).toContain('enter');
    expect(help).toContain('back one level');
    await tui.type(KEY.escape);
    await tui.waitFor('My groups');
  });
});

describe('campus tui: the unread count over the live stream', () => {
  it('follows GET /live unread events (the poll is an hour away)', async () => {
    const session = await t.signIn('student');
    const before = (await session.client.messages.unreadCount()).count;
    const hour = 3_600_000;
    const tui = t.open({
      env: t.env({
        unreadSource: ({ client, token }) =>
          liveUnread(
            client,
            (handlers) =>
              connectLive({ baseUrl: t.server.apiUrl, getToken: () => token, auth: 'bearer', ...handlers }),
            hour,
          ),
      }),
      session,
    });
    await tui.waitFor(`${before} unread`);
    // Give the stream a moment to open, then a teacher writes: the count moves without any poll.
    await new Promise((resolve) => setTimeout(resolve, 500));
    const teacher = await t.signIn('teacher');
    await teacher.client.messages.sendDirect({
      subject: 'Live?',
      content: '<p>Hello</p>',
      to_user_id: session.user.id,
    });
    await tui.waitFor(`${before + 1} unread`);
  });

  it('falls back to the poll while the stream is down', async () => {
    const session = await t.signIn('student');
    const before = (await session.client.messages.unreadCount()).count;
    const tui = t.open({
      env: t.env({
        unreadSource: ({ client }) =>
          // A stream that never opens: the 200 ms poll carries the count.
          liveUnread(client, () => ({ status: 'closed', close() {} }), 200),
      }),
      session,
    });
    await tui.waitFor(`${before} unread`);
    const teacher = await t.signIn('teacher');
    await teacher.client.messages.sendDirect({
      subject: 'Poll?',
      content: '<p>Hello</p>',
      to_user_id: session.user.id,
    });
    await tui.waitFor(`${before + 1} unread`);
  });
});
