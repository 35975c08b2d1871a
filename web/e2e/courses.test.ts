// @vitest-environment node

import { DEMO_PASSWORD } from '@campus/fixtures';
import { createCampusClient } from '@campus/sdk';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoSeriousAxeViolations } from './axe';
import { JOURNEY_TIMEOUT_MS, loginAs, PHONE, screenshot, useJourney } from './harness';

/**
 * Joining a course that needs approval, with the seeded demo data: the student requests to join
 * 'SAT Math Prep' (hcarter's, approval required, the student not enrolled), sees Cancel Request and no
 * sessions; the owner approves through the API; the student reloads and sees Unenroll and the sessions.
 */

const COURSE = 'SAT Math Prep';

async function h1(page: Page, name: string | RegExp) {
  await page.getByRole('heading', { level: 1, name }).waitFor();
  expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1);
}

describe('journeys: courses', { timeout: JOURNEY_TIMEOUT_MS * 2 }, () => {
  const journey = useJourney();

  /** The course's owner, signed in through the sdk client against the journey's server. */
  async function ownerClient(username: string) {
    let token: string | null = null;
    const client = createCampusClient({
      baseUrl: journey.current.url('/api'),
      getToken: () => token,
    });
    token = (await client.auth.login({ username, password: DEMO_PASSWORD })).token;
    return client;
  }

  it('a student requests to join, the owner approves, and the student then sees Unenroll and the sessions', async () => {
    const page = await journey.current.newPage();
    await loginAs(page, 'student');
    await page.goto('/courses');
    await h1(page, 'Available Courses');
    await page.getByText(/^Showing 1-\d+ of \d+ courses$/).waitFor();
    await screenshot(page, 'courses-list-student');

    await page.getByRole('link', { name: COURSE }).click();
    await page.waitForURL(/\/course\/\d+$/);
    const courseId = Number(new URL(page.url()).pathname.split('/').at(-1));
    await h1(page, COURSE);
    expect(await page.title()).toBe(`${COURSE} · Campus`);
    await page.getByText('$120.00').first().waitFor();

    await page.getByRole('button', { name: 'Request to Join' }).click();
    await page.getByRole('button', { name: 'Cancel Request' }).waitFor();
    await page.getByText('Your request to join this course has been submitted.').waitFor();
    // A requested enrollment hides the sessions (spec section 2).
    expect(await page.getByRole('heading', { level: 2, name: 'Sessions' }).count()).toBe(0);
    await expectNoSeriousAxeViolations(page, 'course detail, requested');
    await screenshot(page, 'course-detail-requested');

    const owner = await ownerClient('hcarter');
    const requests = await owner.courses.enrollments(courseId, { status: 'requested' });
    const request = requests.find((enrollment) => enrollment.user?.username === 'student');
    if (!request) throw new Error("The owner does not see the student's request");
    const approved = await owner.courses.decide(courseId, request.user_id, { status: 'enrolled' });
    expect(approved.status).toBe('enrolled');

    await page.reload();
    await h1(page, COURSE);
    await page.getByRole('button', { name: 'Unenroll' }).waitFor();
    await page.getByRole('heading', { level: 2, name: 'Sessions' }).waitFor();
    await page.getByRole('link', { name: 'View Next Session' }).waitFor();
    expect(await page.getByRole('button', { name: 'Cancel Request' }).count()).toBe(0);
    await screenshot(page, 'course-detail-enrolled');
  });

  it('a guest on a phone opens a course from the home page and is sent to /login to enroll', async () => {
    const page = await journey.current.newPage({ viewport: PHONE, colorScheme: 'dark' });
    await page.goto('/');
    await page.getByRole('heading', { level: 2, name: 'Open Courses' }).waitFor();
    await page.getByRole('link', { name: 'View All Courses' }).click();
    await h1(page, 'Available Courses');
    await expectNoSeriousAxeViolations(page, 'courses list, phone, dark');
    await page.getByRole('link', { name: 'Introduction to Robotics' }).click();
    await h1(page, 'Introduction to Robotics');
    const coursePath = new URL(page.url()).pathname;
    await expectNoSeriousAxeViolations(page, 'course detail, guest, phone, dark');
    await screenshot(page, 'course-detail-guest-phone-dark');
    await page.getByRole('button', { name: 'Request to Join' }).click();
    await page.waitForURL('**/login?redirect=*');
    expect(new URL(page.url()).searchParams.get('redirect')).toBe(coursePath);
  });
});
