// @vitest-environment node
import { DEMO_PASSWORD } from '@campus/fixtures';
import { createCampusClient } from '@campus/sdk';
import { describe, expect, it } from 'vitest';
import { expectNoSeriousAxeViolations } from './axe';
import { DESKTOP, JOURNEY_TIMEOUT_MS, loginAs, screenshot, useJourney } from './harness';

/**
 * The teacher's course from nothing (issue 11): create a weekly course in the form and publish it, generate
 * its sessions, and mark an enrolled student present in one of them.
 */

function dayAhead(days: number): string {
  const date = new Date(Date.now() + days * 86_400_000);
  return date.toISOString().slice(0, 10);
}

describe('journeys: a new weekly course', { timeout: JOURNEY_TIMEOUT_MS * 2 }, () => {
  const journey = useJourney();

  async function signedInClient(username: string) {
    let token: string | null = null;
    const client = createCampusClient({ baseUrl: journey.current.url('/api'), getToken: () => token });
    token = (await client.auth.login({ username, password: DEMO_PASSWORD })).token;
    return client;
  }

  it('the teacher creates and publishes a weekly course, generates its sessions and marks attendance', async () => {
    const page = await journey.current.newPage({ viewport: DESKTOP });
    await loginAs(page, 'teacher');
    await page.goto('/create-course');
    await page.getByRole('heading', { level: 1, name: 'Create New Course' }).waitFor();
    await page.getByRole('textbox', { name: 'Description' }).waitFor();

    await page.getByRole('textbox', { name: 'Course Name' }).fill('Weekend Robotics Club');
    await page.getByRole('textbox', { name: 'Description' }).click();
    await page.keyboard.type('Build a robot every Saturday and Sunday.');
    await page.getByRole('textbox', { name: 'Location' }).fill('Maker Lab');
    await page.getByRole('checkbox', { name: 'This is a recurring course' }).check();
    await page.getByLabel('Date', { exact: true }).fill(dayAhead(1));
    await page.getByRole('combobox', { name: 'Recurrence Type' }).click();
    await page.getByRole('option', { name: 'Weekly' }).click();
    await page.getByLabel('Recurrence End Date').fill(dayAhead(28));
    await page.getByRole('checkbox', { name: 'Saturday' }).check();
    await page.getByRole('checkbox', { name: 'Sunday' }).check();
    await expectNoSeriousAxeViolations(page);
    await page.getByRole('button', { name: 'Publish' }).click();
    await page.getByRole('heading', { name: 'Course Created Successfully' }).waitFor();
    await page.waitForURL('**/dashboard/**');

    // The teacher holds create_course: the course is published at once, owned and taught by them.
    const asTeacher = await signedInClient('teacher');
    const course = (await asTeacher.courses.owned()).find((owned) => owned.name === 'Weekend Robotics Club');
    expect(course?.status).toBe('published');
    expect(course?.weekly_days).toEqual(['saturday', 'sunday']);
    const courseId = course?.id ?? 0;

    // A student joins (the course needs no approval).
    const asStudent = await signedInClient('student');
    expect((await asStudent.courses.enroll(courseId)).status).toBe('enrolled');

    await page.goto(`/course/${courseId}`);
    await page.getByRole('heading', { level: 1, name: 'Weekend Robotics Club' }).waitFor();
    await page.getByRole('button', { name: 'Generate Sessions' }).click();
    const generate = page.getByRole('dialog', { name: 'Generate Sessions' });
    await generate.getByLabel(/Start Date/).fill(dayAhead(1));
    await generate.getByLabel(/End Date/).fill(dayAhead(28));
    await generate.getByRole('button', { name: 'Generate' }).click();
    await generate.waitFor({ state: 'detached' });
    const sessions = page.getByRole('region', { name: 'Sessions' }).getByRole('link');
    await sessions.first().waitFor();
    // Four weeks of Saturdays and Sundays: 8 sessions, give or take the edges of the range.
    const count = await sessions.count();
    expect(count).toBeGreaterThanOrEqual(7);
    expect(count).toBeLessThanOrEqual(9);
    await screenshot(page, 'course-create-sessions');

    await sessions.first().click();
    const name = 'Sam Parker';
    const row = page.getByRole('region', { name: 'Attendance' }).getByRole('listitem', { name });
    await row.getByRole('combobox', { name: `Status for ${name}` }).click();
    await page.getByRole('option', { name: 'Present' }).click();
    await row.getByRole('button', { name: `Save attendance for ${name}` }).click();
    await row.getByRole('status').getByText('Saved').waitFor();
    const sessionId = Number(new URL(page.url()).pathname.split('/').pop());
    const mark = await asStudent.courseSessions.attendance(
      courseId,
      sessionId,
      (await asStudent.auth.currentUser()).user.id,
    );
    expect(mark?.status).toBe('present');
  });
});
