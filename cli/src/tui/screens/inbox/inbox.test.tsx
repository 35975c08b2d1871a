import { describe, expect, it } from 'vitest';
import { KEY } from '../../testing/keys.js';
import { tuiServerForFile } from '../../testing/tui-harness.js';
import { pollUnread } from '../../unread/poll-unread.js';

const t = tuiServerForFile();
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
