// @vitest-environment node
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoSeriousAxeViolations } from './axe';
import { DESKTOP, JOURNEY_TIMEOUT_MS, loginAs, PHONE, screenshot, useJourney } from './harness';

/**
 * Issue 19, the admin panel's Events, Courses and Enrollments tabs against the real server: an admin
 * approves a pending course from the Courses tab and finds it on /courses; unpublishes and publishes an
 * event from the Events tab; adds a student to a course and removes them in the Enrollments tab. Each tab
 * passes axe in light and dark, at desktop and phone width.
 */

const PENDING_COURSE = 'Creative Writing Circle';
const EVENT = 'Spring Science Fair';
const COURSE = 'Algebra Workshop';
const STUDENT = 'Emma Wilson';

/** Every /api answer of 500 or more (none is allowed). */
function serverErrors(page: Page): string[] {
  const failed: string[] = [];
  page.on('response', (response) => {
    if (response.url().includes('/api/') && response.status() >= 500) {
      failed.push(`${response.status()} ${new URL(response.url()).pathname}`);
    }
  });
  return failed;
}

/** Waits until no skeleton of the page is loading. */
async function loaded(page: Page) {
  await page
    .getByRole('status', { name: /^Loading/ })
    .first()
    .waitFor({ state: 'detached' });
}

async function openTab(page: Page, tab: 'courses' | 'events' | 'enrollments') {
  await page.goto(tab === 'courses' ? '/admin' : `/admin?tab=${tab}`);
  await page.getByRole('heading', { level: 1, name: 'Admin Panel' }).waitFor();
  await page.getByRole('heading', { level: 2, name: tab[0]?.toUpperCase() + tab.slice(1) }).waitFor();
  await loaded(page);
}

/** The table row (desktop) or the card (phone) of a course or event, by its link's name. */
function rowOf(page: Page, name: string) {
  return page
    .locator('tr, li')
    .filter({ has: page.getByRole('link', { name, exact: true }) })
    .first();
}

describe('journeys: the admin panel Events, Courses and Enrollments tabs', {
  timeout: JOURNEY_TIMEOUT_MS * 4,
}, () => {
  const journey = useJourney();

  it('an admin approves a pending course from the Courses tab and it appears on /courses', async () => {
    const admin = await journey.current.newPage({ viewport: DESKTOP, colorScheme: 'light' });
    const errors = serverErrors(admin);
    await loginAs(admin, 'admin');
    await openTab(admin, 'courses');
    await admin.getByRole('table', { name: 'Courses' }).waitFor();
    await expectNoSeriousAxeViolations(admin, 'admin Courses tab (light, desktop)');
    await screenshot(admin, 'admin-courses-light-desktop');

    // Pending first: the filter names how many wait.
    const status = admin.getByRole('combobox', { name: 'Status' });
    await expect
      .poll(async () => status.locator('option').nth(1).textContent())
      .toMatch(/^Pending Approval \(\d+\)$/);
    await status.selectOption('pending');
    const row = rowOf(admin, PENDING_COURSE);
    await row.getByText('Pending Approval').waitFor();
    await row.getByRole('button', { name: `Approve ${PENDING_COURSE}` }).click();
    await admin.getByText(`Approved "${PENDING_COURSE}": it is now published`).waitFor();
    // It leaves the pending list.
    await row.waitFor({ state: 'detached' });
    await status.selectOption('published');
    await rowOf(admin, PENDING_COURSE).getByText('Published').waitFor();

    await admin.goto('/courses');
    await admin.getByRole('heading', { level: 1, name: 'Available Courses' }).waitFor();
    await admin
      .getByRole('link', { name: new RegExp(PENDING_COURSE) })
      .first()
      .waitFor();
    expect(errors).toEqual([]);

    for (const [scheme, viewport, size] of [
      ['dark', DESKTOP, 'desktop'],
      ['light', PHONE, 'phone'],
      ['dark', PHONE, 'phone'],
    ] as const) {
      const other = await journey.current.newPage({ viewport, colorScheme: scheme });
      await loginAs(other, 'admin');
      await openTab(other, 'courses');
      await rowOf(other, 'Introduction to Robotics').waitFor();
      await expectNoSeriousAxeViolations(other, `admin Courses tab (${scheme}, ${size})`);
      await screenshot(other, `admin-courses-${scheme}-${size}`);
      await other.context().close();
    }
  });

  it('an admin unpublishes and publishes an event from the Events tab', async () => {
    const admin = await journey.current.newPage({ viewport: DESKTOP, colorScheme: 'light' });
    const errors = serverErrors(admin);
    await loginAs(admin, 'admin');
    await openTab(admin, 'events');
    await admin.getByRole('table', { name: 'Events' }).waitFor();
    await expectNoSeriousAxeViolations(admin, 'admin Events tab (light, desktop)');
    await screenshot(admin, 'admin-events-light-desktop');

    await admin.getByRole('searchbox', { name: 'Search' }).fill('science fair');
    const row = rowOf(admin, EVENT);
    await row.getByText('Published').waitFor();
    await expect.poll(() => admin.getByRole('table', { name: 'Events' }).getByRole('row').count()).toBe(2);

    await row.getByRole('button', { name: `Unpublish ${EVENT}` }).click();
    await admin.getByText(`Unpublished "${EVENT}" (now a draft)`).waitFor();
    await row.getByText('Draft').waitFor();
    // Keyboard: focus stays on the row, and Publish is reached and pressed from it.
    const publish = row.getByRole('button', { name: `Publish ${EVENT}` });
    await publish.focus();
    await admin.keyboard.press('Enter');
    await admin.getByText(`Published "${EVENT}"`, { exact: true }).waitFor();
    await row.getByText('Published').waitFor();

    await admin.goto('/events');
    await admin
      .getByRole('link', { name: new RegExp(EVENT) })
      .first()
      .waitFor();
    expect(errors).toEqual([]);

    for (const [scheme, viewport, size] of [
      ['dark', DESKTOP, 'desktop'],
      ['light', PHONE, 'phone'],
      ['dark', PHONE, 'phone'],
    ] as const) {
      const other = await journey.current.newPage({ viewport, colorScheme: scheme });
      await loginAs(other, 'admin');
      await openTab(other, 'events');
      await rowOf(other, EVENT).waitFor();
      await expectNoSeriousAxeViolations(other, `admin Events tab (${scheme}, ${size})`);
      await screenshot(other, `admin-events-${scheme}-${size}`);
      await other.context().close();
    }
  });

  it('an admin adds a student to a course and removes them in the Enrollments tab', async () => {
    const admin = await journey.current.newPage({ viewport: DESKTOP, colorScheme: 'light' });
    const errors = serverErrors(admin);
    await loginAs(admin, 'admin');
    await openTab(admin, 'enrollments');

    // By keyboard: Tab to the picker, type, arrow down to the match, Enter.
    const coursePicker = admin.getByRole('combobox', { name: 'Course', exact: true });
    await admin.getByRole('radio', { name: 'By Course' }).focus();
    await admin.keyboard.press('Tab');
    await expect
      .poll(() => coursePicker.evaluate((element) => element === document.activeElement))
      .toBe(true);
    await admin.keyboard.type('Algebra');
    await admin.getByRole('option', { name: `${COURSE} (Published)` }).waitFor();
    await admin.keyboard.press('ArrowDown');
    await admin.keyboard.press('Enter');
    await expect.poll(() => coursePicker.inputValue()).toBe(`${COURSE} (Published)`);
    const enrolled = admin.getByRole('region', { name: 'Enrolled Students' });
    await enrolled.getByRole('table').waitFor();
    expect(await enrolled.getByRole('button', { name: `Remove ${STUDENT}` }).count()).toBe(0);
    await expectNoSeriousAxeViolations(admin, 'admin Enrollments tab, by course (light, desktop)');
    await screenshot(admin, 'admin-enrollments-course-light-desktop');

    await admin.getByRole('button', { name: 'Add Student' }).click();
    const dialog = admin.getByRole('dialog', { name: `Add Students: ${COURSE}` });
    await dialog.getByRole('group', { name: 'Students' }).waitFor();
    await dialog.getByRole('combobox', { name: 'Grade' }).selectOption({ label: 'Grade 8' });
    await dialog.getByRole('checkbox', { name: new RegExp(`^${STUDENT}`) }).check();
    await expectNoSeriousAxeViolations(admin, 'admin Add Students');
    await dialog.getByRole('button', { name: 'Add Students' }).click();
    await admin.getByText('Added 1 student(s)').waitFor();
    await dialog.waitFor({ state: 'detached' });
    const remove = enrolled.getByRole('button', { name: `Remove ${STUDENT}` });
    await remove.waitFor();

    // By student, the same enrollment shows among Emma's courses.
    await admin.getByText('By Student').click();
    const studentPicker = admin.getByRole('combobox', { name: 'Student', exact: true });
    await studentPicker.click();
    await studentPicker.fill('emma');
    await admin.getByRole('option', { name: new RegExp(`^${STUDENT} \\(emma.wilson\\)`) }).click();
    const courses = admin.getByRole('region', { name: `Courses of ${STUDENT}` });
    await courses.getByRole('link', { name: COURSE }).waitFor();
    await loaded(admin);
    await expectNoSeriousAxeViolations(admin, 'admin Enrollments tab, by student (light, desktop)');
    await screenshot(admin, 'admin-enrollments-student-light-desktop');

    // Back by course: Remove, with the spec's confirmation.
    await admin.getByText('By Course').click();
    await remove.click();
    const confirm = admin.getByRole('dialog', { name: 'Remove Student' });
    await confirm.getByText('Are you sure you want to remove this student from the course?').waitFor();
    await confirm.getByRole('button', { name: 'Remove Student' }).click();
    await admin.getByText(`Removed ${STUDENT} from "${COURSE}"`).waitFor();
    await remove.waitFor({ state: 'detached' });

    // And Emma's list no longer has it.
    await admin.getByText('By Student').click();
    await courses.getByRole('link', { name: COURSE }).waitFor({ state: 'detached' });
    expect(errors).toEqual([]);

    for (const [scheme, viewport, size] of [
      ['dark', DESKTOP, 'desktop'],
      ['light', PHONE, 'phone'],
      ['dark', PHONE, 'phone'],
    ] as const) {
      const other = await journey.current.newPage({ viewport, colorScheme: scheme });
      await loginAs(other, 'admin');
      await openTab(other, 'enrollments');
      const picker = other.getByRole('combobox', { name: 'Course', exact: true });
      await picker.click();
      await picker.fill('Algebra');
      await other.getByRole('option', { name: `${COURSE} (Published)` }).click();
      await other.getByRole('region', { name: 'Enrolled Students' }).getByRole('table').waitFor();
      await expectNoSeriousAxeViolations(other, `admin Enrollments tab (${scheme}, ${size})`);
      await screenshot(other, `admin-enrollments-${scheme}-${size}`);
      await other.context().close();
    }
  });
});
