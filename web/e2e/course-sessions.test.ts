// @vitest-environment node
import { loadFixtureIds } from '@campus/server/testing';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoSeriousAxeViolations } from './axe';
import { DESKTOP, JOURNEY_TIMEOUT_MS, loginAs, PHONE, screenshot, useJourney } from './harness';

/**
 * Course sessions (spec sections 2 and 5): the teacher of Introduction to Robotics deletes a coming
 * session, generates the sessions of that range again (exactly the deleted one comes back), opens it and
 * marks a student present; the mark is kept after a reload, the student reads it (phone, dark) and so does
 * their parent.
 */

const COURSE = 'Introduction to Robotics';
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** 'Session: Monday, September 7, 2026' -> '2026-09-07'. */
function isoDateOf(heading: string): string {
  const match = /, (\w+) (\d{1,2}), (\d{4})$/.exec(heading.trim());
  if (!match) throw new Error(`No date in '${heading}'`);
  const month = MONTHS.indexOf(match[1] ?? '') + 1;
  return `${match[3]}-${String(month).padStart(2, '0')}-${String(match[2]).padStart(2, '0')}`;
}

function nextDay(iso: string): string {
  const date = new Date(`${iso}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

async function sessionHeading(page: Page): Promise<string> {
  const heading = page.getByRole('heading', { level: 1, name: /^Session: / });
  await heading.waitFor();
  return (await heading.textContent()) ?? '';
}

describe('journeys: course sessions', { timeout: JOURNEY_TIMEOUT_MS * 2 }, () => {
  const journey = useJourney();

  it('the teacher generates sessions for a range, opens one and marks a student present', async () => {
    const ids = await loadFixtureIds(journey.current.server.database);
    const coursePath = `/course/${ids.course(COURSE)}`;
    const page = await journey.current.newPage({ viewport: DESKTOP });
    await loginAs(page, 'teacher');
    await page.goto(coursePath);
    await page.getByRole('heading', { level: 2, name: 'Sessions' }).waitFor();

    // The last coming session goes, so generating its range has one date to fill.
    await page.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'Scheduled' }).click();
    const sessions = page.getByRole('region', { name: 'Sessions' }).getByRole('link');
    await sessions.first().waitFor();
    await sessions.last().click();
    const date = isoDateOf(await sessionHeading(page));
    await page.getByRole('button', { name: 'Delete Session' }).click();
    await page
      .getByRole('dialog', { name: 'Delete Session' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await page.waitForURL(`**${coursePath}`);

    await page.getByRole('button', { name: 'Generate Sessions' }).click();
    const generate = page.getByRole('dialog', { name: 'Generate Sessions' });
    await generate.getByLabel(/Start Date/).fill(date);
    await generate.getByLabel(/End Date/).fill(nextDay(date));
    await expectNoSeriousAxeViolations(page);
    await generate.getByRole('button', { name: 'Generate' }).click();
    await generate.waitFor({ state: 'detached' });
    await page.getByRole('status').getByText('1 session created.').waitFor();

    // The generated session, opened from the list.
    await sessions.last().click();
    expect(isoDateOf(await sessionHeading(page))).toBe(date);
    const attendance = page.getByRole('region', { name: 'Attendance' });
    const name = 'Sam Parker';
    const row = attendance.getByRole('listitem', { name });
    await row.getByRole('combobox', { name: `Status for ${name}` }).click();
    await page.getByRole('option', { name: 'Present' }).click();
    await row.getByLabel(`Notes for ${name}`).fill('On time');
    await row.getByRole('button', { name: `Save attendance for ${name}` }).click();
    await row.getByRole('status').getByText('Saved').waitFor();
    await expectNoSeriousAxeViolations(page);
    await screenshot(page, 'course-session-attendance');

    await page.reload();
    const saved = page.getByRole('region', { name: 'Attendance' }).getByRole('listitem', { name });
    await expect
      .poll(() => saved.getByRole('combobox', { name: `Status for ${name}` }).inputValue())
      .toBe('Present');
    expect(await saved.getByLabel(`Notes for ${name}`).inputValue()).toBe('On time');
    const sessionPath = new URL(page.url()).pathname;

    // The student reads their own mark on a phone in dark; their parent reads it as their child's.
    const student = await journey.current.newPage({ viewport: PHONE, colorScheme: 'dark' });
    await loginAs(student, 'student');
    await student.goto(sessionPath);
    const mine = student.getByRole('region', { name: 'My Attendance' });
    await mine.getByText('Present').waitFor();
    await mine.getByText('Notes: On time').waitFor();
    expect(await student.getByRole('button', { name: 'Edit Session' }).count()).toBe(0);
    await expectNoSeriousAxeViolations(student);
    await screenshot(student, 'course-session-student-phone-dark');

    const parent = await journey.current.newPage({ viewport: DESKTOP });
    await loginAs(parent, 'parent');
    await parent.goto(sessionPath);
    const children = parent.getByRole('region', { name: "Children's Attendance" });
    await children.getByText(name).waitFor();
    await children.getByText('Present').waitFor();
  });
});
