import { addCalendarDays, dateIn, dayOfWeek } from '@campus/sdk';
import { describe, expect, it } from 'vitest';
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
const SATURDAY = 6;
const env = (now: () => Date) => t.env({ now, unreadSource: () => fixedUnread(0) });

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

    const courseId = (await session.client.courses.owned()).find(
      (course) => course.name === 'Introduction to Robotics',
    )?.id;
    if (!courseId) throw new Error('teacher owns Introduction to Robotics');
    const [listed] = await session.client.courseSessions.list(courseId, { date: dateIn(next(MONDAY)()) });
    if (!listed) throw new Error('Introduction to Robotics meets on Mondays');
    const today = await session.client.courseSessions.get(courseId, listed.id);
    const emma = today.roster?.find((student) => student.username === 'emma.wilson');
    if (!emma) throw new Error("Emma is on the roster of Monday's session");
    expect((await session.client.courseSessions.attendance(courseId, today.id, emma.id))?.status).toBe(
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
