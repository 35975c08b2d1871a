import {
  type CalendarFeedCreated,
  type CalendarFeedStatus,
  type CalendarItem,
  calendarRange,
  calendarTitle,
  dateIn,
  formatDateLong,
} from '@campus/sdk';
import { describe, expect, it } from 'vitest';
import { cliServerForFile } from '../../testing/cli-server-for-file.js';
import { cliJson, signIn } from '../shared/sign-in.test-support.js';

// `campus calendar` and `campus calendar feed` against a real server with the demo data: parent is the parent
// of student (Sam Parker, enrolled in Robotics and the Grade 8 Science Lab, which meet every week) and of
// mia.parker, and goes to the Parents Association Meeting, dated on the seed day (today).

const t = cliServerForFile();
const today = dateIn(new Date());
const week = calendarRange('week', today);

describe('campus calendar', () => {
  it("prints this week's entries of the reader and their children, --json the items", async () => {
    await signIn(t, 'parent');
    const items = await cliJson<CalendarItem[]>(t, ['calendar']);
    expect(items.length).toBeGreaterThan(2);
    expect(items.every((item) => item.date <= week.to && (item.end_date ?? item.date) >= week.from)).toBe(
      true,
    );
    expect(items.map((item) => item.title)).toContain('Parents Association Meeting');
    expect(items.map((item) => item.title)).toContain('Introduction to Robotics');

    const piped = await t.cli(['calendar']);
    expect(piped.exitCode, piped.stderr).toBe(0);
    const lines = piped.stdout.trimEnd().split('\n');
    expect(lines).toHaveLength(items.length);
    expect(piped.stdout).toMatch(
      /^\d{4}-\d{2}-\d{2}\t\t6:30 PM - 7:30 PM\tEvent\tParents Association Meeting\tparent\t/m,
    );
    expect(piped.stdout).toMatch(/\t3:30 PM - 5:00 PM\tCourse\tIntroduction to Robotics\tstudent\t/);
    expect(piped.stderr.trim()).toBe(`${items.length} entries: ${calendarTitle('week', today)}`);
  });

  it("shows days with 12-hour times and the child's badge on a terminal", async () => {
    await signIn(t, 'parent');
    const tty = await t.cli(['calendar', '--day'], { tty: true });
    expect(tty.exitCode, tty.stderr).toBe(0);
    expect(tty.stdout.split('\n')[0]).toBe(formatDateLong(today));
    expect(tty.stdout).toMatch(/ {2}6:30 PM - 7:30 PM {4}Event {3}Parents Association Meeting\n/);
    const week = await t.cli(['calendar'], { tty: true });
    expect(week.stdout).toMatch(/Course {2}Introduction to Robotics.* {2}\[Sam Parker\]/);
    expect(week.stdout.match(/^[A-Z][a-z]+day, /gm)).toHaveLength(7);
  });

  it("keeps one child's entries with --child, and refuses someone who is not a child", async () => {
    await signIn(t, 'parent');
    const items = await cliJson<CalendarItem[]>(t, ['calendar', '--child', 'student']);
    expect(items.length).toBeGreaterThan(0);
    // Sam's id: the one person every entry kept is on (the Robotics sessions are Sam's alone).
    const [sam = -1, ...others] = items.reduce<number[]>(
      (common, item) => common.filter((id) => item.people.includes(id)),
      items[0]?.people ?? [],
    );
    expect(others).toEqual([]);
    expect(items.every((item) => item.people.includes(sam))).toBe(true);
    expect(items.map((item) => item.title)).not.toContain('Parents Association Meeting');
    const byId = await cliJson<CalendarItem[]>(t, ['calendar', '--child', String(sam)]);
    expect(byId).toEqual(items);

    const refused = await t.cli(['calendar', '--child', 'emma.wilson']);
    expect(refused.exitCode).toBe(2);
    expect(refused.stderr).toContain('"emma.wilson" is not one of your children.');
    expect(refused.stderr).toContain('Your children: mia.parker (Mia Parker), student (Sam Parker).');
  });

  it('shows the month holding --from, and prints the range as iCalendar with --ics', async () => {
    await signIn(t, 'student');
    const month = await cliJson<CalendarItem[]>(t, [
      'calendar',
      '--month',
      '--from',
      `${today.slice(0, 8)}15`,
    ]);
    expect(month.length).toBeGreaterThan(3);
    expect(month.every((item) => item.date.slice(0, 7) === today.slice(0, 7) || item.end_date)).toBe(true);

    const ics = await t.cli(['calendar', '--ics']);
    expect(ics.exitCode, ics.stderr).toBe(0);
    expect(ics.stdout.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    const week = await cliJson<CalendarItem[]>(t, ['calendar']);
    const uids = [...ics.stdout.matchAll(/^UID:(.+)\r$/gm)].map((match) => match[1]);
    expect(uids.sort()).toEqual(week.map((item) => `${item.uid}@campus`).sort());
  });

  it('refuses a bad date (exit 2), and says when not signed in (exit 4)', async () => {
    const anonymous = await t.cli(['calendar'], { env: { CAMPUS_API_URL: t.server.apiUrl } });
    expect(anonymous.exitCode).toBe(4);
    await signIn(t, 'student');
    const bad = await t.cli(['calendar', '--from', '2026-02-30']);
    expect(bad.exitCode).toBe(2);
    expect(bad.stderr).toContain('Invalid --from "2026-02-30": a date as YYYY-MM-DD.');
  });
});

describe('campus calendar feed', () => {
  it('makes a feed URL a calendar app can read, shows it is on, and revokes it', async () => {
    await signIn(t, 'parent');
    const off = await cliJson<CalendarFeedStatus>(t, ['calendar', 'feed']);
    expect(off).toEqual({ active: false, created_at: null });

    const made = await t.cli(['calendar', 'feed', '--new']);
    expect(made.exitCode, made.stderr).toBe(0);
    const url = made.stdout.trim();
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/api\/calendar\/feed\/[A-Za-z0-9_-]{43}\.ics$/);
    expect(made.stderr).toContain('Calendar feed created');
    const feed = await fetch(url);
    expect(feed.status).toBe(200);
    expect(feed.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(await feed.text()).toContain('SUMMARY:Parents Association Meeting');

    const on = await t.cli(['calendar', 'feed']);
    expect(on.stdout).toMatch(/^Feed\tactive$/m);
    const json = await cliJson<CalendarFeedCreated>(t, ['calendar', 'feed', '--new']);
    expect(json.url).not.toBe(url);
    expect((await fetch(url)).status).toBe(404);

    const revoked = await t.cli(['calendar', 'feed', '--revoke']);
    expect(revoked.exitCode).toBe(0);
    expect(revoked.stderr).toContain('Calendar feed revoked');
    expect((await fetch(json.url)).status).toBe(404);
  });
});
