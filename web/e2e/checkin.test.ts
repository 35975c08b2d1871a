// @vitest-environment node
import { DEMO_PASSWORD } from '@campus/fixtures';
import type { CourseSession } from '@campus/sdk';
import { loadFixtureIds } from '@campus/server/testing';
import { describe, expect, it } from 'vitest';
import { expectNoSeriousAxeViolations } from './axe';
import { DESKTOP, JOURNEY_TIMEOUT_MS, loginAs, PHONE, screenshot, useJourney } from './harness';

/**
 * Check-in by QR code (issue 25): the teacher of Introduction to Robotics opens today's session and sees its
 * QR code and link; the student, not signed in, opens the link on a phone (dark), signs in, comes back and is
 * checked in; a second visit says so; the teacher's screen shows the check-in live, without a reload.
 */

const COURSE = 'Introduction to Robotics';

/** 'HH:mm' of the server's wall clock (CAMPUS_TIMEZONE, else the machine's zone) `minutes` from now. */
function clockIn(minutes: number): { date: string; time: string } {
  const at = new Date(Date.now() + minutes * 60_000);
  const zone = process.env.CAMPUS_TIMEZONE || undefined;
  const date = new Intl.DateTimeFormat('en-CA', { timeZone: zone, dateStyle: 'short' }).format(at);
  const time = new Intl.DateTimeFormat('en-GB', {
    timeZone: zone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(at);
  return { date, time };
}

describe('journeys: check-in', { timeout: JOURNEY_TIMEOUT_MS * 2 }, () => {
  const journey = useJourney();

  it('the teacher shows the QR code, the student opens the link and is marked, the teacher sees it', async () => {
    const { server } = journey.current;
    const ids = await loadFixtureIds(server.database);
    const courseId = ids.course(COURSE);
    // The course's first session moves to today, starting in 20 minutes: check-in is open, and on time.
    const token = await server.loginAs('teacher');
    const listed = await server.app.inject({
      method: 'GET',
      url: `/api/courses/${courseId}/sessions`,
      headers: { authorization: `Bearer ${token}` },
    });
    const [first] = (JSON.parse(listed.body) as { data: CourseSession[] }).data;
    if (!first) throw new Error('Robotics has sessions');
    const start = clockIn(20);
    const today = clockIn(0);
    const sameDay = start.date === today.date && today.time < '22:00';
    // Straight to the database: a session's date is not something its page edits.
    await server.database.exec(
      `UPDATE course_sessions SET session_date = '${today.date}', start_time = ${sameDay ? `'${start.time}'` : 'NULL'}, end_time = ${sameDay ? "'23:59'" : 'NULL'}, status = 'scheduled' WHERE id = ${first.id}`,
    );
    const sessionPath = `/course/${courseId}/session/${first.id}`;

    const teacher = await journey.current.newPage({ viewport: DESKTOP });
    await loginAs(teacher, 'teacher');
    await teacher.goto(sessionPath);
    const panel = teacher.getByRole('region', { name: 'Check-in' });
    const qr = panel.getByRole('img', { name: /^QR code of the check-in link / });
    await qr.waitFor();
    const link = (await panel.getByTestId('checkin-link').textContent()) ?? '';
    expect(link).toMatch(new RegExp(`^${server.url}/checkin/[0-9a-f]{32}$`));
    expect(await qr.getAttribute('aria-label')).toBe(`QR code of the check-in link ${link}`);
    // The SVG draws the modules: a real code, not an empty box.
    expect(await qr.locator('path').count()).toBeGreaterThan(0);
    await panel.getByText('Open now').waitFor();
    await panel.getByText('0 of 2 checked in').waitFor();
    await expectNoSeriousAxeViolations(teacher, 'check-in panel');
    await screenshot(teacher, 'checkin-teacher-panel-desktop');

    // The student, signed out, opens the link on a phone in dark mode: sign in first, then back to the link.
    const student = await journey.current.newPage({ viewport: PHONE, colorScheme: 'dark' });
    await student.goto(new URL(link).pathname);
    await student.waitForURL('**/login?redirect=*');
    await student.getByRole('textbox', { name: 'Username', exact: true }).fill('student');
    await student.getByRole('textbox', { name: 'Password', exact: true }).fill(DEMO_PASSWORD);
    await student.getByRole('button', { name: 'Login' }).click();
    await student.waitForURL(`**${new URL(link).pathname}`);
    await student
      .getByRole('heading', { level: 1, name: sameDay ? 'Checked in' : 'Checked in (late)' })
      .waitFor();
    await student.getByText(COURSE).waitFor();
    await expectNoSeriousAxeViolations(student, 'check-in result');
    await screenshot(student, 'checkin-student-phone-dark');

    // Once only: opening it again says so.
    await student.reload();
    await student.getByRole('heading', { level: 1, name: 'Already checked in' }).waitFor();
    await student.getByRole('alert').getByText('You are already checked in.').waitFor();
    await screenshot(student, 'checkin-student-again-phone-dark');

    // The teacher's screen follows without a reload: the check-in arrives over the live stream.
    await panel.getByText('1 of 2 checked in').waitFor({ timeout: 15_000 });
    const entry = panel.getByRole('list', { name: 'Checked in' }).getByRole('listitem');
    await entry.getByText('Sam Parker').waitFor();
    await entry.getByText(/with the code/).waitFor();
    const roster = teacher.getByRole('region', { name: 'Attendance' });
    await roster
      .getByTestId('checked-in')
      .getByText(/^Checked in .* with the code$/)
      .waitFor({ timeout: 15_000 });
    await screenshot(teacher, 'checkin-teacher-after-desktop');

    // A new code: the old link stops working.
    await panel.getByRole('button', { name: 'New code' }).click();
    await teacher
      .getByRole('dialog', { name: 'Make a new check-in code' })
      .getByRole('button', { name: 'New code' })
      .click();
    await expect.poll(async () => panel.getByTestId('checkin-link').textContent()).not.toBe(link);
    await student.goto(new URL(link).pathname);
    await student.getByRole('heading', { level: 1, name: 'Could not check you in' }).waitFor();
  });

  it('the attendees screen of an event shows its QR code on a phone', async () => {
    const teacher = await journey.current.newPage({ viewport: PHONE, colorScheme: 'dark' });
    await loginAs(teacher, 'teacher');
    await teacher.goto('/dashboard/my-events');
    const fair = 'Spring Science Fair';
    await teacher
      .getByRole('button', { name: `Attendees of ${fair}` })
      .first()
      .click();
    const dialog = teacher.getByRole('dialog', { name: `Attendees: ${fair}` });
    const panel = dialog.getByRole('region', { name: 'Check-in' });
    await panel.getByRole('img', { name: /^QR code of the check-in link / }).waitFor();
    await panel.getByText('0 of 2 checked in').waitFor();
    await dialog.getByRole('button', { name: 'Check in Sam Parker' }).click();
    await panel.getByText('1 of 2 checked in').waitFor();
    await expectNoSeriousAxeViolations(teacher, 'event check-in panel');
    await screenshot(teacher, 'checkin-event-attendees-phone-dark');
  });
});
