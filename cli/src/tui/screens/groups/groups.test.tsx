import { describe, expect, it } from 'vitest';
import { KEY } from '../../testing/keys.js';
import { fixedUnread, tuiServerForFile } from '../../testing/tui-harness.js';

const t = tuiServerForFile();
/** For tests that first write more than a page of rows over HTTP: a busy machine needs more than 30 s. */
const SLOW = 120_000;

/** The coordinator signed in, with a fresh group of their own to change (each test its own). */
async function coordinatorWithGroup(name: string) {
  const session = await t.signIn('coordinator');
  const group = await session.client.groups.create({ name, description: 'Made by the TUI tests' });
  return { session, group };
}

const env = () => t.env({ unreadSource: () => fixedUnread(0) });

async function groupId(name: string): Promise<number> {
  const admin = await t.signIn('admin');
  const group = (await admin.client.groups.list()).find((each) => each.name === name);
  if (!group) throw new Error(`No group ${name}`);
  return group.id;
}

describe('campus tui: my groups', () => {
  it('lists my groups, opens one, and sorts and filters its members', async () => {
    const session = await t.signIn('coordinator');
    const tui = t.open({ env: env(), session });
    await tui.waitFor('My groups');
    await tui.type(KEY.enter);
    await tui.waitFor('Grade 8 Science');
    expect(tui.frame()).toContain('coordinator · 4 members');
    await tui.type('/', ...'grade 8', KEY.enter, KEY.enter);
    let frame = await tui.waitFor('sorted by last name');
    expect(frame).toContain('Group: Grade 8 Science');
    expect(frame).toContain('[Members]');
    expect(frame).toMatch(/First\s+Last\s+Username\s+Gender\s+Student\s+Grade/);
    expect(frame).toContain('ava.johnson');
    expect(frame).toContain('sorted by last name ↑');
    // Sorted by last name: Johnson, Nguyen, Wilson (and the student's own last name in its place).
    const order = (text: string) =>
      ['ava.johnson', 'liam.nguyen', 'emma.wilson'].map((name) => text.indexOf(name));
    expect(order(frame)).toEqual([...order(frame)].sort((a, b) => a - b));
    await tui.type('o');
    frame = await tui.waitFor('sorted by last name ↓');
    expect(order(frame)).toEqual([...order(frame)].sort((a, b) => b - a));
    await tui.type('s');
    frame = await tui.waitFor('sorted by username ↑');
    expect(frame.indexOf('student ')).toBeGreaterThan(frame.indexOf('liam.nguyen'));

    await tui.type('f');
    frame = await tui.waitFor('students: students');
    expect(frame).toMatch(/\d of \d/);
    await tui.type('f');
    frame = await tui.waitFor('students: non-students');
    expect(frame).toContain('No Members Found');
    await tui.type('c', 'g');
    frame = await tui.waitFor(/grade: (?!all)/);
    const grade = /grade: (\S+)/.exec(frame)?.[1];
    const { group } = await session.client.groups.get(await groupId('Grade 8 Science'));
    const expected = (group.users ?? []).filter((member) => member.school_grade === grade).length;
    expect(frame).toContain(`${expected} of ${group.users?.length}`);
  });

  it('adds two members from my other groups with checkboxes', async () => {
    const { session, group } = await coordinatorWithGroup('Science Fair Team');
    const tui = t.open({
      env: env(),
      session,
      initial: [{ name: 'group', groupId: group.id, title: group.name }],
    });
    await tui.waitFor('No Members Found');
    await tui.type('a');
    let frame = await tui.waitFor('Add members to Science Fair Team');
    await tui.waitFor('ava.johnson');
    frame = tui.frame();
    // Each candidate shows the source group (one of mine) and the grade.
    expect(frame).toMatch(/ava\.johnson\s+7\s+Grade 8 Science/);
    await tui.type('/', ...'ava', KEY.enter, KEY.space, KEY.escape);
    await tui.type('/', ...'liam', KEY.enter, KEY.space, KEY.escape);
    frame = await tui.waitFor('2 ticked');
    await tui.type(KEY.enter);
    await tui.waitFor('Added 2 members to Science Fair Team.');
    frame = await tui.waitFor('ava.johnson');
    expect(frame).toContain('liam.nguyen');
    const { group: saved } = await session.client.groups.get(group.id);
    expect(saved.users?.map((user) => user.username).sort()).toEqual(['ava.johnson', 'liam.nguyen']);
  });

  it('removes a member only after the confirmation', async () => {
    const { session, group } = await coordinatorWithGroup('Lab Helpers');
    const { group: science } = await session.client.groups.get(await groupId('Grade 8 Science'));
    const emma = science.users?.find((user) => user.username === 'emma.wilson');
    if (!emma) throw new Error('emma.wilson is in Grade 8 Science');
    await session.client.groups.addMembers(group.id, { user_ids: [emma.id] });
    const tui = t.open({
      env: env(),
      session,
      initial: [{ name: 'group', groupId: group.id, title: group.name }],
    });
    await tui.waitFor('emma.wilson');
    await tui.type('x');
    await tui.waitFor('Remove Emma Wilson (emma.wilson) from Lab Helpers? (y/N)');
    await tui.type('n');
    await tui.waitFor('? help');
    expect((await session.client.groups.get(group.id)).group.users).toHaveLength(1);
    await tui.type('x', 'y');
    await tui.waitFor('Removed emma.wilson from Lab Helpers.');
    await tui.waitFor('No Members Found');
    expect((await session.client.groups.get(group.id)).group.users).toEqual([]);
  });

  it('adds and removes coordinators', async () => {
    const { session, group } = await coordinatorWithGroup('Fair Judges');
    const tui = t.open({
      env: env(),
      session,
      initial: [{ name: 'group', groupId: group.id, title: group.name }],
    });
    await tui.waitFor('[Members]');
    await tui.type(KEY.tab);
    await tui.waitFor('[Coordinators]');
    await tui.type('a');
    await tui.waitFor('Add coordinators to Fair Judges');
    await tui.type('/', ...'emma', KEY.enter, KEY.space, KEY.enter);
    await tui.waitFor('Added 1 coordinator to Fair Judges.');
    const frame = await tui.waitFor('(emma.wilson)');
    expect(frame).toContain('[Coordinators]');
    expect(frame).toContain('(coordinator)');
    await tui.type('/', ...'emma', KEY.enter, 'x');
    await tui.waitFor('Remove emma.wilson as a coordinator of Fair Judges?');
    await tui.type('y');
    await tui.waitFor('emma.wilson no longer coordinates Fair Judges.');
    const { group: saved } = await session.client.groups.get(group.id);
    expect(saved.coordinators?.map((person) => person.username)).toEqual(['coordinator']);
  });

  it('creates, edits and deletes announcements, with their status badges and the field messages', async () => {
    const { session, group } = await coordinatorWithGroup('Announcing Club');
    await session.client.announcements.create(group.id, {
      title: 'Later news',
      body: '<p>Not yet</p>',
      available_from: '2999-01-01',
    });
    const tui = t.open({
      env: env(),
      session,
      initial: [{ name: 'group', groupId: group.id, title: group.name, pane: 2 }],
    });
    let frame = await tui.waitFor('[Scheduled]');
    expect(frame).toContain('Later news');
    await tui.type('n');
    await tui.waitFor('New announcement in Announcing Club');
    // An empty title is refused with the sdk's message, before anything is sent.
    await tui.type(KEY.ctrlS);
    await tui.waitFor('Title is required');
    await tui.type(...'Bring goggles', KEY.enter, ...'Safety first in Lab B.', KEY.enter);
    await tui.type(KEY.enter, ...'2000-01-01', KEY.ctrlS);
    frame = await tui.waitFor('Available until date must be after available from date');
    await tui.type(...Array(10).fill(KEY.backspace), KEY.ctrlS);
    await tui.waitFor('Posted "Bring goggles".');
    frame = await tui.waitFor(/\[Active\]\s+Bring goggles/);
    expect(frame).toMatch(/\[Scheduled\]\s+Later news · 2999-01-01/);
    await tui.type('/', ...'goggles', KEY.enter);
    await tui.waitFor('Safety first in Lab B.');
    await tui.type('e');
    await tui.waitFor('Edit announcement in Announcing Club');
    await tui.type(...' now', KEY.tab, KEY.tab, KEY.tab, KEY.tab, KEY.space, KEY.ctrlS);
    await tui.waitFor('Saved "Bring goggles now".');
    await tui.waitFor(/\[Inactive\]\s+Bring goggles now/);
    const { data } = await session.client.announcements.list(group.id, { show_all: true });
    const saved = data.find((item) => item.title === 'Bring goggles now');
    expect(saved).toMatchObject({ is_active: false, body: '<p>Safety first in Lab B.</p>' });

    await tui.type('/', ...'goggles', KEY.enter, 'x');
    await tui.waitFor('Delete "Bring goggles now"? This action cannot be undone.');
    await tui.type('y');
    await tui.waitFor('Deleted "Bring goggles now".');
    await tui.waitFor('Nothing matches "goggles"');
    await tui.type(KEY.escape);
    await tui.waitFor('Later news');
    const after = await session.client.announcements.list(group.id, { show_all: true });
    expect(after.data.map((item) => item.title)).toEqual(['Later news']);
  });

  it("shows the spec's messages for a group I may not see and one that does not exist", async () => {
    const session = await t.signIn('coordinator');
    const hillcrest = await groupId('Hillcrest SAT Prep');
    const tui = t.open({
      env: env(),
      session,
      initial: [{ name: 'group', groupId: hillcrest, title: 'Hillcrest' }],
    });
    await tui.waitFor('Access denied: You are not a member of this group');
    const missing = t.open({
      env: env(),
      session,
      initial: [{ name: 'group', groupId: 999_999, title: 'Gone' }],
    });
    await missing.waitFor('Group not found');
  });

  it('reaches the last of 60 announcements: the next page loads when the cursor gets to the end', {
    timeout: SLOW,
  }, async () => {
    const { session, group } = await coordinatorWithGroup('Busy Club');
    for (let n = 1; n <= 60; n++) {
      const number = String(n).padStart(2, '0');
      await session.client.announcements.create(group.id, {
        title: `Notice ${number}`,
        body: `<p>Body of notice ${number}</p>`,
        available_from: '2000-01-01',
      });
    }
    const tui = t.open({
      env: env(),
      session,
      initial: [{ name: 'group', groupId: group.id, title: group.name, pane: 2 }],
    });
    let frame = await tui.waitFor('50 of 60 · ↓ at the end loads more');
    expect(frame).toMatch(/› \[Active\]\s+Notice 60/);
    await tui.type(KEY.end);
    frame = await tui.waitFor('60 of 60');
    expect(frame).toMatch(/› \[Active\]\s+Notice 11/);
    await tui.type(KEY.end);
    frame = await tui.waitFor(/› \[Active\]\s+Notice 01/);
    expect(frame).toContain('Body of notice 01');
    expect(frame).not.toContain('loads more');
    await tui.type('?');
    frame = await tui.waitFor('Keys: Group: Busy Club');
    expect(frame).toContain('↓ on the last row loads more');
  });

  it('reaches the last of 61 members (the group answer holds them all) and sorts them all', {
    timeout: SLOW,
  }, async () => {
    const admin = await t.signIn('admin');
    const { session, group } = await coordinatorWithGroup('Big Assembly');
    const ids: number[] = [];
    for (let n = 1; n <= 61; n++) {
      const number = String(n).padStart(2, '0');
      const user = await admin.client.admin.createUser({
        first_name: 'Member',
        last_name: `Pager ${number}`,
        username: `pager.${number}`,
        password: 'a-long-enough-password-1',
        state: 'CA',
        is_student: true,
        school_grade: '8',
      });
      ids.push(user.id);
    }
    await admin.client.groups.addMembers(group.id, { user_ids: ids });
    const tui = t.open({
      env: env(),
      session,
      initial: [{ name: 'group', groupId: group.id, title: group.name }],
    });
    let frame = await tui.waitFor('61 of 61 · sorted by last name ↑');
    expect(frame).toMatch(/› Member\s+Pager 01/);
    await tui.type(KEY.end);
    frame = await tui.waitFor(/› Member\s+Pager 61/);
    expect(frame).toContain('↑ ');
    // Sorting covers every member, not only those on screen.
    await tui.type('o');
    frame = await tui.waitFor('sorted by last name ↓');
    await tui.type(KEY.end);
    frame = await tui.waitFor(/› Member\s+Pager 01/);
  });
});
