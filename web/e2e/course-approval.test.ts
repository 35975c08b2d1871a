// @vitest-environment node
import { COURSE_APPROVAL_TEXT } from '@campus/sdk';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoSeriousAxeViolations } from './axe';
import { DESKTOP, JOURNEY_TIMEOUT_MS, loginAs, PHONE, screenshot, useJourney } from './harness';

/**
 * Issue 18, items 1, 4 and 7: a student asks to publish a course and lands where the saved screen says
 * (My Courses), which says what happens next; an admin finds it on My Courses, opens it without a failed
 * request, approves it and is told so. My Courses passes axe in light and dark, at desktop and phone width.
 */

const COURSE = 'Student Astronomy Club';

function dayAhead(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

/** Every /api answer of 400 or more the page receives (the browser logs each in the console). */
function failedApiCalls(page: Page): string[] {
  const failed: string[] = [];
  page.on('response', (response) => {
    if (response.url().includes('/api/') && response.status() >= 400) {
      failed.push(`${response.status()} ${new URL(response.url()).pathname}`);
    }
  });
  return failed;
}

/** My Courses with every section loaded. */
async function openMyCourses(page: Page) {
  await page.goto('/dashboard/my-courses');
  await page.getByRole('heading', { level: 2, name: 'My Courses' }).waitFor();
  await page
    .getByRole('status', { name: /^Loading/ })
    .first()
    .waitFor({ state: 'detached' });
}

describe('journeys: a student asks to publish a course, an admin approves it', {
  timeout: JOURNEY_TIMEOUT_MS * 3,
}, () => {
  const journey = useJourney();

  it('goes where the text says, finds the pending course, approves it with a message, and passes axe', async () => {
    // The student: Request to publish, then My Courses as the saved screen says.
    const student = await journey.current.newPage({ viewport: DESKTOP, colorScheme: 'light' });
    await loginAs(student, 'student');
    await student.goto('/create-course');
    await student.getByRole('heading', { level: 1, name: 'Create New Course' }).waitFor();
    await student.getByRole('textbox', { name: 'Description' }).waitFor();
    await student.getByRole('textbox', { name: 'Course Name' }).fill(COURSE);
    await student.getByRole('textbox', { name: 'Description' }).click();
    await student.keyboard.type('Look at the stars every Friday night.');
    await student.getByRole('textbox', { name: 'Location' }).fill('Roof Deck');
    await student.getByRole('textbox', { name: 'Date', exact: true }).fill(dayAhead(7));
    await student.getByRole('button', { name: 'Request to publish' }).click();
    await student.getByRole('heading', { name: 'Course Created Successfully' }).waitFor();
    await student.getByText(COURSE_APPROVAL_TEXT.submitted).waitFor();
    await student.getByText('Taking you to My Courses…').waitFor();
    await expectNoSeriousAxeViolations(student, 'saved screen');
    await student.waitForURL('**/dashboard/my-courses');

    const owned = student.getByRole('table', { name: "Courses I'm an owner" });
    const row = owned.getByRole('row').filter({ hasText: COURSE });
    await row.getByText('Pending Approval').waitFor();
    await student.getByText(COURSE_APPROVAL_TEXT.pendingOwned).waitFor();
    await student
      .getByRole('status', { name: /^Loading/ })
      .first()
      .waitFor({ state: 'detached' });
    await expectNoSeriousAxeViolations(student, 'My Courses, student (light, desktop)');
    // The theme's darker text for light green badges (LIGHT_VARIANT_TEXT in src/app/theme.ts) is what the
    // page uses: Mantine's green-9 on green-1 was 3.8:1.
    const green = await student.evaluate(() =>
      getComputedStyle(document.documentElement).getPropertyValue('--mantine-color-green-light-color').trim(),
    );
    expect(green.toLowerCase()).toBe('#1e6b2f');
    await screenshot(student, 'approval-my-courses-student-light-desktop');

    await row.getByRole('link', { name: COURSE, exact: true }).click();
    await student.getByRole('heading', { level: 1, name: COURSE }).waitFor();
    await student.getByText(COURSE_APPROVAL_TEXT.pendingCourse).waitFor();
    const courseId = Number(new URL(student.url()).pathname.split('/').pop());
    expect(courseId).toBeGreaterThan(0);

    // The student on a phone in dark.
    const studentDark = await journey.current.newPage({ viewport: PHONE, colorScheme: 'dark' });
    await loginAs(studentDark, 'student');
    await openMyCourses(studentDark);
    await studentDark.getByText(COURSE_APPROVAL_TEXT.pendingOwned).waitFor();
    await expectNoSeriousAxeViolations(studentDark, 'My Courses, student (dark, phone)');
    await screenshot(studentDark, 'approval-my-courses-student-dark-phone');

    // The admin opens the pending course: one call, no 404 first (item 7).
    const admin = await journey.current.newPage({ viewport: DESKTOP, colorScheme: 'light' });
    const failed = failedApiCalls(admin);
    await loginAs(admin, 'admin');
    await admin.goto(`/course/${courseId}`);
    await admin.getByRole('heading', { level: 1, name: COURSE }).waitFor();
    await admin.getByRole('button', { name: 'Approve' }).waitFor();
    expect(failed).toEqual([]);

    // My Courses lists every pending course for the admin, in both themes and widths.
    await openMyCourses(admin);
    const pending = admin.getByRole('region', { name: COURSE_APPROVAL_TEXT.awaitingTitle });
    await pending.getByRole('heading', { name: COURSE, exact: true }).waitFor();
    await pending.getByRole('heading', { name: 'Creative Writing Circle' }).waitFor();
    await expectNoSeriousAxeViolations(admin, 'My Courses, admin (light, desktop)');
    await screenshot(admin, 'approval-my-courses-admin-light-desktop');
    for (const [scheme, viewport, size] of [
      ['dark', DESKTOP, 'desktop'],
      ['light', PHONE, 'phone'],
      ['dark', PHONE, 'phone'],
    ] as const) {
      const other = await journey.current.newPage({ viewport, colorScheme: scheme });
      await loginAs(other, 'admin');
      await openMyCourses(other);
      await other
        .getByRole('region', { name: COURSE_APPROVAL_TEXT.awaitingTitle })
        .getByRole('heading', { name: COURSE, exact: true })
        .waitFor();
      await expectNoSeriousAxeViolations(other, `My Courses, admin (${scheme}, ${size})`);
      await screenshot(other, `approval-my-courses-admin-${scheme}-${size}`);
      await other.context().close();
    }

    await pending.getByRole('button', { name: `Approve ${COURSE}` }).click();
    await admin.getByText(`Approved "${COURSE}": it is now published`).waitFor();
    await pending.getByRole('heading', { name: COURSE, exact: true }).waitFor({ state: 'detached' });
    await pending.getByRole('heading', { name: 'Creative Writing Circle' }).waitFor();
    await screenshot(admin, 'approval-my-courses-admin-approved');
    expect(failed).toEqual([]);

    // The student's course is published now.
    await student.reload();
    await student.getByRole('heading', { level: 1, name: COURSE }).waitFor();
    expect(await student.getByText(COURSE_APPROVAL_TEXT.pendingCourse).count()).toBe(0);
  });
});
