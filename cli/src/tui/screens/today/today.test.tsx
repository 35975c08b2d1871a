import { addCalendarDays, dateIn, dayOfWeek } from '@campus/sdk';
import { describe, expect, it } from 'vitest';
import type { TuiSession } from '../../env.js';
import { KEY } from '../../testing/keys.js';
import { fixedUnread, tuiServerForFile } from '../../testing/tui-harness.js';

const t = tuiServerForFile();

/**
 * Noon on the next `weekday` (0 Sunday to 6 Saturday) from today, local time. The demo data is seeded
 * relative to today: Introduction to Robotics (owned and taught by `teacher`) meets Mondays and
 * Wednesdays, Grade 8 Science Lab Tuesdays and Thursdays; nothing of `teacher` meets on a Saturday.
 */
function next(weekday: number): () => Date {
  const today = dateIn(new Date());
  const date = addCalendarDays(today, (weekday - dayOfWeek(today) + 7) % 7);
  return () => new Date(`${date}T12:00:00`);
}
const MONDAY = 1;
const TUESDAY = 2;
const WEDNESDAY = 3;
const SATURDAY = 6;
const env = (now: () => Date) => t.env({ now, unreadSource: () => fixedUnread(0) });

async function courseId(client: TuiSession['client'], name: string): Promise<number> {
  const course = (await client.courses.owned()).find((each) => each.name === name);
  if (!course) throw new Error(`teacher owns ${name}`);
  return course.id;
}

describe("campus tui: today's sessions and their attendance", () => {
  it("lists the teacher's session of the day and marks a student Late", async () => {
    const session = await t.signIn('teacher');
    const tui = t.open({ env: env(next(MONDAY)), session, initial: [{ name: 'home' }] });
    await tui.waitFor('Today');
    await tui.type('/', ...'today', KEY.enter, KEY.enter);
    let frame = await tui.waitFor('Introduction to Robotics');
    expect(frame).toMatch(/Today · Monday, /);
    expect(frame).toMatch(/3:30 PM - 5:00 PM\s+Introduction to Robotics · scheduled · Room 204/);
    expect(frame).not.toContain('Grade 8 Science Lab');

    await tui.type(KEY.enter);
    frame = await tui.waitFor('(emma.wilson)');
    expect(frame).toContain('Session: Introduction to Robotics · 3:30 PM - 5:00 PM · attendance');
    expect(frame).toMatch(/\[Not marked\]\s+Emma Wilson \(emma\.wilson\)/);
    await tui.type('/', ...'emma', KEY.enter, 'l');
    await tui.waitFor('Saved: Emma Wilson (emma.wilson) · Late');
    await tui.waitFor(/\[Late\]\s+Emma Wilson \(emma\.wilson\)/);

    const robotics = await courseId(session.client, 'Introduction to Robotics');
    const [listed] = await session.client.courseSessions.list(robotics, { date: dateIn(next(MONDAY)()) });
    if (!listed) throw new Error('Introduction to Robotics meets on Mondays');
    const today = await session.client.courseSessions.get(robotics, listed.id);
    const emma = today.roster?.find((student) => student.username === 'emma.wilson');
    if (!emma) throw new Error("Emma is on the roster of Monday's session");
    expect((await session.client.courseSessions.attendance(robotics, today.id, emma.id))?.status).toBe(
      'late',
    );

    // Back to the list, and `?` lists the roster's keys.
    await tui.type(KEY.escape, KEY.escape);
    await tui.waitFor(/^\s*Today · Monday/m);
    await tui.type(KEY.enter);
    await tui.waitFor(/\[Late\]\s+Emma Wilson/);
    await tui.type('?');
    frame = await tui.waitFor('Keys: Session');
    expect(frame).toMatch(/p\s+mark Present/);
    expect(frame).toMatch(/a\s+mark Absent/);
    expect(frame).toMatch(/l\s+mark Late/);
    expect(frame).toMatch(/e\s+mark Excused/);
  });

  it("shows the server's message when a mark fails (the session was deleted meanwhile)", async () => {
    const session = await t.signIn('teacher');
    const tui = t.open({ env: env(next(WEDNESDAY)), session, initial: [{ name: 'today' }] });
    await tui.waitFor('Introduction to Robotics');
    await tui.type(KEY.enter);
    await tui.waitFor('(emma.wilson)');
    const robotics = await courseId(session.client, 'Introduction to Robotics');
    const [wednesday] = await session.client.courseSessions.list(robotics, {
      date: dateIn(next(WEDNESDAY)()),
    });
    if (!wednesday) throw new Error('Introduction to Robotics meets on Wednesdays');
    await session.client.courseSessions.remove(robotics, wednesday.id);
    await tui.type('p');
    const frame = await tui.waitFor('Session not found');
    expect(frame).not.toContain('Saved:');
  });

  it('says so when a session has no students enrolled', async () => {
    const session = await t.signIn('teacher');
    const lab = await courseId(session.client, 'Grade 8 Science Lab');
    for (const username of ['student', 'emma.wilson']) {
      await (await t.signIn(username)).client.courses.unenroll(lab);
    }
    const tui = t.open({ env: env(next(TUESDAY)), session, initial: [{ name: 'today' }] });
    await tui.waitFor('Grade 8 Science Lab');
    await tui.type(KEY.enter);
    await tui.waitFor('No students enrolled');
  });

  it('says so when the teacher has no session that day', async () => {
    const session = await t.signIn('teacher');
    const tui = t.open({ env: env(next(SATURDAY)), session, initial: [{ name: 'today' }] });
    const frame = await tui.waitFor('No sessions today');
    expect(frame).toMatch(/Today · Saturday, /);
  });

  it('shows a student none of the sessions they attend: only what they own or teach', async () => {
    const session = await t.signIn('student');
    const tui = t.open({ env: env(next(MONDAY)), session, initial: [{ name: 'today' }] });
    const frame = await tui.waitFor('No sessions today');
    expect(frame).not.toContain('Introduction to Robotics');
  });
});
