// @vitest-environment node
import { USER_MESSAGES, VALIDATION_MESSAGES } from '@campus/sdk';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoSeriousAxeViolations } from './axe';
import { JOURNEY_TIMEOUT_MS, type Journey, loginAs, PHONE, screenshot, useJourney } from './harness';

/** A fixture account's id, asked of the real server with that account's own token (GET /api/user). */
async function userId(journey: Journey, username: string): Promise<number> {
  const token = await journey.server.loginAs(username);
  const response = await fetch(`${journey.server.apiUrl}/user`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  const body = (await response.json()) as { data: { user: { id: number } } };
  return body.data.user.id;
}

/** Waits until no CSS transition runs (a modal fading in fails axe's contrast check half-way). */
async function settled(page: Page) {
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
}

function card(page: Page, name: string) {
  return page.getByRole('region', { name, exact: true });
}

/** Types into a Mantine searchable select or multi-select of the open dialog and picks the option. */
async function pick(page: Page, search: string, option: string | RegExp) {
  const dialog = page.getByRole('dialog');
  await dialog.getByPlaceholder('Search by name or username').fill(search);
  await page.getByRole('option', { name: option }).click();
  // A multi-select keeps its list open over the buttons: a click on the dialog's text closes it.
  await dialog.getByText(/^Choose /).click();
}

describe('journeys: user pages and the profile', { timeout: JOURNEY_TIMEOUT_MS * 2 }, () => {
  const journey = useJourney();

  it("a parent opens their child's page from their profile and sees the child's courses taken", async () => {
    const page = await journey.current.newPage();
    await loginAs(page, 'parent');
    await page.goto('/profile');
    await page.getByRole('heading', { level: 1, name: 'My Profile' }).waitFor();
    const family = card(page, 'Family Relationships');
    await family.getByText('No parents').waitFor();
    await expectNoSeriousAxeViolations(page, '/profile of a parent');
    await screenshot(page, 'user-pages-parent-profile');

    await family.getByRole('link', { name: 'Sam Parker' }).click();
    await page.getByRole('heading', { level: 1, name: 'Sam Parker' }).waitFor();
    expect(new URL(page.url()).pathname).toMatch(/^\/user\/\d+$/);
    const courses = card(page, 'Courses Taken');
    await courses.getByRole('link', { name: 'Introduction to Robotics' }).waitFor();
    await courses.getByRole('link', { name: 'Algebra Workshop' }).waitFor();
    expect(await courses.getByText('Enrolled').count()).toBeGreaterThanOrEqual(2);
    // A parent sees the child's family, but may not edit, assign or manage anything.
    await card(page, 'Family Relationships').getByRole('link', { name: 'Patricia Parker' }).waitFor();
    expect(await page.getByRole('button', { name: /^(Edit|Assign|Manage|Remove)/ }).count()).toBe(0);
    expect(await card(page, 'Permissions').count()).toBe(0);
    await expectNoSeriousAxeViolations(page, "the child's page");
    await screenshot(page, 'user-pages-child');

    // The same page on a phone.
    const childPath = new URL(page.url()).pathname;
    await page.setViewportSize(PHONE);
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Sam Parker' }).waitFor();
    await card(page, 'Courses Taken').getByRole('link', { name: 'Algebra Workshop' }).waitFor();
    await expectNoSeriousAxeViolations(page, `${childPath} on a phone`);
    await screenshot(page, 'user-pages-child-phone');

    // The course link leads to the course.
    await card(page, 'Courses Taken').getByRole('link', { name: 'Introduction to Robotics' }).click();
    await page.getByRole('heading', { level: 1, name: 'Introduction to Robotics' }).waitFor();
  });

  it("a student is refused another user's page with the spec's message", async () => {
    const teacherId = await userId(journey.current, 'teacher');
    const page = await journey.current.newPage({ viewport: PHONE, colorScheme: 'dark' });
    await loginAs(page, 'student');
    await page.goto(`/user/${teacherId}`);
    await page.getByRole('heading', { level: 1, name: 'Access Denied' }).waitFor();
    expect(await page.getByRole('alert').textContent()).toBe(USER_MESSAGES.viewForbidden);
    expect(await page.getByText('Thomas Reed').count()).toBe(0);
    await expectNoSeriousAxeViolations(page, '/user/{id} refused');
    await screenshot(page, 'user-pages-refused-phone-dark');

    // A non-numeric id is Not Found, an unknown one is said not to exist.
    await page.goto('/user/abc');
    await page.getByRole('heading', { level: 1, name: 'Not Found' }).waitFor();
    await page.goto('/profile/999999');
    await page.getByRole('heading', { level: 1, name: 'User Not Found' }).waitFor();
  });

  it('an admin assigns a manager and children on a user page, and the server refuses a loop', async () => {
    const ownerId = await userId(journey.current, 'owner');
    const studentId = await userId(journey.current, 'student');
    const page = await journey.current.newPage();
    await loginAs(page, 'admin');
    await page.goto(`/user/${ownerId}`);
    await page.getByRole('heading', { level: 1, name: 'Olivia Bennett' }).waitFor();
    const manager = card(page, 'Manager');
    await manager.getByText('No manager').waitFor();
    await expectNoSeriousAxeViolations(page, '/user/{id} as admin');
    await screenshot(page, 'user-pages-admin');

    // Assign Manager: Marcus Hale, found by searching.
    await manager.getByRole('button', { name: 'Assign Manager' }).click();
    await page.getByRole('dialog', { name: 'Assign Manager' }).waitFor();
    await pick(page, 'marcus', /Marcus Hale/);
    await settled(page);
    await expectNoSeriousAxeViolations(page, 'Assign Manager dialog');
    await screenshot(page, 'user-pages-assign-manager');
    await page.getByRole('dialog').getByRole('button', { name: 'Assign' }).click();
    await page.getByText('Marcus Hale is now the manager').waitFor();
    await manager.getByRole('link', { name: 'Marcus Hale' }).waitFor();

    // Assign Children: Liam Nguyen.
    const family = card(page, 'Family Relationships');
    await family.getByRole('button', { name: 'Assign Children' }).click();
    await page.getByRole('dialog', { name: 'Assign Children' }).waitFor();
    await pick(page, 'liam', /Liam Nguyen/);
    await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
    await page.getByText('Children updated').waitFor();
    await family.getByRole('link', { name: 'Liam Nguyen' }).waitFor();

    // After a reload both are still there: the server kept them.
    await page.reload();
    await card(page, 'Manager').getByRole('link', { name: 'Marcus Hale' }).waitFor();
    await card(page, 'Family Relationships').getByRole('link', { name: 'Liam Nguyen' }).waitFor();

    // Remove the manager, after the confirmation.
    await card(page, 'Manager').getByRole('button', { name: 'Remove' }).click();
    const confirm = page.getByRole('dialog', { name: 'Remove manager' });
    await confirm.getByText("Remove Marcus Hale as Olivia Bennett's manager?").waitFor();
    await confirm.getByRole('button', { name: 'Remove' }).click();
    await page.getByText('Manager removed').waitFor();
    await card(page, 'Manager').getByText('No manager').waitFor();

    // A loop: Sam's parent cannot become Sam's child. The server's message shows in the dialog.
    await page.goto(`/user/${studentId}`);
    await page.getByRole('heading', { level: 1, name: 'Sam Parker' }).waitFor();
    await card(page, 'Family Relationships').getByRole('button', { name: 'Assign Children' }).click();
    await pick(page, 'patricia', /Patricia Parker/);
    await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
    const refusal = await page.getByRole('dialog').getByRole('alert').textContent();
    expect([VALIDATION_MESSAGES.familyLoop, VALIDATION_MESSAGES.familyBothWays]).toContain(refusal);
    await settled(page);
    await expectNoSeriousAxeViolations(page, 'Assign Children refused');
    await screenshot(page, 'user-pages-family-loop');
  });

  it('a manager opens their assistants tree from the keyboard on their profile', async () => {
    const page = await journey.current.newPage({ colorScheme: 'dark' });
    await loginAs(page, 'manager');
    await page.goto('/profile');
    const tree = card(page, 'Assistants');
    await tree.getByRole('link', { name: 'Thomas Reed' }).waitFor();
    expect(await tree.getByRole('link', { name: 'James Chen' }).count()).toBe(0);
    const toggle = tree.getByRole('button', { name: /below Thomas Reed/ });
    await toggle.focus();
    await page.keyboard.press('Enter');
    await tree.getByRole('link', { name: 'James Chen' }).waitFor();
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    await expectNoSeriousAxeViolations(page, '/profile of a manager (dark)');
    await screenshot(page, 'user-pages-manager-profile-dark');
    // Tab passes Thomas Reed's link, then reaches James Chen's.
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    // The link leads to James's page (what a manager may see there is the server's call: view_user).
    await page.waitForURL(/\/user\/\d+$/);
    await page.getByRole('heading', { level: 1 }).waitFor();
  });
});
