import { describe, expect, it, vi } from 'vitest';
import { KEY } from '../../testing/keys.js';
import { tuiServerForFile } from '../../testing/tui-harness.js';
import { pollUnread } from '../../unread/poll-unread.js';

const t = tuiServerForFile();
/** For tests that first write more than a page of rows over HTTP: a busy machine needs more than 30 s. */
const SLOW = 120_000;
// The poll is an hour away: the count changes only when a screen asks again (opening a message).
const env = () => t.env({ unreadSource: ({ client }) => pollUnread(client, 3_600_000) });

describe('campus tui: the inbox', () => {
  it('reads an unread message (the count drops) and replies to it', async () => {
    const session = await t.signIn('student');
    const tui = t.open({ env: env(), session, initial: [{ name: 'home' }, { name: 'inbox' }] });
    let frame = await tui.waitFor('● Science fair project check-in');
    expect(frame).toContain('1 unread');
    expect(frame).toMatch(/Science fair project check-in · from \S+ \S+ \(teacher\)/);
    await tui.type('/', ...'check-in', KEY.enter, KEY.enter);
    frame = await tui.waitFor('Please bring your project outline on Monday.');
    expect(frame).toContain('From: ');
    await tui.waitFor('0 unread');
    await tui.type('r');
    frame = await tui.waitFor('Reply to ');
    expect(frame).toContain('Subject: Re: Science fair project check-in');
    await tui.type(KEY.ctrlS);
    await tui.waitFor('Reply cannot be empty');
    await tui.type(KEY.tab, ...'I will bring it.', KEY.ctrlS);
    await tui.waitFor(/Replied to .*\(teacher\)\./);
    const teacher = await t.signIn('teacher');
    const { data } = await teacher.client.messages.inbox();
    expect(data[0]).toMatchObject({
      subject: 'Re: Science fair project check-in',
      content: '<p>I will bring it.</p>',
    });
    await tui.type(KEY.escape);
    frame = await tui.waitFor('[Inbox]');
    expect(frame).not.toContain('● Science fair project check-in');
  });

  it('composes a message to a username, refusing one the reader may not write to', async () => {
    const session = await t.signIn('coordinator');
    const tui = t.open({ env: env(), session, initial: [{ name: 'inbox' }] });
    await tui.waitFor('[Inbox]');
    await tui.type('c');
    await tui.waitFor('New message');
    await tui.type(...'nobody-here', KEY.enter, ...'Lab day', KEY.enter, ...'Goggles on.', KEY.enter);
    await tui.waitFor('No one named nobody-here you may write to');
    await tui.type(KEY.shiftTab, KEY.shiftTab, '\u0015', ...'emma.wilson', KEY.ctrlS);
    await tui.waitFor('Sent "Lab day" to emma.wilson.');
    await tui.type(KEY.tab);
    const frame = await tui.waitFor(/\[Sent\][\s\S]*Lab day · to Emma Wilson \(emma\.wilson\)/);
    expect(frame).toContain('Lab day');
    const emma = await t.signIn('emma.wilson');
    expect((await emma.client.messages.inbox()).data[0]).toMatchObject({
      subject: 'Lab day',
      is_read: false,
    });
  });

  it('deletes a message for me after asking', async () => {
    const session = await t.signIn('student');
    const tui = t.open({ env: env(), session, initial: [{ name: 'inbox' }] });
    await tui.waitFor('Great work on your robot');
    await tui.type('/', ...'robot', KEY.enter, 'x');
    await tui.waitFor('Delete "Great work on your robot"? It is removed for you only.');
    await tui.type('y');
    await tui.waitFor('Deleted "Great work on your robot".');
    const { data } = await session.client.messages.inbox();
    expect(data.map((message) => message.subject)).not.toContain('Great work on your robot');
  });
});

describe('campus tui: an inbox longer than a page', () => {
  /** 65 messages from the admin (who may write to anyone) to ava.johnson, 'Paging 01' the first sent. */
  async function sixtyFiveMessages() {
    const admin = await t.signIn('admin');
    const ava = await t.signIn('ava.johnson');
    for (let n = 1; n <= 65; n++) {
      await admin.client.messages.sendDirect({
        to_user_id: ava.user.id,
        subject: `Paging ${String(n).padStart(2, '0')}`,
        content: '<p>One of many.</p>',
      });
    }
    return { admin, ava };
  }

  it('loads the older messages as the cursor reaches the last row, saying how many there are', {
    timeout: SLOW,
  }, async () => {
    const { admin, ava } = await sixtyFiveMessages();
    const { total: inboxTotal, last_page } = await ava.client.messages.inbox({ per_page: 50 });
    expect(last_page).toBe(2);
    const oldest = (await ava.client.messages.inbox({ page: 2, per_page: 50 })).data.at(-1);
    if (!oldest) throw new Error('ava.johnson has messages');
    // The second page waits for the test, so that its Loading row is seen, and its first read fails.
    const inbox = ava.client.messages.inbox;
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let failures = 1;
    vi.spyOn(ava.client.messages, 'inbox').mockImplementation(async (query = {}) => {
      if ((query.page ?? 1) > 1) {
        await held;
        if (failures-- > 0) throw new Error('The network went away');
      }
      return inbox(query);
    });
    const tui = t.open({ env: env(), session: ava, initial: [{ name: 'inbox' }] });
    let frame = await tui.waitFor(`50 of ${inboxTotal} · ↓ at the end loads more`);
    expect(frame).toContain('Paging 65');
    expect(frame).not.toContain('Paging 01');

    // `/` filters what is loaded, and says so.
    await tui.type('/', ...'paging 01', KEY.enter);
    frame = await tui.waitFor(`filters the 50 loaded of ${inboxTotal}`);
    expect(frame).toContain('Nothing matches "paging 01"');
    await tui.type(KEY.escape);

    await tui.type(KEY.end);
    frame = await tui.waitFor('Loading more… (50 of');
    expect(frame).toContain('› ');
    release();
    frame = await tui.waitFor('Failed to open course messages · ↓ at the end tries again');
    expect(frame).not.toContain('Loading more');
    await tui.type(KEY.down);
    frame = await tui.waitFor(`${inboxTotal} of ${inboxTotal}`);
    // The cursor stays on row 50, the rows of page 2 below it.
    expect(frame).toContain(`↓ ${inboxTotal - 50} more`);
    await tui.type(KEY.end);
    frame = await tui.waitFor(new RegExp(`› (?:● | {2})${oldest.subject} · from`));
    expect(frame).not.toContain('loads more');
    await tui.type('/', ...'paging 01', KEY.enter);
    frame = await tui.waitFor(/› (?:● | {2})Paging 01 · from Alex Morgan \(admin\)/);
    expect(frame).not.toContain('filters the');
    // Deleting reads again both pages: every row stays loaded.
    await tui.type('x', 'y');
    await tui.waitFor('Deleted "Paging 01".');
    await tui.waitFor(`${inboxTotal - 1} of ${inboxTotal - 1}`);

    // The sender's Sent reaches its oldest message too.
    const { total: sentTotal, last_page: sentPages } = await admin.client.messages.sent({ per_page: 50 });
    const first = (await admin.client.messages.sent({ page: sentPages, per_page: 50 })).data.at(-1);
    if (!first) throw new Error('The admin has sent messages');
    const sent = t.open({ env: env(), session: admin, initial: [{ name: 'inbox', pane: 1 }] });
    await sent.waitFor(`50 of ${sentTotal}`);
    await sent.type(KEY.end);
    await sent.waitFor(`${sentTotal} of ${sentTotal}`);
    await sent.type(KEY.end);
    frame = await sent.waitFor(`›   ${first.subject} · to`);
    expect(frame).toContain('[Sent]');
  });
});
