import { describe, expect, it } from 'vitest';
import { KEY } from '../testing/keys.js';
import { fixedUnread, tuiServerForFile } from '../testing/tui-harness.js';

const t = tuiServerForFile();
/** For tests that first write more than a page of rows over HTTP: a busy machine needs more than 30 s. */
const SLOW = 120_000;
const env = () => t.env({ unreadSource: () => fixedUnread(0) });

describe('campus tui: the courses and events I own', () => {
  it('approves an enrollment request of a course I own', async () => {
    const session = await t.signIn('teacher');
    const tui = t.open({ env: env(), session, initial: [{ name: 'home' }] });
    await tui.waitFor('My courses');
    await tui.type(KEY.down, KEY.down, KEY.enter);
    await tui.waitFor('Introduction to Robotics');
    await tui.type('/', ...'robotics', KEY.enter, KEY.enter);
    await tui.waitFor('(noah.smith)');
    await tui.type('/', ...'noah', KEY.enter, 'a');
    await tui.waitFor(/Approved .*\(noah\.smith\)\./);
    const course = (await session.client.courses.owned()).find(
      (each) => each.name === 'Introduction to Robotics',
    );
    if (!course) throw new Error('teacher owns Introduction to Robotics');
    const enrollments = await session.client.courses.enrollments(course.id);
    expect(enrollments.find((each) => each.user?.username === 'noah.smith')?.status).toBe('enrolled');
  });

  it("shows an event's attendees with their status and approves a pending one", async () => {
    const session = await t.signIn('coordinator');
    const tui = t.open({ env: env(), session, initial: [{ name: 'events' }] });
    await tui.waitFor('Grade 8 Parent-Teacher Night');
    await tui.type('/', ...'parent-teacher', KEY.enter, KEY.enter);
    let frame = await tui.waitFor('(emma.wilson)');
    expect(frame).toMatch(/\[approved\]\s+\S+ \S+ \(student\) · yes · 2/);
    expect(frame).toMatch(/\[pending\]\s+Emma Wilson \(emma\.wilson\)/);
    expect(frame).toMatch(/\[denied\]\s+Ava Johnson \(ava\.johnson\)/);
    await tui.type('/', ...'emma', KEY.enter, 'a');
    await tui.waitFor('Emma Wilson (emma.wilson): approved.');
    frame = await tui.waitFor(/\[approved\]\s+Emma Wilson/);
    expect(frame).toContain('emma.wilson');
  });

  it('reaches the last of more than 50 courses I own (the API answers them all)', {
    timeout: SLOW,
  }, async () => {
    const session = await t.signIn('teacher');
    for (let n = 1; n <= 55; n++) {
      await session.client.courses.create({
        name: `Paging Course ${String(n).padStart(2, '0')}`,
        description: '<p>One of many.</p>',
        date: '2031-04-01',
        start_time: '15:00',
        end_time: '16:00',
        action: 'draft',
      });
    }
    const owned = await session.client.courses.owned();
    expect(owned.length).toBeGreaterThan(55);
    const last = owned.at(-1);
    if (!last) throw new Error('teacher owns courses');
    const tui = t.open({ env: env(), session, initial: [{ name: 'courses' }] });
    await tui.waitFor('My courses');
    await tui.waitFor(/↓ \d+ more/);
    await tui.type(KEY.end);
    const frame = await tui.waitFor(`› ${last.name} · ${last.status}`);
    expect(frame).toMatch(/↑ \d+ more/);
  });
});
